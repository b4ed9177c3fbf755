import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/testApp';

/**
 * Text refuses control characters (ESC, backspace, bell… — not only NUL) with a code on the field, on every route
 * before any handler runs; tab and line breaks only in multi-line fields (long text, or `x-multiline`).
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

const day = (name: string, description?: string) => ({ name, description, dateFrom: '2026-06-01', dateTo: '2026-06-01' });

describe('control characters in text', () => {
  it('an engine create with an ESC in a field: 400 controlCharacter on that field, localized', async () => {
    const res = await t.call('POST', '/api/companies/specialDays', { token, body: day('Fiesta\u001b[31m') });
    expect(res.status, res.raw).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors).toEqual([{ field: 'name', code: 'controlCharacter', message: 'Contains a control character, which is not allowed' }]);
    const es = await t.call('POST', '/api/companies/specialDays', { token, body: day('F\u0007'), headers: { 'accept-language': 'es-ES' } });
    expect(es.body.errors?.[0]?.message).toBe('Contiene un carácter de control, que no se admite');
  });

  it('a user update and a sign-in (no session): the field is named', async () => {
    const patch = await t.call('PATCH', `/api/users/${t.fx.users.ana.id}`, { token, body: { firstName: 'A\u0008na', lastName: 'ok' } });
    expect(patch.status, patch.raw).toBe(400);
    expect(patch.body.errors).toEqual([expect.objectContaining({ field: 'firstName', code: 'controlCharacter' })]);
    const login = await t.call('POST', '/api/auth/v1/login', { body: { username: 'owner\u001b', password: 'x' } });
    expect(login.status, login.raw).toBe(400);
    expect(login.body.errors).toEqual([expect.objectContaining({ field: 'username', code: 'controlCharacter' })]);
  });

  it('a line break or a tab in a one-line field: 400 singleLine on that field (nested too), localized', async () => {
    const res = await t.call('POST', '/api/companies/specialDays', { token, body: day('Fiesta\nmayor') });
    expect(res.status, res.raw).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'name', code: 'singleLine', message: 'Must fit on one line: no line breaks or tabs' }]);
    const es = await t.call('PATCH', `/api/users/${t.fx.users.ana.id}`, { token, body: { lastName: 'Ruiz\tGil' }, headers: { 'accept-language': 'es-ES' } });
    expect(es.status, es.raw).toBe(400);
    expect(es.body.errors).toEqual([{ field: 'lastName', code: 'singleLine', message: 'Debe ocupar una sola línea: sin saltos de línea ni tabuladores' }]);
    // a short field the schema marks multi-line (an address) takes them
    const address = await t.call('PATCH', `/api/users/${t.fx.users.ana.id}`, { token, body: { address: 'Calle Mayor 1\n28013 Madrid' } });
    expect(address.status, address.raw).toBe(200);
  });

  it('tab, newline and carriage return are accepted in a multi-line field and stored as typed', async () => {
    const text = 'Line one\r\nLine\ttwo\n';
    const res = await t.call('POST', '/api/companies/specialDays', { token, body: day('Fiesta mayor', text) });
    expect(res.status, res.raw).toBe(201);
    const id = (res.body as { data?: { id: string }; id?: string }).data?.id ?? (res.body as { id?: string }).id;
    const read = await t.call('GET', `/api/companies/specialDays/${id}`, { token });
    expect(JSON.stringify(read.body)).toContain(JSON.stringify(text));
  });
});
