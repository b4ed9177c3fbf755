import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createRole, grants, type RoleAnswer } from './roleTestKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = async (as = 'owner') => dataOf<{ roles: RoleAnswer[]; count: number }>(await t.call('GET', '/api/roles', { token: t.tokenFor(as) }));

describe('the roles list', () => {
  it('shows the four built-in roles, read from the policy, before any company role', async () => {
    const { roles, count } = await list();
    expect(roles.map((r) => r.key)).toEqual(['owner', 'administrator', 'manager', 'viewer']);
    expect(count).toBe(4);
    const byKey = Object.fromEntries(roles.map((r) => [r.key, r]));
    expect(byKey.owner).toMatchObject({ id: 'owner', builtIn: true, usersCount: 1 });
    expect(byKey.owner.permissions).toHaveLength(32 * 4);
    expect(byKey.viewer.permissions).toHaveLength(28);
    expect(byKey.viewer.permissions.every((p) => p.action === 'GET')).toBe(true);
    // the fixture has an active and a retired administrator: both hold the role
    expect(byKey.administrator.usersCount).toBe(2);
    expect(byKey.administrator.permissions).toContainEqual({ module: 'admins', action: 'GET' });
    expect(byKey.administrator.permissions).not.toContainEqual({ module: 'admins', action: 'POST' });
  });

  it('is readable by an administrator (admins read) and closed to a manager or viewer with the spec message', async () => {
    expect((await list('admin')).count).toBeGreaterThanOrEqual(4);
    for (const who of ['manager', 'viewer']) {
      const res = await t.call('GET', '/api/roles', { token: t.tokenFor(who) });
      expectError(res, 403, 'FORBIDDEN');
      expect(res.body.message).toBe('No permission to perform this action');
    }
  });
});

describe('creating, editing and deleting a company role', () => {
  it('creates a role with merged, ordered grants; it is listed and readable by id; the change is audited', async () => {
    const created = await createRole(t, '  Payroll auditor ', [...grants('salary:GET', 'users:GET', 'salary:GET', 'reports:GET')]);
    expect(created).toMatchObject({ name: 'Payroll auditor', builtIn: false, usersCount: 0, key: `custom:${created.id}`, description: null });
    expect(created.permissions).toEqual(grants('users:GET', 'reports:GET', 'salary:GET'));
    const { roles } = await list();
    expect(roles.at(-1)?.name).toBe('Payroll auditor');
    const one = dataOf<RoleAnswer>(await t.call('GET', `/api/roles/${created.id}`, { token: t.tokenFor('owner') }));
    expect(one).toEqual({ ...created, createdAt: expect.any(String), updatedAt: expect.any(String) });
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'roles'), eq(auditLog.entityId, created.id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(audit[0].username).toBe('owner');
  });

  it('edits name, description and grants; a no-op edit leaves no audit row', async () => {
    const role = await createRole(t, 'Shift planner', grants('shifts:GET'));
    const edited = dataOf<RoleAnswer>(await t.call('PATCH', `/api/roles/${role.id}`, {
      token: t.tokenFor('owner'),
      body: { name: 'Shift planners', description: 'Plans the rota', permissions: grants('shifts:GET', 'shifts:POST', 'shifts:PATCH') },
    }));
    expect(edited).toMatchObject({ name: 'Shift planners', description: 'Plans the rota', permissions: grants('shifts:GET', 'shifts:POST', 'shifts:PATCH') });
    dataOf(await t.call('PATCH', `/api/roles/${role.id}`, { token: t.tokenFor('owner'), body: { name: 'Shift planners' } }));
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'roles'), eq(auditLog.entityId, role.id)));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1].changes).toMatchObject({ name: { from: 'Shift planner', to: 'Shift planners' } });
  });

  it('deletes an unused role; it is gone from the list and by id', async () => {
    const role = await createRole(t, 'Temporary', grants('news:GET'));
    expect(dataOf(await t.call('DELETE', `/api/roles/${role.id}`, { token: t.tokenFor('owner') }))).toEqual({ id: role.id });
    expect((await list()).roles.some((r) => r.id === role.id)).toBe(false);
    expectError(await t.call('GET', `/api/roles/${role.id}`, { token: t.tokenFor('owner') }), 404, 'NOT_FOUND');
  });

  it('built-in roles are readable by key and read-only', async () => {
    const admin = dataOf<RoleAnswer>(await t.call('GET', '/api/roles/administrator', { token: t.tokenFor('owner') }));
    expect(admin).toMatchObject({ key: 'administrator', builtIn: true, usersCount: 2 });
    expectError(await t.call('PATCH', '/api/roles/administrator', { token: t.tokenFor('owner'), body: { name: 'Boss' } }), 403, 'FORBIDDEN');
    expectError(await t.call('DELETE', '/api/roles/viewer', { token: t.tokenFor('owner') }), 403, 'FORBIDDEN');
  });
});

