import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, MAX_BODY_VALUES } from '../../src/server/http/bodyShape';
import { multipartBody } from '../helpers/multipartBody';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Bodies too deep or too big are refused before validation with a 400 on `body` (a 5,000-level body used to
 * overflow the stack on every engine write: 500); a NUL byte anywhere is a 400 naming the field (PostgreSQL
 * refuses it in text and jsonb, and used to answer a validation error that named no field).
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

/** `{"a":{"a":…1…}}` nested `levels` objects deep (the outer object is level 1). */
const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{"a":1}${'}'.repeat(levels - 1)}`;
const json = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });
const countRows = async (table: string) =>
  ((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0].n;

describe('nesting depth and size', () => {
  it.each([
    ['engine create', 'POST', '/api/companies/specialDays'],
    ['engine update', 'PATCH', `/api/companies/specialDays/00000000-0000-4000-8000-000000000000`],
    ['engine users create', 'POST', '/api/users'],
    ['area configuration', 'PATCH', '/api/companies/config/general'],
    ['public login', 'POST', '/api/auth/v1/login'],
  ] as const)('a 5,000-level body to %s is 400 maxDepth on body, in the caller\'s language', async (_what, method, url) => {
    const res = await t.call(method, url, { token, locale: 'es-ES', ...json(nested(5000)) });
    expect(res.status, res.raw).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors).toEqual([{ field: 'body', code: 'maxDepth', message: `Demasiados niveles anidados (como máximo ${MAX_BODY_DEPTH})` }]);
  });

  it('the limit is exactly MAX_BODY_DEPTH levels: one more is refused, that many reaches validation', async () => {
    const url = '/api/companies/specialDays';
    const over = await t.call('POST', url, { token, ...json(`{"name":"x","dateFrom":"2026-01-01","dateTo":"2026-01-01","extra":${nested(MAX_BODY_DEPTH)}}`) });
    expect(over.body.errors).toEqual([expect.objectContaining({ field: 'body', code: 'maxDepth' })]);
    const at = await t.call('POST', url, { token, ...json(`{"name":"x","dateFrom":"2026-01-01","dateTo":"2026-01-01","extra":${nested(MAX_BODY_DEPTH - 1)}}`) });
    expect(at.status).toBe(400);
    expect(at.body.errors).toEqual([expect.objectContaining({ field: 'extra', code: 'additionalProperties' })]);
  });

  it('a deep multipart data part is refused the same way', async () => {
    // built by hand: JSON.stringify itself overflows on 5,000 levels
    const boundary = '----hrdeep';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${nested(5000)}\r\n--${boundary}--\r\n`;
    const res = await t.call('POST', '/api/branchoffices', { token, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.status, res.raw).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'body', code: 'maxDepth' })]);
  });

  it('more values than MAX_BODY_VALUES is 400 maxValues, answered at once instead of a 100 MB error list', async () => {
    const rows = `[${new Array(MAX_BODY_VALUES + 1).fill('1').join(',')}]`;
    const started = Date.now();
    const res = await t.call('POST', '/api/users/import/validate', { token, ...json(`{"rows":${rows}}`) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'body', code: 'maxValues' })]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a long list of wrong items lists at most 100 field errors', async () => {
    const res = await t.call('POST', '/api/users/import/validate', { token, ...json(`{"rows":[${new Array(5000).fill('1').join(',')}]}`) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(100);
    expect(res.body.errors?.[0]).toMatchObject({ field: 'rows.0', code: 'type' });
  });
});

describe('NUL bytes', () => {
  it('in a string of an engine create: 400 on that field, nothing stored', async () => {
    const before = await countRows('special_days');
    const res = await t.call('POST', '/api/companies/specialDays', { token, body: { name: 'Fiesta\u0000', dateFrom: '2026-05-01', dateTo: '2026-05-01' } });
    expect(res.status, res.raw).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors).toEqual([{ field: 'name', code: 'nulCharacter', message: 'Contains the NUL character (\\u0000), which is not allowed' }]);
    expect(await countRows('special_days')).toBe(before);
  });

  it('in an engine update and in a multipart data part: 400 on the field', async () => {
    const patch = await t.call('PATCH', `/api/users/${t.fx.users.ana.id}`, { token, body: { firstName: 'A\u0000na', lastName: 'ok' } });
    expect(patch.status, patch.raw).toBe(400);
    expect(patch.body.errors).toEqual([expect.objectContaining({ field: 'firstName', code: 'nulCharacter' })]);
    const multipart = await t.call('POST', '/api/branchoffices', { token, ...multipartBody({ name: 'Shop', city: 'Bil\u0000bao' }) });
    expect(multipart.status, multipart.raw).toBe(400);
    expect(multipart.body.errors).toEqual([expect.objectContaining({ field: 'city', code: 'nulCharacter' })]);
  });

  it('nested in an area route: the dotted path of each string', async () => {
    const res = await t.call('POST', '/api/users/import/validate', {
      token,
      body: { rows: [{ firstName: 'Ana', lastName: 'Ok' }, { firstName: 'Luis', lastName: 'Lo\u0000pez', email: '\u0000@x.es' }] },
    });
    expect(res.status, res.raw).toBe(400);
    expect(res.body.errors?.map((e) => [e.field, e.code])).toEqual([['rows.1.email', 'nulCharacter'], ['rows.1.lastName', 'nulCharacter']]);
  });

  it('a lone UTF-16 surrogate (valid JSON, no character) is refused too, not stored as U+FFFD', async () => {
    const before = await countRows('special_days');
    const res = await t.call('POST', '/api/companies/specialDays', { token, ...json('{"name":"Fiesta \\ud83d","dateFrom":"2026-05-01","dateTo":"2026-05-01"}') });
    expect(res.status, res.raw).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'name', code: 'malformedText', message: 'Contains an invalid character (an unpaired UTF-16 surrogate)' }]);
    expect(await countRows('special_days')).toBe(before);
    // a whole pair is a character like any other
    const emoji = await t.call('POST', '/api/companies/specialDays', { token, body: { name: 'Fiesta 🎉', dateFrom: '2026-05-02', dateTo: '2026-05-02' } });
    expect(emoji.status, emoji.raw).toBe(201);
  });

  it('in a property name, a query string or a path param: 400 on that name', async () => {
    const key = await t.call('PATCH', '/api/companies/config/general', { token, body: { 'ab\u0000c': 1 } });
    expect(key.status, key.raw).toBe(400);
    expect(key.body.errors).toEqual([expect.objectContaining({ field: 'ab\\u0000c', code: 'nulCharacter' })]);
    const query = await t.call('GET', '/api/companies/specialDays', { token, query: { q: 'fi\u0000esta' } });
    expect(query.status, query.raw).toBe(400);
    expect(query.body.errors).toEqual([expect.objectContaining({ field: 'q', code: 'nulCharacter' })]);
    const param = await t.call('GET', '/api/auth/v1/role/views/own%00er', { token });
    expect(param.status, param.raw).toBe(400);
    expect(param.body.errors).toEqual([expect.objectContaining({ field: 'role', code: 'nulCharacter' })]);
  });
});
