import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { ADMIN_MANAGER_GRANTS, companyRole, dashboardUser, newAdmin } from './adminTestKit';

interface AdminRow {
  id: string;
  username: string;
  role: string;
  roleName: string | null;
  mainBranchName: string | null;
  allowedBranchNames: string[];
}
interface Table {
  admins: AdminRow[];
  count: number;
}

let t: TestApp;
let owner: string;
let auditorsRole: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.tokenFor('owner');
  auditorsRole = await companyRole(t, 'Auditors', ['admins:GET', 'users:GET']);
  // a company-role holder in Bilbao (inside the administrator's North region) and one in Sevilla (outside it)
  await dashboardUser(t, 'bilbao.auditor', auditorsRole, t.fx.units.bilbao, [t.fx.units.bilbao]);
  await dashboardUser(t, 'sevilla.auditor', auditorsRole, t.fx.units.sevilla, [t.fx.units.sevilla]);
});
afterAll(async () => {
  await t?.close();
});

const table = (token: string, query: Record<string, string> = {}) => t.call('GET', '/api/users/admin/getAdminTable', { token, query });

describe('GET /users/admin/getAdminTable', () => {
  it('lists the company\'s active dashboard users, never collaborators, offboarded people or another company', async () => {
    const page = dataOf<Table>(await table(owner, { limit: '100' }));
    expect(page.admins.map((a) => a.username).sort()).toEqual(['admin', 'bilbao.auditor', 'manager', 'owner', 'sevilla.auditor', 'viewer']);
    expect(page.count).toBe(6);
    expect(JSON.stringify(page)).not.toMatch(/passwordHash|tokenVersion|scrypt/);
  });

  it('names company roles and units, so the table reads without ids', async () => {
    const page = dataOf<Table>(await table(owner, { q: 'auditor', sort: 'username:asc' }));
    expect(page.admins.map((a) => [a.username, a.roleName, a.mainBranchName])).toEqual([
      ['bilbao.auditor', 'Auditors', 'Bilbao Store'],
      ['sevilla.auditor', 'Auditors', 'Sevilla Store'],
    ]);
    const admin = dataOf<Table>(await table(owner, { q: 'admin', filters: JSON.stringify({ role: 'administrator' }) })).admins;
    expect(admin.map((a) => [a.username, a.roleName, a.allowedBranchNames])).toEqual([['admin', null, ['North Region']]]);
  });

  it('searches by name, username, email or document and pages on the server', async () => {
    expect(dataOf<Table>(await table(owner, { q: 'DOC-viewer' })).admins.map((a) => a.username)).toEqual(['viewer']);
    expect(dataOf<Table>(await table(owner, { q: 'Manager Tester' })).admins.map((a) => a.username)).toEqual(['manager']);
    expect(dataOf<Table>(await table(owner, { q: '%' })).admins).toEqual([]);
    const first = dataOf<Table>(await table(owner, { limit: '2', sort: 'username:asc' }));
    const second = dataOf<Table>(await table(owner, { limit: '2', skip: '2', sort: 'username:asc' }));
    expect(first.count).toBe(6);
    expect([...first.admins, ...second.admins].map((a) => a.username)).toEqual(['admin', 'bilbao.auditor', 'manager', 'owner']);
  });

  it('filters by role and refuses unknown filters or sorts with 400', async () => {
    expect(dataOf<Table>(await table(owner, { filters: JSON.stringify({ role: auditorsRole }) })).count).toBe(2);
    expectError(await table(owner, { filters: JSON.stringify({ passwordHash: 'x' }) }), 400, 'VALIDATION_ERROR', 'filters.passwordHash');
    expectError(await table(owner, { sort: 'passwordHash:asc' }), 400, 'VALIDATION_ERROR');
    expectError(await table(owner, { filters: '{not json' }), 400, 'VALIDATION_ERROR', 'filters');
  });

  it('shows a unit-scoped administrator only the unit-scoped administrators wholly inside their units', async () => {
    const page = dataOf<Table>(await table(t.tokenFor('admin')));
    expect(page.admins.map((a) => a.username).sort()).toEqual(['admin', 'bilbao.auditor']);
    const sevilla = dataOf<Table>(await table(owner, { q: 'sevilla.auditor' })).admins[0];
    expectError(await t.call('GET', `/api/users/admin/${sevilla.id}`, { token: t.tokenFor('admin') }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/users/admin/${t.fx.users.owner.id}`, { token: t.tokenFor('admin') }), 404, 'NOT_FOUND');
  });

  it('keeps companies apart: the other company sees its own owner only, and 404 for ours', async () => {
    const demo = t.tokenFor('demoowner');
    expect(dataOf<Table>(await table(demo)).admins.map((a) => a.username)).toEqual(['demoowner']);
    expectError(await t.call('GET', `/api/users/admin/${t.fx.users.admin.id}`, { token: demo }), 404, 'NOT_FOUND');
  });

  it('answers one administrator for the edit form, and 404 for a collaborator or an unknown id', async () => {
    const one = dataOf<AdminRow & { email: string }>(await t.call('GET', `/api/users/admin/${t.fx.users.admin.id}`, { token: owner }));
    expect(one).toMatchObject({ username: 'admin', role: 'administrator', email: 'admin@acme.test' });
    expectError(await t.call('GET', `/api/users/admin/${t.fx.users.ana.id}`, { token: owner }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', '/api/users/admin/not-a-uuid', { token: owner }), 400, 'VALIDATION_ERROR', 'id');
  });

  it('needs the admins read permission: a manager or viewer gets 403, no token 401', async () => {
    expectError(await table(t.tokenFor('manager')), 403, 'FORBIDDEN');
    expectError(await table(t.tokenFor('viewer')), 403, 'FORBIDDEN');
    expectError(await t.call('GET', '/api/users/admin/getAdminTable'), 401, 'UNAUTHORIZED');
  });

  it('shows the scoped caller a newly created administrator of their units at once', async () => {
    const leadRole = await companyRole(t, 'Lead', ADMIN_MANAGER_GRANTS);
    const lead = await dashboardUser(t, 'table.lead', leadRole, t.fx.units.north, [t.fx.units.north]);
    const body = newAdmin(t, 'tbl', { role: auditorsRole, mainBranch: t.fx.units.santander, allowedBranches: [t.fx.units.santander] });
    dataOf(await t.call('POST', '/api/users/admin', { token: lead.token, body }), 201);
    const names = dataOf<Table>(await table(lead.token)).admins.map((a) => a.username);
    expect(names).toContain(body.username);
    expect(names).not.toContain('sevilla.auditor');
  });
});
