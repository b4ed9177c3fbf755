import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createRole, grants, userWithRole, type RoleAnswer } from './roleTestKit';

let t: TestApp;
let roleAdmin: Awaited<ReturnType<typeof userWithRole>>;
beforeAll(async () => {
  t = await createTestApp();
  // an administrator-like company role that may manage roles and read collaborators, nothing more
  const role = await createRole(t, 'Role keeper', grants('users:GET', 'admins:GET', 'admins:POST', 'admins:PATCH', 'admins:DELETE'));
  roleAdmin = await userWithRole(t, role.key);
});
afterAll(async () => {
  await t?.close();
});

const post = (token: string, name: string, permissions: { module: string; action: string }[]) => t.call('POST', '/api/roles', { token, body: { name, permissions } });

describe('no escalation: below owner level one grants only what one holds', () => {
  it('creates a role with grants it holds', async () => {
    dataOf(await post(roleAdmin.token, 'Collaborator viewer', grants('users:GET')), 201);
  });

  it('is refused a role with a grant it lacks: 403 ROLE_NOT_ALLOWED naming each grant', async () => {
    const res = await post(roleAdmin.token, 'Sneaky', grants('users:GET', 'users:POST', 'salary:GET'));
    expectError(res, 403, 'ROLE_NOT_ALLOWED', 'permissions.users.POST');
    expect(res.body.errors?.map((e) => e.field).sort()).toEqual(['permissions.salary.GET', 'permissions.users.POST']);
    expect(res.body.message).toBe('Role not allowed (missing permissions)');
    const { roles } = dataOf<{ roles: RoleAnswer[] }>(await t.call('GET', '/api/roles', { token: roleAdmin.token }));
    expect(roles.some((r) => r.name === 'Sneaky')).toBe(false);
  });

  it("may rename an owner's broader role, but not add or remove grants it does not hold", async () => {
    const broad = await createRole(t, 'Payroll', grants('users:GET', 'salary:GET', 'salary:PATCH'));
    dataOf(await t.call('PATCH', `/api/roles/${broad.id}`, { token: roleAdmin.token, body: { name: 'Payroll team' } }));
    expectError(await t.call('PATCH', `/api/roles/${broad.id}`, { token: roleAdmin.token, body: { permissions: grants('users:GET', 'salary:GET') } }), 403, 'ROLE_NOT_ALLOWED', 'permissions.salary.PATCH');
    expectError(await t.call('PATCH', `/api/roles/${broad.id}`, { token: roleAdmin.token, body: { permissions: grants('users:GET', 'salary:GET', 'salary:PATCH', 'salary:DELETE') } }), 403, 'ROLE_NOT_ALLOWED', 'permissions.salary.DELETE');
    // removing a grant it does hold is fine
    const edited = dataOf<RoleAnswer>(await t.call('PATCH', `/api/roles/${broad.id}`, { token: roleAdmin.token, body: { permissions: grants('salary:GET', 'salary:PATCH') } }));
    expect(edited.permissions).toEqual(grants('salary:GET', 'salary:PATCH'));
  });

  it('the owner may create any role', async () => {
    const all = grants(...['users', 'salary', 'admins', 'company-config'].flatMap((m) => ['GET', 'POST', 'PATCH', 'DELETE'].map((a) => `${m}:${a}`)));
    expect((await createRole(t, 'Everything', all)).permissions).toHaveLength(16);
  });

  it('an administrator (admins read only) sees roles but may not create, edit or delete them', async () => {
    const token = t.tokenFor('admin');
    dataOf(await t.call('GET', '/api/roles', { token }));
    expectError(await post(token, 'Nope', []), 403, 'FORBIDDEN');
    const role = await createRole(t, 'Untouchable', []);
    expectError(await t.call('PATCH', `/api/roles/${role.id}`, { token, body: { name: 'Touched' } }), 403, 'FORBIDDEN');
    expectError(await t.call('DELETE', `/api/roles/${role.id}`, { token }), 403, 'FORBIDDEN');
  });
});
