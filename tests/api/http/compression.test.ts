import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../vite.config';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { insertCollaborators } from '../users/usersTestKit';

let t: TestApp;
let clientDir: string;
/** a built client as Vite leaves it: index.html loading a hashed script, precompressed by the build's plugin */
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, label: `row ${i}` })))};\n`;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'hr-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script><title>HR Admin</title><meta name="description" content="${'x'.repeat(1200)}"></head><body><div id="root"></div></body></html>`);
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(clientDir, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  await precompressDir(clientDir);
  t = await createTestApp({}, { clientDir });
  await insertCollaborators(t, 50);
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const decode = (encoding: unknown, body: Buffer) => (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe('the built client goes out precompressed', () => {
  it('sends the JavaScript index.html loads as brotli when accepted, gzip when only that is, plain otherwise', async () => {
    const html = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(html.headers['content-encoding']).toBe('br');
    const src = /<script type="module" src="([^"]+)"/.exec(decode('br', html.rawPayload))?.[1];
    expect(src).toBe('/assets/index-abc123.js');

    const br = await t.app.inject({ method: 'GET', url: src as string, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);
    expect(decode('br', br.rawPayload)).toBe(script);

    const gz = await t.app.inject({ method: 'GET', url: src as string, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', gz.rawPayload)).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: src as string });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('a deep link (history fallback) gets the compressed index.html too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/team/profile/1', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(decode('br', res.rawPayload)).toContain('<div id="root">');
  });

  it('leaves files too small to gain as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });
});

describe('API answers are compressed over a kilobyte', () => {
  const owner = () => t.tokenFor('owner');
  const page = (headers: Record<string, string>) => t.app.inject({
    method: 'POST', url: '/api/users/getFiltered', payload: { limit: 50 },
    headers: { authorization: `Bearer ${owner()}`, 'content-type': 'application/json', ...headers },
  });

  it('a 50-row list is brotli or gzip as the client accepts, and plain when it accepts neither', async () => {
    const plain = await page({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const rows = (plain.json() as { data: { users: unknown[] } }).data.users;
    expect(rows).toHaveLength(50);

    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const res = await page({ 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      if (encoding) {
        expect(res.headers.vary, accept).toContain('accept-encoding');
        expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
      }
      expect(JSON.parse(decode(encoding, res.rawPayload)), accept).toEqual(plain.json());
    }
  });

  it('a small answer goes out plain', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/getFiltered', payload: { limit: 1 }, headers: { authorization: `Bearer ${owner()}`, 'content-type': 'application/json', 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
