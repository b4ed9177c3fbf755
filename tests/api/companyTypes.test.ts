import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../helpers/expectations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

const CASES = [
  { path: '/api/companies/typesOfDayoff', collection: 'typesOfDayoff', body: { title: 'Vacation', maxDays: 22 }, change: { maxDays: 23 } },
  { path: '/api/companies/typesOfFolder', collection: 'typesOfFolder', body: { title: 'Payroll', color: '#112233' }, change: { description: 'Monthly slips' } },
  { path: '/api/companies/typesOfWorkshift', collection: 'typesOfWorkshift', body: { title: 'Office', externalId: 'OF' }, change: { color: '#abcdef' } },
];

describe.each(CASES)('$collection', ({ path, collection, body, change }) => {
  it('create, list, get one, update, delete', async () => {
    const created = dataOf<{ id: string; title: string; color: string }>(await t.call('POST', path, { token, body }), 201);
    expect(created).toMatchObject(body);
    expect(created.color).toMatch(/^#[0-9a-f]{6}$/i);
    const list = dataOf<Record<string, { id: string }[]>>(await t.call('GET', path, { token }));
    expect(list[collection].map((r) => r.id)).toContain(created.id);
    expect(list.count).toBe(1);
    expect(dataOf(await t.call('GET', `${path}/${created.id}`, { token }))).toMatchObject(body);
    expect(dataOf(await t.call('PATCH', `${path}/${created.id}`, { token, body: change }))).toMatchObject({ ...body, ...change });
    expect(dataOf(await t.call('DELETE', `${path}/${created.id}`, { token }))).toEqual({ id: created.id });
    expectError(await t.call('GET', `${path}/${created.id}`, { token }), 404, 'NOT_FOUND');
  });

  it('a title is unique in the company (TYPE_INVALID on title)', async () => {
    dataOf(await t.call('POST', path, { token, body: { title: 'Unique one' } }), 201);
    expectError(await t.call('POST', path, { token, body: { title: 'UNIQUE ONE' } }), 409, 'TYPE_INVALID', 'title');
  });
});

it('workshift types refuse a repeated external id', async () => {
  dataOf(await t.call('POST', '/api/companies/typesOfWorkshift', { token, body: { title: 'Field', externalId: 'FLD' } }), 201);
  expectError(await t.call('POST', '/api/companies/typesOfWorkshift', { token, body: { title: 'Field 2', externalId: 'FLD' } }), 409, 'TEMPLATE_EXTERNAL_ID_EXISTS', 'externalId');
});
