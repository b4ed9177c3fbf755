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

type Hierarchy = { id: string; name: string; type: string; parentId: string | null };
const create = (body: Record<string, unknown>) => t.call('POST', '/api/companies/hierarchies', { token, body });

describe('hierarchies and positions', () => {
  it('creates by the company hierarchy types (default position, Sector, Departamento) and lists them', async () => {
    const director = dataOf<Hierarchy>(await create({ name: 'Director', type: 'position' }), 201);
    const cashier = dataOf<Hierarchy>(await create({ name: 'Cashier', type: 'position', parentId: director.id }), 201);
    expect(cashier.parentId).toBe(director.id);
    const list = dataOf<{ hierarchies: Hierarchy[]; count: number }>(await t.call('GET', '/api/companies/hierarchies/HierarchiesToTable/get', { token, query: { filters: JSON.stringify({ type: 'position' }) } }));
    expect(list.hierarchies.map((h) => h.name)).toEqual(['Cashier', 'Director']);
    expect(dataOf<Hierarchy>(await t.call('GET', `/api/companies/hierarchies/${cashier.id}`, { token })).name).toBe('Cashier');
  });

  it('refuses a type the company does not have (TYPE_INVALID)', async () => {
    expectError(await create({ name: 'Squad', type: 'Squad' }), 400, 'TYPE_INVALID', 'type');
  });

  it('refuses a parent that does not exist (POSITION_NOT_EXISTS) or a loop', async () => {
    expectError(await create({ name: 'Lost', type: 'Sector', parentId: '00000000-0000-4000-8000-000000000000' }), 400, 'POSITION_NOT_EXISTS', 'parentId');
    const a = dataOf<Hierarchy>(await create({ name: 'Sales', type: 'Departamento' }), 201);
    const b = dataOf<Hierarchy>(await create({ name: 'Retail Sales', type: 'Departamento', parentId: a.id }), 201);
    expectError(await t.call('PATCH', `/api/companies/hierarchies/${a.id}`, { token, body: { parentId: b.id } }), 400, 'VALIDATION_ERROR', 'parentId');
  });

  it('a name is unique within its type (HIERARCHY_EXISTS), not across types', async () => {
    dataOf(await create({ name: 'Logistics', type: 'Sector' }), 201);
    expectError(await create({ name: 'logistics', type: 'Sector' }), 409, 'HIERARCHY_EXISTS', 'name');
    dataOf(await create({ name: 'Logistics', type: 'Departamento' }), 201);
  });

  it('one with children cannot be deleted; a leaf can', async () => {
    const parent = dataOf<Hierarchy>(await create({ name: 'Ops', type: 'Sector' }), 201);
    const child = dataOf<Hierarchy>(await create({ name: 'Ops North', type: 'Sector', parentId: parent.id }), 201);
    expect((await t.call('DELETE', `/api/companies/hierarchies/${parent.id}`, { token })).status).toBe(409);
    dataOf(await t.call('DELETE', `/api/companies/hierarchies/${child.id}`, { token }));
    dataOf(await t.call('DELETE', `/api/companies/hierarchies/${parent.id}`, { token }));
  });
});
