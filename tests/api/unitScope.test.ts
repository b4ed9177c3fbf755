import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../helpers/expectations';
import { createTestApp, type TestApp } from '../helpers/testApp';

/** The administrator manages North Region (and below); the manager manages Sevilla Store. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('an administrator scoped to North Region', () => {
  it('lists only their units (the allowed one and everything below it)', async () => {
    const data = dataOf<{ branchoffices: { name: string }[]; count: number }>(await t.call('POST', '/api/branchoffices/getFiltered', { token: t.tokenFor('admin'), body: {} }));
    expect(names(data.branchoffices)).toEqual(['Bilbao Store', 'North Region', 'Santander Store']);
    expect(data.count).toBe(3);
  });

  it('sees their subtree in the tree, rooted at North Region', async () => {
    const { tree } = dataOf<{ tree: { name: string; children: { name: string }[] }[] }>(await t.call('GET', '/api/branchoffices/getBranchTree', { token: t.tokenFor('admin') }));
    expect(names(tree)).toEqual(['North Region']);
    expect(names(tree[0].children)).toEqual(['Bilbao Store', 'Santander Store']);
  });

  it('cannot read, edit or delete a unit outside: 404, nothing leaks, nothing changes', async () => {
    const token = t.tokenFor('admin');
    for (const res of [
      await t.call('GET', `/api/branchoffices/${t.fx.units.sevilla}`, { token }),
      await t.call('PATCH', `/api/branchoffices/${t.fx.units.sevilla}`, { token, body: { city: 'Hacked' } }),
      await t.call('PATCH', `/api/branchoffices/delete/${t.fx.units.sevilla}`, { token, body: {} }),
    ]) {
      expectError(res, 404, 'NOT_FOUND');
      expect(res.raw).not.toContain('Sevilla');
    }
    const sevilla = dataOf<{ city: string }>(await t.call('GET', `/api/branchoffices/${t.fx.units.sevilla}`, { token: t.tokenFor('owner') }));
    expect(sevilla.city).toBe('Sevilla');
  });

  it('creates units under their own, not elsewhere, and cannot move one out', async () => {
    const token = t.tokenFor('admin');
    const created = dataOf<{ id: string }>(await t.call('POST', '/api/branchoffices', { token, body: { name: 'Gijon Store', parentOrganization: t.fx.units.north } }), 201);
    dataOf(await t.call('GET', `/api/branchoffices/${created.id}`, { token }));
    expectError(await t.call('POST', '/api/branchoffices', { token, body: { name: 'Cadiz Store', parentOrganization: t.fx.units.south } }), 403, 'FORBIDDEN');
    expectError(await t.call('POST', '/api/branchoffices', { token, body: { name: 'New Root' } }), 403, 'FORBIDDEN');
    expectError(await t.call('PATCH', `/api/branchoffices/${t.fx.units.bilbao}`, { token, body: { parentOrganization: t.fx.units.south } }), 403, 'FORBIDDEN');
    dataOf(await t.call('PATCH', `/api/branchoffices/${t.fx.units.bilbao}`, { token, body: { city: 'Bilbo' } }));
  });

  it('sees only collaborators of their units', async () => {
    const token = t.tokenFor('admin');
    const data = dataOf<{ users: { username: string }[]; count: number }>(await t.call('POST', '/api/users/getFiltered', { token, body: {} }));
    expect(data.users.map((u) => u.username)).toEqual(['ana', 'collaborator']);
    expectError(await t.call('GET', `/api/users/${t.fx.users.luis.id}`, { token }), 404, 'NOT_FOUND');
    const filtered = dataOf<{ users: unknown[] }>(await t.call('POST', '/api/users/getFiltered', { token, body: { filters: { mainBranch: t.fx.units.sevilla } } }));
    expect(filtered.users).toEqual([]);
  });
});

describe('a manager scoped to Sevilla Store', () => {
  it('sees only Sevilla and its people', async () => {
    const token = t.tokenFor('manager');
    const units = dataOf<{ branchoffices: { name: string }[] }>(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: {} }));
    expect(names(units.branchoffices)).toEqual(['Sevilla Store']);
    const people = dataOf<{ users: { username: string }[] }>(await t.call('POST', '/api/users/getFiltered', { token, body: {} }));
    expect(people.users.map((u) => u.username)).toEqual(['luis']);
  });
});

describe('roles without unit scope', () => {
  it('a viewer sees every unit of the company', async () => {
    const data = dataOf<{ count: number }>(await t.call('POST', '/api/branchoffices/getFiltered', { token: t.tokenFor('viewer'), body: {} }));
    expect(data.count).toBeGreaterThanOrEqual(6);
  });
});
