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

const patch = (id: string, body: unknown, token = owner) => t.call('PATCH', `/api/users/admin/${id}`, { token, body });
const createAdmin = async (suffix: string, over: Record<string, unknown> = {}, token = owner) =>
  dataOf<{ id: string; username: string }>(await t.call('POST', '/api/users/admin', { token, body: newAdmin(t, suffix, over) }), 201);
const self = (token: string) => t.call('GET', '/api/users/self', { token });

describe('PATCH /users/admin/:id', () => {
  it('changes the fields sent and nothing else, and the change is in the history', async () => {
    const made = await createAdmin('edit');
    const res = dataOf<{ position: string; firstName: string; role: string }>(await patch(made.id, { position: 'Area director', firstName: 'Noelia' }));
    expect(res).toMatchObject({ position: 'Area director', firstName: 'Noelia', role: 'administrator' });
    const history = dataOf<{ audit: { action: string; changes: Record<string, { from: unknown; to: unknown }> }[] }>(
      await t.call('GET', '/api/audit', { token: owner, query: { entity: 'users', entityId: made.id } }),
    );
    expect(history.audit[0].changes.position).toEqual({ from: 'Regional lead', to: 'Area director' });
  });

  it('answers the form codes on update too: J003, J011, J006, J007, J008, J010 and the taken J009, J005, J004', async () => {
    const made = await createAdmin('codes');
    expectError(await patch(made.id, { email: 'bad@' }), 400, 'J003', 'email');
    expectError(await patch(made.id, { email: null }), 400, 'J011', 'email');
    expectError(await patch(made.id, { mainBranch: null }), 400, 'J006', 'mainBranch');
    expectError(await patch(made.id, { role: 'nope' }), 400, 'J007', 'role');
    expectError(await patch(made.id, { allowedBranches: [] }), 400, 'J008', 'allowedBranches');
    expectError(await patch(made.id, { username: 'a b' }), 400, 'J010', 'username');
    expectError(await patch(made.id, { numberOfDocument: '00000000A' }), 400, 'J002', 'numberOfDocument');
    expectError(await patch(made.id, { username: 'Viewer' }), 409, 'J009', 'username');
    expectError(await patch(made.id, { email: 'manager@acme.test' }), 409, 'J005', 'email');
    expectError(await patch(made.id, { numberOfDocument: 'DOC-viewer', typeOfDocument: 'OTHER' }), 409, 'J004', 'numberOfDocument');
    // a manager becomes a viewer: no units needed any more
    dataOf(await patch(made.id, { role: 'viewer', allowedBranches: [] }));
  });

  it('keeps an old record editable: a stored document of another format is only checked when it changes', async () => {
    // the fixture's documents (DOC-admin) are no valid DNI, yet renaming the administrator works
    dataOf(await patch(t.fx.users.admin.id, { position: 'North lead' }));
  });

  it('ends the administrator\'s sessions when their role changes, so they log in again with the new permissions', async () => {
    const made = await createAdmin('role');
    const before = await tokenOf(t, made.id);
    expect((await self(before)).status).toBe(200);
    dataOf(await patch(made.id, { role: 'manager' }));
    expectError(await self(before), 401, 'UNAUTHORIZED');
    expect(dataOf<{ role: string }>(await self(await tokenOf(t, made.id))).role).toBe('manager');
  });

  it('does not end sessions for a change of name or position', async () => {
    const made = await createAdmin('keep');
    const token = await tokenOf(t, made.id);
    dataOf(await patch(made.id, { lastName: 'Renamed' }));
    expect(dataOf<{ lastName: string }>(await self(token)).lastName).toBe('Renamed');
  });

  it('lets the owner set another administrator\'s password: they log in with it and their old sessions end', async () => {
    const made = await createAdmin('pw');
    const old = await tokenOf(t, made.id);
    expectError(await patch(made.id, { password: 'weak', repeatPassword: 'weak' }), 400, 'PASSWORD_WEAK', 'password');
    expectError(await patch(made.id, { password: 'NewPass2026', repeatPassword: 'NewPass2027' }), 400, 'PASSWORD_MISMATCH', 'repeatPassword');
    dataOf(await patch(made.id, { password: 'NewPass2026', repeatPassword: 'NewPass2026' }));
    expectError(await self(old), 401, 'UNAUTHORIZED');
    const login = await t.call('POST', '/api/auth/v1/login', { body: { username: made.username, password: 'NewPass2026' } });
    expect(login.status, login.raw).toBe(200);
  });

  it('keeps the company\'s last owner an owner (OWNER_NOT_REMOVABLE), but one of two owners may step down', async () => {
    expectError(await patch(t.fx.users.owner.id, { role: 'administrator', allowedBranches: [t.fx.units.hq] }), 409, 'OWNER_NOT_REMOVABLE', 'role');
    const second = await createAdmin('owner2', { role: 'owner', allowedBranches: [] });
    dataOf(await patch(second.id, { role: 'viewer' }));
  });

  it('answers 404 for a collaborator, an offboarded administrator or another company\'s administrator', async () => {
    expectError(await patch(t.fx.users.ana.id, { role: 'administrator' }), 404, 'NOT_FOUND');
    expectError(await patch(t.fx.users.retired.id, { position: 'Back' }), 404, 'NOT_FOUND');
    expectError(await patch(t.fx.users.demoowner.id, { position: 'Hacked' }), 404, 'NOT_FOUND');
    const [demo] = await t.db.select().from(users).where(eq(users.id, t.fx.users.demoowner.id));
    expect(demo.position).toBeNull();
  });

  it('refuses an empty body and unknown properties with 400', async () => {
    expectError(await patch(t.fx.users.admin.id, {}), 400, 'VALIDATION_ERROR');
    expectError(await patch(t.fx.users.admin.id, { tokenVersion: 0 }), 400, 'VALIDATION_ERROR', 'tokenVersion');
  });
});

