import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createRole, grants, type RoleAnswer } from './roleTestKit';

let t: TestApp;
let role: RoleAnswer;
beforeAll(async () => {
  t = await createTestApp();
  role = await createRole(t, 'Store supervisor', grants('users:GET', 'specialdays:GET'));
});
afterAll(async () => {
  await t?.close();
});

interface Holder { id: string; username: string; role: string; allowedBranches: string[]; active: boolean }
const holdersOf = async (id: string) => dataOf<{ users: Holder[]; count: number }>(await t.call('GET', `/api/roles/${id}/users`, { token: t.tokenFor('owner') }));
const assign = (body: unknown, as = 'owner', id = role.id) => t.call('POST', `/api/roles/${id}/users`, { token: t.tokenFor(as), body });
const unassign = (userId: string, moveTo: string, as = 'owner', id = role.id) =>
  t.call('DELETE', `/api/roles/${id}/users/${userId}`, { token: t.tokenFor(as), query: { moveTo } });

describe('who holds a role', () => {
  it('lists the users of a built-in role, active or not, never with secrets', async () => {
    const { users: rows, count } = await holdersOf('administrator');
    expect(rows.map((u) => u.username).sort()).toEqual(['admin', 'retired']);
    expect(count).toBe(2);
    expect(JSON.stringify(rows)).not.toMatch(/passwordHash|tokenVersion|scrypt/);
  });

  it('offers as candidates the active administrators, managers and viewers, never owners or collaborators', async () => {
    const { users: rows } = dataOf<{ users: Holder[] }>(await t.call('GET', `/api/roles/${role.id}/candidates`, { token: t.tokenFor('owner') }));
    expect(rows.map((u) => u.username).sort()).toEqual(['admin', 'manager', 'viewer']);
  });
});

describe('assigning and unassigning administrators (owner only)', () => {
  it('needs allowed units for a user who has none (J008), then gives the role with them', async () => {
    const viewer = t.fx.users.viewer.id;
    expectError(await assign({ userId: viewer }), 400, 'VALIDATION_ERROR', 'allowedBranches');
    const missing = await assign({ userId: viewer, allowedBranches: [t.fx.units.bShop] });
    expectError(missing, 400, 'VALIDATION_ERROR', 'allowedBranches');
    const given = dataOf<Holder>(await assign({ userId: viewer, allowedBranches: [t.fx.units.south] }));
    expect(given).toMatchObject({ role: role.key, allowedBranches: [t.fx.units.south] });
    expect((await holdersOf(role.id)).users.map((u) => u.username)).toEqual(['viewer']);
    expect(dataOf<RoleAnswer>(await t.call('GET', `/api/roles/${role.id}`, { token: t.tokenFor('owner') })).usersCount).toBe(1);
  });

  it('applies to the next request of that user: they now read special days but not units', async () => {
    const token = t.tokenFor('viewer'); // the token predates the change; the server reads the role from the database
    dataOf(await t.call('GET', '/api/companies/specialDays', { token }));
    expectError(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: {} }), 403, 'FORBIDDEN');
    const self = dataOf<{ roles: string[] }>(await t.call('GET', '/api/role-permission-service/role/self/permissions', { token }));
    expect(self.roles).toEqual([role.key]);
  });

  it('keeps a holder in the role while the role is in use, and lets it be deleted once nobody holds it', async () => {
    expectError(await t.call('DELETE', `/api/roles/${role.id}`, { token: t.tokenFor('owner') }), 409, 'ROLE_IN_USE');
    const moved = dataOf<Holder>(await unassign(t.fx.users.viewer.id, 'viewer'));
    expect(moved.role).toBe('viewer');
    expect((await holdersOf(role.id)).count).toBe(0);
    const temp = await createRole(t, 'Short-lived', []);
    dataOf(await assign({ userId: t.fx.users.manager.id }, 'owner', temp.id));
    dataOf(await unassign(t.fx.users.manager.id, 'manager', 'owner', temp.id));
    dataOf(await t.call('DELETE', `/api/roles/${temp.id}`, { token: t.tokenFor('owner') }));
    const [manager] = await t.db.select().from(users).where(eq(users.id, t.fx.users.manager.id));
    expect(manager.role).toBe('manager');
  });

  it('refuses owners, collaborators, unknown users and roles of another company', async () => {
    expectError(await assign({ userId: t.fx.users.owner.id }), 409, 'OWNER_NOT_REMOVABLE');
    expectError(await assign({ userId: t.fx.users.ana.id, allowedBranches: [t.fx.units.north] }), 400, 'VALIDATION_ERROR', 'userId');
    expectError(await assign({ userId: t.fx.users.demoowner.id }), 404, 'USER_NOT_FOUND');
    dataOf(await assign({ userId: t.fx.users.admin.id }));
    const foreign = await createRole(t, 'Demo role', [], 'demoowner');
    expectError(await unassign(t.fx.users.admin.id, foreign.key), 400, 'VALIDATION_ERROR', 'moveTo');
    expectError(await unassign(t.fx.users.admin.id, 'owner'), 400, 'VALIDATION_ERROR', 'moveTo');
    expectError(await unassign(t.fx.users.manager.id, 'viewer'), 404, 'USER_NOT_FOUND'); // does not hold it
    expectError(await t.call('DELETE', `/api/roles/${role.id}/users/${t.fx.users.admin.id}`, { token: t.tokenFor('owner') }), 400, 'VALIDATION_ERROR', 'moveTo');
    dataOf(await unassign(t.fx.users.admin.id, 'administrator'));
  });

  it('is for owners only, and built-in roles are given on the administrator form, not here', async () => {
    const keeper = await createRole(t, 'Keeper', grants('admins:GET', 'admins:PATCH', 'users:GET', 'specialdays:GET'));
    expect(keeper.permissions).toHaveLength(4);
    expectError(await assign({ userId: t.fx.users.manager.id }, 'admin'), 403, 'FORBIDDEN');
    expectError(await assign({ userId: t.fx.users.manager.id }, 'owner', 'administrator'), 403, 'FORBIDDEN');
    expectError(await assign({ userId: t.fx.users.manager.id }, 'demoowner'), 404, 'NOT_FOUND');
  });
});
