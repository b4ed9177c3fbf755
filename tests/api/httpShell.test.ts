import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corsOriginsOf } from '../../src/server/config';
import { installRouteAccessCheck } from '../../src/server/permissions/routeAccess';
import { PASSWORD } from '../helpers/fixture';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'hr-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ integrationUrls: { performance: 'https://perf.example/sso' } }, { clientDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the single-page app', () => {
  it('serves index.html for any browser route (history fallback) and built assets as files', async () => {
    for (const url of ['/', '/team', '/team/profile/123', '/auth/login/acme']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('keeps /api answers JSON: an unknown API path is 404 NOT_FOUND even for a browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('sends security headers with a CSP that lets the SPA run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/team', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // the forms interpret their schema: no page may evaluate text as code
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets a PDF preview (a blob: URL in an <iframe>) show, and opens no further door', async () => {
    const directives = (csp: unknown) => new Map(String(csp).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    for (const url of ['/company/document/view/123', '/api/nothing/here']) {
      const csp = directives((await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).headers['content-security-policy']);
      // the document hub's view page, its preview modal and the file system's preview frame their PDF from blob:
      expect(csp.get('frame-src'), url).toEqual(["'self'", 'blob:']);
      // plugins stay off, and the SPA itself cannot be framed
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
    }
  });

  it('allows the configured origin (the dev server) and no other', async () => {
    const ok = await t.app.inject({ method: 'OPTIONS', url: '/api/auth/v1/login', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' } });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const denied = await t.app.inject({ method: 'GET', url: '/api/users/self', headers: { origin: 'http://localhost:5173' } });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(denied.headers['x-content-type-options']).toBe('nosniff');
    const other = await t.app.inject({ method: 'OPTIONS', url: '/api/auth/v1/login', headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS in production', () => {
  it('allows no other origin unless CORS_ORIGINS names it: the dev server\'s default is for development only', async () => {
    expect(corsOriginsOf({})).toEqual(['http://localhost:5173']);
    expect(corsOriginsOf({ NODE_ENV: 'production' })).toEqual([]);
    expect(corsOriginsOf({ NODE_ENV: 'production', CORS_ORIGINS: 'https://hr.example, https://admin.example' })).toEqual(['https://hr.example', 'https://admin.example']);
    expect(corsOriginsOf({ CORS_ORIGINS: '' })).toEqual([]);
    const production = await createTestApp({ corsOrigins: corsOriginsOf({ NODE_ENV: 'production' }) });
    try {
      const preflight = await production.app.inject({ method: 'OPTIONS', url: '/api/auth/v1/login', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' } });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const call = await production.app.inject({ method: 'GET', url: '/api/users/self', headers: { origin: 'http://localhost:5173' } });
      expect(call.statusCode).toBe(401);
      expect(call.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await production.close();
    }
  });
});

describe('API answers are never cached', () => {
  it('login, password change and tool tokens answer Cache-Control: no-store, failures too', async () => {
    const login = await t.call('POST', '/api/auth/v1/login', { body: { username: 'viewer', password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const failed = await t.call('POST', '/api/auth/v1/login', { body: { username: 'viewer', password: 'wrong' } });
    expect(failed.status).toBe(401);
    expect(failed.headers['cache-control']).toBe('no-store');
    const token = (login.body.data as { accessToken: string }).accessToken;
    const tool = await t.call('GET', '/api/auth/token/performance/generate', { token });
    expect(tool.status, tool.raw).toBe(200);
    expect(tool.headers['cache-control']).toBe('no-store');
    const changed = await t.call('PATCH', '/api/users/profile/change-password', { token, body: { currentPassword: PASSWORD, password: 'N3w-passw0rd!x', repeatPassword: 'N3w-passw0rd!x' } });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data).toHaveProperty('accessToken');
    expect(changed.headers['cache-control']).toBe('no-store');
    const refused = await t.call('GET', '/api/users/self', { token: t.tokenFor('owner'), headers: { authorization: 'Bearer nope' } });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('OpenAPI', () => {
  it('documents the organisation endpoints with schemas and bearer auth at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> } };
    expect(doc.openapi).toMatch(/^3\./);
    for (const [p, method] of [
      ['/api/branchoffices/getFiltered', 'post'], ['/api/branchoffices', 'post'], ['/api/branchoffices/{id}', 'patch'], ['/api/branchoffices/{id}', 'get'],
      ['/api/branchoffices/delete/{id}', 'patch'], ['/api/branchoffices/getBranchTree', 'get'],
      ['/api/companies/hierarchies/HierarchiesToTable/get', 'get'], ['/api/companies/hierarchies', 'post'], ['/api/companies/hierarchies/{id}', 'delete'],
      ['/api/companies/specialDays', 'get'], ['/api/companies/specialDays', 'post'], ['/api/companies/specialDays/{id}', 'patch'],
      ['/api/workshift/shiftTemplate/getFiltered', 'post'], ['/api/workshift/shiftTemplate/{id}', 'delete'],
      ['/api/companies/typesOfDayoff', 'get'], ['/api/companies/typesOfDayoff/{id}', 'get'],
      ['/api/companies/typesOfFolder', 'get'], ['/api/companies/typesOfWorkshift/{id}', 'get'],
      ['/api/auth/v1/login', 'post'], ['/api/companies/self', 'post'], ['/api/users/self', 'get'],
    ] as const) {
      expect(doc.paths[p]?.[method], `${method} ${p}`).toBeDefined();
    }
    expect(doc.components.schemas).toHaveProperty('branch-office');
    expect(doc.components.schemas).toHaveProperty('special-day');
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
    expect(JSON.stringify(doc.paths['/api/branchoffices'])).toContain('#/components/schemas/branch-office');
    expect(JSON.stringify(doc)).not.toContain('x-handler-validated');
    const upload = (doc.paths['/api/branchoffices'].post as { requestBody: { content: Record<string, { schema: { properties: Record<string, { format?: string }> } }> } }).requestBody.content;
    expect(upload['multipart/form-data'].schema.properties.image.format).toBe('binary');
    expect(upload['multipart/form-data'].schema.properties).toHaveProperty('data');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});

describe('route declarations', () => {
  it('refuse to start when an /api route says neither public, authOnly nor module', async () => {
    const app = Fastify();
    installRouteAccessCheck(app);
    const registering = app.register(async (api) => {
      api.get('/api/forgotten', async () => ({ data: 1 }));
    });
    await expect(registering).rejects.toThrow(/must declare/);
    await app.close();
  });
});
