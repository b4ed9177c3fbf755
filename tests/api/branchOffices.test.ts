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

type Unit = { id: string; name: string; parentOrganization: string | null; city: string | null; timezone: string; country: string | null };

describe('branch offices', () => {
  it('create, read, update: the record carries id, fields, defaults and timestamps', async () => {
    const created = dataOf<Unit & { createdAt: string }>(await t.call('POST', '/api/branchoffices', { token, body: { name: 'Malaga Store', parentOrganization: t.fx.units.south, city: 'Malaga', country: 'ES' } }), 201);
    expect(created).toMatchObject({ name: 'Malaga Store', parentOrganization: t.fx.units.south, city: 'Malaga', timezone: 'Europe/Madrid', image: null });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    expect(dataOf<Unit>(await t.call('GET', `/api/branchoffices/${created.id}`, { token })).name).toBe('Malaga Store');
    const updated = dataOf<Unit>(await t.call('PATCH', `/api/branchoffices/${created.id}`, { token, body: { city: 'Málaga' } }));
    expect(updated).toMatchObject({ city: 'Málaga', name: 'Malaga Store', timezone: 'Europe/Madrid', country: 'ES' });
  });

  it('refuses a duplicated name (any letter case) with BRANCH_DUPLICATED_NAME on the name', async () => {
    const res = await t.call('POST', '/api/branchoffices', { token, body: { name: 'bilbao store', parentOrganization: t.fx.units.north } });
    expectError(res, 409, 'BRANCH_DUPLICATED_NAME', 'name');
    expect(res.body.message).toBe('A branch office with that name already exists');
    expectError(await t.call('PATCH', `/api/branchoffices/${t.fx.units.santander}`, { token, body: { name: 'Bilbao Store' } }), 409, 'BRANCH_DUPLICATED_NAME', 'name');
    dataOf(await t.call('PATCH', `/api/branchoffices/${t.fx.units.santander}`, { token, body: { name: 'Santander Store' } }));
  });

  it('of several simultaneous creates with one name, exactly one wins; the others get the field error', async () => {
    const attempts = await Promise.all(Array.from({ length: 5 }, () => t.call('POST', '/api/branchoffices', { token, body: { name: 'Race Store', parentOrganization: t.fx.units.hq } })));
    expect(attempts.filter((r) => r.status === 201)).toHaveLength(1);
    for (const lost of attempts.filter((r) => r.status !== 201)) expectError(lost, 409, 'BRANCH_DUPLICATED_NAME', 'name');
  });

  it('refuses a parent that does not exist, itself, or one below it (a loop)', async () => {
    expectError(await t.call('POST', '/api/branchoffices', { token, body: { name: 'Orphan', parentOrganization: '00000000-0000-4000-8000-000000000000' } }), 400, 'BRANCH_PARENT_INVALID', 'parentOrganization');
    expectError(await t.call('PATCH', `/api/branchoffices/${t.fx.units.north}`, { token, body: { parentOrganization: t.fx.units.north } }), 400, 'BRANCH_PARENT_INVALID', 'parentOrganization');
    expectError(await t.call('PATCH', `/api/branchoffices/${t.fx.units.north}`, { token, body: { parentOrganization: t.fx.units.bilbao } }), 400, 'BRANCH_PARENT_INVALID', 'parentOrganization');
    expectError(await t.call('PATCH', `/api/branchoffices/${t.fx.units.hq}`, { token, body: { parentOrganization: t.fx.units.sevilla } }), 400, 'BRANCH_PARENT_INVALID', 'parentOrganization');
  });

  it('delete answers 100001 while users have it as main unit, 100002 while it has child units', async () => {
    const withUsers = await t.call('PATCH', `/api/branchoffices/delete/${t.fx.units.bilbao}`, { token, body: { parentOrganization: t.fx.units.north } });
    expectError(withUsers, 409, '100001');
    expect(withUsers.body.message).toBe('The unit has associated users');
    const withChildren = await t.call('PATCH', `/api/branchoffices/delete/${t.fx.units.south}`, { token, body: {} });
    expectError(withChildren, 409, '100002');
    expect(withChildren.body.message).toBe('The unit has child units');
  });

  it('delete answers BRANCH_IN_USE while an employer record covers the unit, and deletes it once the record moves', async () => {
    const unit = dataOf<Unit>(await t.call('POST', '/api/branchoffices', { token, body: { name: 'Covered', parentOrganization: t.fx.units.hq } }), 201);
    const record = dataOf<{ id: string }>(await t.call('POST', '/api/companies/employerRecords', { token, body: { name: 'Covered', registrationNumber: '28/555/1', branchOfficeId: unit.id } }), 201);
    const refused = await t.call('PATCH', `/api/branchoffices/delete/${unit.id}`, { token, body: {} });
    expectError(refused, 409, 'BRANCH_IN_USE');
    expect(refused.body.message).toBe('The unit has employer records: move them to another unit before deleting it');
    dataOf(await t.call('PATCH', `/api/companies/employerRecords/${record.id}`, { token, body: { branchOfficeId: null } }));
    expect(dataOf(await t.call('PATCH', `/api/branchoffices/delete/${unit.id}`, { token }))).toEqual({ id: unit.id });
  });

  it('deletes an empty unit: answers its id, then it is gone', async () => {
    const unit = dataOf<Unit>(await t.call('POST', '/api/branchoffices', { token, body: { name: 'Temporary', parentOrganization: t.fx.units.hq } }), 201);
    expect(dataOf(await t.call('PATCH', `/api/branchoffices/delete/${unit.id}`, { token }))).toEqual({ id: unit.id });
    expectError(await t.call('GET', `/api/branchoffices/${unit.id}`, { token }), 404, 'NOT_FOUND');
    expectError(await t.call('PATCH', `/api/branchoffices/delete/${unit.id}`, { token, body: {} }), 404, 'NOT_FOUND');
  });

  it('the tree nests units and counts their active users', async () => {
    const { tree } = dataOf<{ tree: (Unit & { usersCount: number; children: (Unit & { usersCount: number; children: Unit[] })[] })[] }>(
      await t.call('GET', '/api/branchoffices/getBranchTree', { token }),
    );
    expect(tree).toHaveLength(1);
    const [hq] = tree;
    expect(hq).toMatchObject({ id: t.fx.units.hq, name: 'Headquarters', parentOrganization: null });
    const north = hq.children.find((c) => c.name === 'North Region');
    expect(north?.children.map((c) => c.name)).toEqual(['Bilbao Store', 'Santander Store']);
    const bilbao = north?.children.find((c) => c.name === 'Bilbao Store') as Unit & { usersCount: number };
    expect(bilbao.usersCount).toBe(2); // collaborator + ana (active)
    const santander = north?.children.find((c) => c.name === 'Santander Store') as Unit & { usersCount: number };
    expect(santander.usersCount).toBe(0); // only an inactive one
  });

  it('lists with filters, declared sorters, search and paging', async () => {
    const children = dataOf<{ branchoffices: Unit[]; count: number }>(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: { filters: { parentOrganization: t.fx.units.north } } }));
    expect(children.branchoffices.map((b) => b.name)).toEqual(['Bilbao Store', 'Santander Store']);
    const roots = dataOf<{ branchoffices: Unit[] }>(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: { filters: { parentOrganization: null } } }));
    expect(roots.branchoffices.map((b) => b.name)).toEqual(['Headquarters']);
    const byName = dataOf<{ branchoffices: Unit[] }>(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: { filters: { name: { contains: 'REGION' } }, sort: [{ field: 'name', order: 'desc' }] } }));
    expect(byName.branchoffices.map((b) => b.name)).toEqual(['South Region', 'North Region']);
    const page = dataOf<{ branchoffices: Unit[]; count: number }>(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: { q: 'store', limit: 2, skip: 2 } }));
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(page.branchoffices.length).toBeLessThanOrEqual(2);
    const wildcard = dataOf<{ count: number }>(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: { q: '%' } }));
    expect(wildcard.count).toBe(0);
    expectError(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: { sort: [{ field: 'latitude', order: 'asc' }] } }), 400, 'VALIDATION_ERROR', 'sort.latitude');
    expectError(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: { filters: { secret: 1 } } }), 400, 'VALIDATION_ERROR', 'filters.secret');
    expectError(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: { filters: { parentOrganization: 'abc' } } }), 400, 'VALIDATION_ERROR', 'filters.parentOrganization');
    expectError(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: { limit: 501 } }), 400, 'VALIDATION_ERROR', 'limit');
  });
});
