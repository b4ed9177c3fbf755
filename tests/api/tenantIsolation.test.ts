import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../helpers/expectations';
import { createTestApp, type TestApp } from '../helpers/testApp';

/** Company A's owner against company B's records: they must not exist for A. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

describe("another company's records", () => {
  it('answer 404 on read, update and delete, and stay unchanged', async () => {
    const bShop = t.fx.units.bShop;
    expectError(await t.call('GET', `/api/branchoffices/${bShop}`, { token }), 404, 'NOT_FOUND');
    expectError(await t.call('PATCH', `/api/branchoffices/${bShop}`, { token, body: { name: 'Taken over' } }), 404, 'NOT_FOUND');
    expectError(await t.call('PATCH', `/api/branchoffices/delete/${bShop}`, { token, body: {} }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/users/${t.fx.users.demoworker.id}`, { token }), 404, 'NOT_FOUND');
    const theirs = dataOf<{ name: string }>(await t.call('GET', `/api/branchoffices/${bShop}`, { token: t.tokenFor('demoowner') }));
    expect(theirs.name).toBe('Demo Shop');
  });

  it('never appear in lists, filters, searches or the tree', async () => {
    const all = dataOf<{ branchoffices: { id: string }[] }>(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: { limit: 500 } }));
    expect(all.branchoffices.map((b) => b.id)).not.toContain(t.fx.units.bShop);
    const searched = dataOf<{ count: number }>(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: { q: 'Demo' } }));
    expect(searched.count).toBe(0);
    const byId = dataOf<{ count: number }>(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: { filters: { id: t.fx.units.bHq } } }));
    expect(byId.count).toBe(0);
    const people = dataOf<{ users: { username: string }[] }>(await t.call('POST', '/api/users/getFiltered', { token, body: { filters: { active: { ne: null }, role: { ne: null } }, limit: 500 } }));
    expect(people.users.map((u) => u.username)).not.toContain('demoworker');
    const { tree } = dataOf<{ tree: { name: string }[] }>(await t.call('GET', '/api/branchoffices/getBranchTree', { token }));
    expect(tree.map((n) => n.name)).toEqual(['Headquarters']);
  });

  it('cannot be referenced from our records', async () => {
    expectError(await t.call('POST', '/api/branchoffices', { token, body: { name: 'Linked', parentOrganization: t.fx.units.bHq } }), 400, 'BRANCH_PARENT_INVALID', 'parentOrganization');
    expectError(await t.call('POST', '/api/companies/specialDays', { token, body: { name: 'Fiesta', dateFrom: '2026-05-01', dateTo: '2026-05-01', branches: [t.fx.units.bShop] } }), 400, 'BRANCH_INVALID', 'branches');
  });

  it('names can repeat across companies (uniqueness is per company)', async () => {
    dataOf(await t.call('POST', '/api/branchoffices', { token, body: { name: 'Demo Shop', parentOrganization: t.fx.units.hq } }), 201);
  });

  it('their history is not ours', async () => {
    dataOf(await t.call('PATCH', `/api/branchoffices/${t.fx.units.bShop}`, { token: t.tokenFor('demoowner'), body: { city: 'Lisboa' } }));
    const audit = dataOf<{ audit: unknown[]; count: number }>(await t.call('GET', '/api/audit', { token, query: { entity: 'branchoffices', entityId: t.fx.units.bShop } }));
    expect(audit.count).toBe(0);
  });
});
