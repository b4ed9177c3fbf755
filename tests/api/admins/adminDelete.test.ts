import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { ADMIN_MANAGER_GRANTS, companyRole, dashboardUser, newAdmin, tokenOf } from './adminTestKit';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

const remove = (id: string, token = owner, locale?: string) => t.call('DELETE', `/api/users/admin/${id}`, { token, locale });
const createAdmin = async (suffix: string, over: Record<string, unknown> = {}) =>
  dataOf<{ id: string; username: string; password?: string }>(await t.call('POST', '/api/users/admin', { token: owner, body: newAdmin(t, suffix, over) }), 201);

describe('DELETE /users/admin/:id: the person stays, their dashboard access goes', () => {
  it('turns the administrator into a collaborator, out of the table, with every session ended and no login', async () => {
    const made = await createAdmin('bye');
    const session = await tokenOf(t, made.id);
    expect(dataOf<{ id: string; role: string }>(await remove(made.id))).toEqual({ id: made.id, role: 'user' });
    expectError(await t.call('GET', '/api/users/self', { token: session }), 401, 'UNAUTHORIZED');
    const login = await t.call('POST', '/api/auth/v1/login', { body: { username: made.username, password: 'Strong2026pw' } });
    expectError(login, 403, 'NOT_ADMIN');
    const table = dataOf<{ admins: { id: string }[] }>(await t.call('GET', '/api/users/admin/getAdminTable', { token: owner, query: { limit: '500' } }));
    expect(table.admins.map((a) => a.id)).not.toContain(made.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, made.id));
    expect(row).toMatchObject({ role: 'user', allowedBranches: [], active: true });
    // a second delete finds no administrator any more
    expectError(await remove(made.id), 404, 'NOT_FOUND');
  });

  it('never removes the owner (OWNER_NOT_REMOVABLE), in the caller\'s language', async () => {
    const res = await remove(t.fx.users.owner.id);
    expectError(res, 409, 'OWNER_NOT_REMOVABLE');
    expect(res.body.message).toBe('The owner cannot be removed');
    expect((await remove(t.fx.users.owner.id, owner, 'es-ES')).body.message).toBe('El propietario no se puede eliminar');
    const second = await createAdmin('owner2', { role: 'owner', allowedBranches: [] });
    expectError(await remove(second.id), 409, 'OWNER_NOT_REMOVABLE');
  });

  it('does not let anyone remove themselves', async () => {
    const leadRole = await companyRole(t, 'Self lead', ADMIN_MANAGER_GRANTS);
    const lead = await dashboardUser(t, 'self.lead', leadRole, t.fx.units.north, [t.fx.units.north]);
    expectError(await remove(lead.id, lead.token), 409, 'CANNOT_DELETE_SELF');
    expect(dataOf<{ role: string }>(await t.call('GET', '/api/users/self', { token: lead.token })).role).toBe(leadRole);
  });

  it('answers 404 for collaborators, other companies and, for a scoped caller, administrators outside its units', async () => {
    expectError(await remove(t.fx.users.ana.id), 404, 'NOT_FOUND');
    expectError(await remove(t.fx.users.demoowner.id), 404, 'NOT_FOUND');
    expectError(await remove(t.fx.users.admin.id, t.tokenFor('demoowner')), 404, 'NOT_FOUND');
    const leadRole = await companyRole(t, 'North delete lead', ADMIN_MANAGER_GRANTS);
    const lead = await dashboardUser(t, 'delete.lead', leadRole, t.fx.units.north, [t.fx.units.north]);
    const readers = await companyRole(t, 'Delete readers', ['admins:GET']);
    const south = await createAdmin('south', { role: readers, mainBranch: t.fx.units.sevilla, allowedBranches: [t.fx.units.sevilla] });
    const north = await createAdmin('north', { role: readers, mainBranch: t.fx.units.bilbao, allowedBranches: [t.fx.units.bilbao] });
    expectError(await remove(south.id, lead.token), 404, 'NOT_FOUND');
    dataOf(await remove(north.id, lead.token));
    // an administrator holds more permissions than the lead: ROLE_NOT_ALLOWED even inside its units
    const strong = await createAdmin('strong', { mainBranch: t.fx.units.bilbao, allowedBranches: [t.fx.units.bilbao] });
    expectError(await remove(strong.id, lead.token), 403, 'ROLE_NOT_ALLOWED');
  });

  it('needs the admins DELETE permission', async () => {
    expectError(await remove(t.fx.users.manager.id, t.tokenFor('admin')), 403, 'FORBIDDEN');
  });
});