describe('PATCH /users/admin/:id by a unit-scoped company role', () => {
  let lead: { id: string; token: string };
  let readers: string;

  beforeAll(async () => {
    const leadRole = await companyRole(t, 'North admin lead', ADMIN_MANAGER_GRANTS);
    readers = await companyRole(t, 'North readers', ['admins:GET', 'users:GET']);
    lead = await dashboardUser(t, 'north.lead', leadRole, t.fx.units.north, [t.fx.units.north]);
  });

  it('edits administrators inside its units, and gives units inside them only', async () => {
    const inside = await createAdmin('scoped-in', { role: readers, mainBranch: t.fx.units.bilbao, allowedBranches: [t.fx.units.bilbao] });
    dataOf(await patch(inside.id, { allowedBranches: [t.fx.units.bilbao, t.fx.units.santander] }, lead.token));
    expectError(await patch(inside.id, { allowedBranches: [t.fx.units.sevilla] }, lead.token), 400, 'BRANCH_NOT_EXISTS', 'allowedBranches');
    expectError(await patch(inside.id, { mainBranch: t.fx.units.hq }, lead.token), 400, 'BRANCH_NOT_EXISTS', 'mainBranch');
  });

  it('cannot see or edit an administrator outside its units (404), nor the owner', async () => {
    const outside = await createAdmin('scoped-out', { role: readers, mainBranch: t.fx.units.sevilla, allowedBranches: [t.fx.units.sevilla] });
    expectError(await patch(outside.id, { position: 'x' }, lead.token), 404, 'NOT_FOUND');
    // reaching beyond the lead's units (Bilbao and Sevilla) is outside too
    const straddling = await createAdmin('scoped-both', { role: readers, mainBranch: t.fx.units.bilbao, allowedBranches: [t.fx.units.bilbao, t.fx.units.sevilla] });
    expectError(await patch(straddling.id, { position: 'x' }, lead.token), 404, 'NOT_FOUND');
    expectError(await patch(t.fx.users.owner.id, { position: 'x' }, lead.token), 404, 'NOT_FOUND');
  });

  it('cannot raise anyone to a role with more permissions than its own (ROLE_NOT_ALLOWED), nor set their password', async () => {
    const inside = await createAdmin('scoped-esc', { role: readers, mainBranch: t.fx.units.bilbao, allowedBranches: [t.fx.units.bilbao] });
    expectError(await patch(inside.id, { role: 'administrator' }, lead.token), 403, 'ROLE_NOT_ALLOWED', 'role');
    expectError(await patch(inside.id, { role: 'owner' }, lead.token), 403, 'ROLE_NOT_ALLOWED', 'role');
    const pw = await patch(inside.id, { password: 'NewPass2026', repeatPassword: 'NewPass2026' }, lead.token);
    expectError(pw, 403, 'PASSWORD_CHANGE_NOT_ALLOWED', 'password');
    const [row] = await t.db.select().from(users).where(eq(users.id, inside.id));
    expect(row.role).toBe(readers);
  });

  it('cannot edit a holder of a broader role than its own, even inside its units', async () => {
    const broader = await companyRole(t, 'North super leads', [...ADMIN_MANAGER_GRANTS, 'salary:DELETE']);
    const boss = await createAdmin('boss', { role: broader, mainBranch: t.fx.units.bilbao, allowedBranches: [t.fx.units.bilbao] });
    expectError(await patch(boss.id, { allowedBranches: [t.fx.units.santander] }, lead.token), 403, 'ROLE_NOT_ALLOWED', 'role');
  });
});
