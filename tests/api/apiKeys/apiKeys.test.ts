import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLog } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

/** Open API keys (docs/api/api-keys.md): made with the maker's scopes, shown once, acting as the maker within them. */
type Made = { id: string; key: string; hint: string; scopes: { module: string; action: string }[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const as = (user: string) => ({ token: t.tokenFor(user) });
const make = (user: string, body: Record<string, unknown>) => t.call('POST', '/api/integrations/api-keys', { ...as(user), body });
const withKey = (key: string, method: 'GET' | 'POST', url: string, body?: unknown, header: 'bearer' | 'x-api-key' = 'bearer') =>
  t.call(method, url, { body, headers: header === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key } });

describe('open API keys', () => {
  let readKey: Made;

  it('are shown once, stored hashed, and list without their secret', async () => {
    readKey = dataOf<Made>(await make('admin', { name: 'ERP', scopes: [{ module: 'users', action: 'GET' }] }), 201);
    expect(readKey.key).toMatch(/^hrk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, readKey.id));
    expect(stored.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.secretHash).not.toContain(readKey.key.slice(17));
    const listed = dataOf<{ apiKeys: Record<string, unknown>[] }>(await t.call('GET', '/api/integrations/api-keys', as('owner'))).apiKeys;
    expect(listed[0]).toMatchObject({ id: readKey.id, name: 'ERP', hint: `${readKey.key.slice(0, 16)}_…`, createdByUsername: 'admin' });
    expect(JSON.stringify(listed)).not.toContain(readKey.key);
  });

  it('act as their maker within their scopes: the maker\'s units, nothing beyond the scopes', async () => {
    const people = dataOf<{ users: { mainBranch: string }[] }>(await withKey(readKey.key, 'POST', '/api/users/getFiltered', { limit: 100 }));
    // the administrator of North: their units' people only
    expect(new Set(people.users.map((u) => u.mainBranch))).toEqual(new Set([t.fx.units.bilbao]));
    expect((await withKey(readKey.key, 'POST', '/api/users/getFiltered', { limit: 1 }, 'x-api-key')).status).toBe(200);
    expectError(await withKey(readKey.key, 'POST', '/api/users', { firstName: 'X' }), 403, 'FORBIDDEN');
    expectError(await withKey(readKey.key, 'GET', '/api/companies/specialDays'), 403, 'FORBIDDEN');
    // a key is no session: the profile and making keys are out of reach
    expectError(await withKey(readKey.key, 'GET', '/api/users/profile/get'), 403, 'FORBIDDEN');
    // but the company's OpenAPI document, which tells the key's developer what there is to call, is readable
    const doc = await withKey(readKey.key, 'GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys((doc.body as { paths: object }).paths)).toContain('/api/users/getFiltered');
  });

  it('refuse scopes the maker does not hold, bad addresses and past expiries', async () => {
    expectError(await make('admin', { name: 'X', scopes: [{ module: 'admins', action: 'POST' }] }), 400, 'VALIDATION_ERROR', 'scopes.0');
    expectError(await make('admin', { name: 'X', scopes: [{ module: 'users', action: 'GET' }], ipAllowlist: ['10.0.0.0/99'] }), 400, 'VALIDATION_ERROR', 'ipAllowlist.0');
    expectError(await make('admin', { name: 'X', scopes: [{ module: 'users', action: 'GET' }], expiresAt: '2020-01-01T00:00:00Z' }), 400, 'VALIDATION_ERROR', 'expiresAt');
    expectError(await make('manager', { name: 'X', scopes: [{ module: 'users', action: 'GET' }] }), 403, 'FORBIDDEN');
  });

  it('work only from allowed addresses, and stop at once when revoked; writes are audited as the key', async () => {
    const fenced = dataOf<Made>(await make('owner', { name: 'Fenced', scopes: [{ module: 'users', action: 'GET' }], ipAllowlist: ['203.0.113.0/24'] }), 201);
    expectError(await withKey(fenced.key, 'POST', '/api/users/getFiltered', { limit: 1 }), 403, 'FORBIDDEN');
    const writer = dataOf<Made>(await make('owner', { name: 'Writer', scopes: [{ module: 'specialdays', action: 'POST' }] }), 201);
    const day = dataOf<{ id: string }>(await withKey(writer.key, 'POST', '/api/companies/specialDays', { name: 'Fiesta', dateFrom: '2031-05-02', dateTo: '2031-05-02' }), 201);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, day.id));
    expect(audit.username).toBe('owner · API key Writer');
    dataOf(await t.call('DELETE', `/api/integrations/api-keys/${writer.id}`, as('owner')));
    expectError(await withKey(writer.key, 'POST', '/api/companies/specialDays', { name: 'Otra', dateFrom: '2031-05-03', dateTo: '2031-05-03' }), 401, 'UNAUTHORIZED');
    expectError(await withKey(`${writer.key.slice(0, -1)}x`, 'POST', '/api/users/getFiltered', {}), 401, 'UNAUTHORIZED');
    // another company cannot see or revoke them
    expect(dataOf<{ apiKeys: unknown[] }>(await t.call('GET', '/api/integrations/api-keys', as('demoowner'))).apiKeys).toEqual([]);
    expectError(await t.call('DELETE', `/api/integrations/api-keys/${readKey.id}`, as('demoowner')), 404, 'NOT_FOUND');
  });
});
