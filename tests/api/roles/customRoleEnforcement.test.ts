import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createRole, grants, userWithRole, type RoleAnswer } from './roleTestKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface SelfPermissions {
  roles: string[];
  companyId: string;
  permissions: { module: string; action: string }[];
  policy: string;
}

const newCollaborator = (suffix: string) => ({
  username: `nuevo.${suffix}`, firstName: 'Nuevo', lastName: 'Colaborador', email: `nuevo.${suffix}@acme.test`,
  typeOfDocument: 'DNI', numberOfDocument: `NEW-${suffix}`, mainBranch: t.fx.units.bilbao,
});

describe('a company role that may read collaborators but not write them', () => {
  let role: RoleAnswer;
  let reader: Awaited<ReturnType<typeof userWithRole>>;

  beforeAll(async () => {
    role = await createRole(t, 'Collaborator reader', grants('users:GET'));
    reader = await userWithRole(t, role.key);
  });

  it('lists collaborators, only those of its units', async () => {
    const page = dataOf<{ users: { username: string }[]; count: number }>(await t.call('POST', '/api/users/getFiltered', { token: reader.token, body: {} }));
    const names = page.users.map((u) => u.username).sort();
    expect(names).toEqual(['ana', 'collaborator']); // Bilbao, below North; Sevilla's luis is not theirs
    dataOf(await t.call('GET', `/api/users/${t.fx.users.ana.id}`, { token: reader.token }));
    expectError(await t.call('GET', `/api/users/${t.fx.users.luis.id}`, { token: reader.token }), 404, 'NOT_FOUND');
  });

  it('is refused creating or editing a collaborator with 403 "no permission to perform this action"', async () => {
    const create = await t.call('POST', '/api/users', { token: reader.token, body: newCollaborator('a') });
    expectError(create, 403, 'FORBIDDEN');
    expect(create.body.message).toBe('No permission to perform this action');
    expectError(await t.call('PATCH', `/api/users/${t.fx.users.ana.id}`, { token: reader.token, body: { position: 'Boss' } }), 403, 'FORBIDDEN');
    const es = await t.call('PATCH', `/api/users/${t.fx.users.ana.id}`, { token: reader.token, body: { position: 'Jefa' }, locale: 'es-ES' });
    expect(es.body.message).toBe('No tienes permiso para realizar esta acción');
  });

  it('reaches nothing else: units, special days, roles', async () => {
    expectError(await t.call('POST', '/api/branchoffices/getFiltered', { token: reader.token, body: {} }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', '/api/companies/specialDays', { token: reader.token }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', '/api/roles', { token: reader.token }), 403, 'FORBIDDEN');
  });

  it('gives the browser exactly that grant, as policy rows it can enforce, and the views it may open', async () => {
    const self = dataOf<SelfPermissions>(await t.call('GET', '/api/role-permission-service/role/self/permissions', { token: reader.token }));
    expect(self.roles).toEqual([role.key]);
    expect(self.permissions).toEqual(grants('users:GET'));
    expect(self.policy).toBe(`p, ${role.key}, ${t.fx.companyA.id}, users, GET, allow`);
    const views = dataOf<{ role: string; views: string[] }>(await t.call('GET', `/api/auth/v1/role/views/${role.key}`, { token: reader.token }));
    expect(views).toEqual({ role: role.key, views: ['users'] });
    // the owner may look at any role's views of the company; other roles than one's own stay closed
    expect(dataOf<{ views: string[] }>(await t.call('GET', `/api/auth/v1/role/views/${role.key}`, { token: t.tokenFor('owner') })).views).toEqual(['users']);
    expectError(await t.call('GET', '/api/auth/v1/role/views/administrator', { token: reader.token }), 403, 'FORBIDDEN');
  });

  it('may create collaborators as soon as the role gains users POST, with no restart, and loses reading as soon as it is taken away', async () => {
    dataOf(await t.call('PATCH', `/api/roles/${role.id}`, { token: t.tokenFor('owner'), body: { permissions: grants('users:GET', 'users:POST') } }));
    const created = await t.call('POST', '/api/users', { token: reader.token, body: newCollaborator('b') });
    expect(created.status, created.raw).toBe(201);
    expectError(await t.call('PATCH', `/api/users/${t.fx.users.ana.id}`, { token: reader.token, body: { position: 'Boss' } }), 403, 'FORBIDDEN');
    const self = dataOf<SelfPermissions>(await t.call('GET', '/api/role-permission-service/role/self/permissions', { token: reader.token }));
    expect(self.permissions).toEqual(grants('users:GET', 'users:POST'));

    dataOf(await t.call('PATCH', `/api/roles/${role.id}`, { token: t.tokenFor('owner'), body: { permissions: grants('users:POST') } }));
    expectError(await t.call('POST', '/api/users/getFiltered', { token: reader.token, body: {} }), 403, 'FORBIDDEN');
  });
});

describe('the same at once on another module (units)', () => {
  it('a unit reader cannot add a unit until the role gains branches POST; deleting the grant closes it again', async () => {
    const role = await createRole(t, 'Unit reader', grants('branches:GET'));
    const holder = await userWithRole(t, role.key);
    dataOf(await t.call('POST', '/api/branchoffices/getFiltered', { token: holder.token, body: {} }));
    const body = { name: 'Laredo Store', parentOrganization: t.fx.units.north };
    expectError(await t.call('POST', '/api/branchoffices', { token: holder.token, body }), 403, 'FORBIDDEN');
    dataOf(await t.call('PATCH', `/api/roles/${role.id}`, { token: t.tokenFor('owner'), body: { permissions: grants('branches:GET', 'branches:POST') } }));
    dataOf(await t.call('POST', '/api/branchoffices', { token: holder.token, body }), 201);
    dataOf(await t.call('PATCH', `/api/roles/${role.id}`, { token: t.tokenFor('owner'), body: { permissions: grants('branches:GET') } }));
    expectError(await t.call('POST', '/api/branchoffices', { token: holder.token, body: { ...body, name: 'Castro Store' } }), 403, 'FORBIDDEN');
  });

  it("a role's grants never apply in another company, even for a forged token", async () => {
    const role = await createRole(t, 'Reader elsewhere', grants('users:GET'), 'demoowner');
    // a user of company A carrying company B's role key: the role has no rows in company A
    const stray = await userWithRole(t, role.key);
    expectError(await t.call('POST', '/api/users/getFiltered', { token: stray.token, body: {} }), 403, 'FORBIDDEN');
  });
});

describe('in use', () => {
  it('a role held by a user cannot be deleted (ROLE_IN_USE); its holder keeps working', async () => {
    const role = await createRole(t, 'Held role', grants('users:GET'));
    const holder = await userWithRole(t, role.key);
    const res = await t.call('DELETE', `/api/roles/${role.id}`, { token: t.tokenFor('owner') });
    expectError(res, 409, 'ROLE_IN_USE');
    expect(res.body.message).toBe('The role is assigned to administrators');
    dataOf(await t.call('POST', '/api/users/getFiltered', { token: holder.token, body: {} }));
    expect(dataOf<RoleAnswer>(await t.call('GET', `/api/roles/${role.id}`, { token: t.tokenFor('owner') })).usersCount).toBe(1);
  });
});