describe('names', () => {
  it('are unique per company whatever the case: ROLE_NAME_EXISTS on the name field, with the spec wording', async () => {
    const first = await createRole(t, 'Receptionist', grants('users:GET'));
    const dup = await t.call('POST', '/api/roles', { token: t.tokenFor('owner'), body: { name: 'RECEPTIONIST ', permissions: [] } });
    expectError(dup, 409, 'ROLE_NAME_EXISTS', 'name');
    expect(dup.body.message).toBe('A role with that name already exists');
    const other = await createRole(t, 'Front desk', []);
    expectError(await t.call('PATCH', `/api/roles/${other.id}`, { token: t.tokenFor('owner'), body: { name: 'receptionist' } }), 409, 'ROLE_NAME_EXISTS', 'name');
    // renaming a role to itself in another case is fine
    expect(dataOf<RoleAnswer>(await t.call('PATCH', `/api/roles/${first.id}`, { token: t.tokenFor('owner'), body: { name: 'RECEPTIONIST' } })).name).toBe('RECEPTIONIST');
  });

  it('may not copy a built-in role in any language', async () => {
    for (const name of ['administrator', 'Administrador', 'Propietario', 'viewer']) {
      expectError(await t.call('POST', '/api/roles', { token: t.tokenFor('owner'), body: { name, permissions: [] } }), 409, 'ROLE_NAME_EXISTS', 'name');
    }
  });

  it('the same name is free in another company', async () => {
    await createRole(t, 'Night supervisor', grants('workdays:GET'));
    await createRole(t, 'Night supervisor', grants('workdays:GET'), 'demoowner');
  });
});

describe('bad input is a 400 naming the field, never a 500', () => {
  const post = (body: unknown) => t.call('POST', '/api/roles', { token: t.tokenFor('owner'), body });

  it('refuses unknown modules, actions and properties', async () => {
    expectError(await post({ name: 'X1', permissions: [{ module: 'payroll', action: 'GET' }] }), 400, 'VALIDATION_ERROR', 'permissions.0.module');
    expectError(await post({ name: 'X2', permissions: [{ module: 'users', action: 'PUT' }] }), 400, 'VALIDATION_ERROR', 'permissions.0.action');
    expectError(await post({ name: 'X3', permissions: [{ module: 'users', action: 'GET', effect: 'deny' }] }), 400, 'VALIDATION_ERROR', 'permissions.0.effect');
    expectError(await post({ name: 'X4', permissions: [], isAdmin: true }), 400, 'VALIDATION_ERROR', 'isAdmin');
    expectError(await post({ name: 'X5', permissions: 'all' }), 400, 'VALIDATION_ERROR', 'permissions');
  });

  it('refuses a missing or blank name, and a body with nothing to change', async () => {
    expectError(await post({ permissions: [] }), 400, 'VALIDATION_ERROR', 'name');
    expectError(await post({ name: '   ', permissions: [] }), 400, 'VALIDATION_ERROR', 'name');
    expectError(await post({ name: 'x'.repeat(81), permissions: [] }), 400, 'VALIDATION_ERROR', 'name');
    const role = await createRole(t, 'Editable', []);
    expectError(await t.call('PATCH', `/api/roles/${role.id}`, { token: t.tokenFor('owner'), body: {} }), 400, 'VALIDATION_ERROR');
  });

  it('refuses malformed ids', async () => {
    expectError(await t.call('GET', '/api/roles/not-a-uuid', { token: t.tokenFor('owner') }), 400, 'VALIDATION_ERROR', 'id');
    expectError(await t.call('DELETE', '/api/roles/superuser', { token: t.tokenFor('owner') }), 400, 'VALIDATION_ERROR', 'id');
  });
});

describe('tenant isolation', () => {
  it("another company's role is not found for reading, editing, deleting, its users or its views", async () => {
    const secret = await createRole(t, 'Demo secret role', grants('users:GET'), 'demoowner');
    const token = t.tokenFor('owner');
    expectError(await t.call('GET', `/api/roles/${secret.id}`, { token }), 404, 'NOT_FOUND');
    expectError(await t.call('PATCH', `/api/roles/${secret.id}`, { token, body: { name: 'Mine now' } }), 404, 'NOT_FOUND');
    expectError(await t.call('DELETE', `/api/roles/${secret.id}`, { token }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/roles/${secret.id}/users`, { token }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/auth/v1/role/views/${secret.key}`, { token }), 404, 'NOT_FOUND');
    expect((await list()).roles.some((r) => r.id === secret.id)).toBe(false);
    // still intact for its own company
    expect(dataOf<RoleAnswer>(await t.call('GET', `/api/roles/${secret.id}`, { token: t.tokenFor('demoowner') })).name).toBe('Demo secret role');
  });
});
