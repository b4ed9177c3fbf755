import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../helpers/expectations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('denials', () => {
  it('a viewer reads but every write answers 403 "no permission to perform this action"', async () => {
    const token = t.tokenFor('viewer');
    dataOf(await t.call('POST', '/api/branchoffices/getFiltered', { token, body: {} }));
    const denied = await t.call('POST', '/api/branchoffices', { token, body: { name: 'Nope' } });
    expectError(denied, 403, 'FORBIDDEN');
    expect(denied.body.message).toBe('No permission to perform this action');
    expectError(await t.call('PATCH', `/api/branchoffices/${t.fx.units.hq}`, { token, body: { city: 'X' } }), 403, 'FORBIDDEN');
    expectError(await t.call('PATCH', `/api/branchoffices/delete/${t.fx.units.sevilla}`, { token, body: {} }), 403, 'FORBIDDEN');
    expectError(await t.call('POST', '/api/companies/specialDays', { token, body: { name: 'X', dateFrom: '2026-01-01', dateTo: '2026-01-01' } }), 403, 'FORBIDDEN');
    expectError(await t.call('DELETE', `/api/companies/typesOfDayoff/${t.fx.units.hq}`, { token }), 403, 'FORBIDDEN');
    const es = await t.call('POST', '/api/workshift/shiftTemplate', { token, body: { name: 'X', type: 'rest' }, locale: 'es-ES' });
    expect(es.body.message).toBe('No tienes permiso para realizar esta acción');
  });

  it('is decided before the body is looked at: a forbidden write with a bad body is still 403', async () => {
    expectError(await t.call('POST', '/api/branchoffices', { token: t.tokenFor('viewer'), body: { name: 42 } }), 403, 'FORBIDDEN');
  });

  it('a manager reads company data but does not edit units, and has no company configuration or admins', async () => {
    const token = t.tokenFor('manager');
    dataOf(await t.call('GET', '/api/branchoffices/getBranchTree', { token }));
    expectError(await t.call('POST', '/api/branchoffices', { token, body: { name: 'Nope', parentOrganization: t.fx.units.sevilla } }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', '/api/companies/typesOfFolder', { token }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', '/api/auth/v1/role/views/administrator', { token }), 403, 'FORBIDDEN');
    const perms = dataOf<{ permissions: { module: string; action: string }[] }>(await t.call('GET', '/api/role-permission-service/role/self/permissions', { token }));
    expect(perms.permissions.some((p) => p.module === 'admins')).toBe(false);
    expect(perms.permissions).toContainEqual({ module: 'users', action: 'DELETE' });
    expect(perms.permissions).toContainEqual({ module: 'branches', action: 'GET' });
    expect(perms.permissions).not.toContainEqual({ module: 'branches', action: 'POST' });
  });

  it('a collaborator token (if one existed) opens nothing: NOT_ADMIN everywhere', async () => {
    expectError(await t.call('POST', '/api/users/getFiltered', { token: t.tokenFor('collaborator'), body: {} }), 403, 'NOT_ADMIN');
    expectError(await t.call('GET', '/api/users/self', { token: t.tokenFor('collaborator') }), 403, 'NOT_ADMIN');
  });
});

describe('what the browser mirrors', () => {
  it("gives the caller's permissions and policy rows in policy.csv format", async () => {
    const viewer = dataOf<{ roles: string[]; companyId: string; policy: string; permissions: unknown[] }>(
      await t.call('GET', '/api/role-permission-service/role/self/permissions', { token: t.tokenFor('viewer') }),
    );
    expect(viewer.roles).toEqual(['viewer']);
    expect(viewer.companyId).toBe(t.fx.companyA.id);
    expect(viewer.policy.split('\n')).toContain('p, viewer, *, branches, GET, allow');
    expect(viewer.policy).not.toContain('administrator');
    expect(viewer.permissions).toHaveLength(28);
    const owner = dataOf<{ policy: string; permissions: unknown[] }>(await t.call('GET', '/api/role-permission-service/role/self/permissions', { token: t.tokenFor('owner') }));
    expect(owner.policy).toBe('p, owner, *, *, *, allow');
    expect(owner.permissions).toHaveLength(32 * 4);
  });

  it('lists the views a role may open; other roles than your own need owner level', async () => {
    const viewer = dataOf<{ role: string; views: string[] }>(await t.call('GET', '/api/auth/v1/role/views/viewer', { token: t.tokenFor('viewer') }));
    expect(viewer.role).toBe('viewer');
    expect(viewer.views).toEqual(expect.arrayContaining(['users', 'branchoffices', 'specialdays', 'hierarchies']));
    expect(viewer.views).not.toContain('foldertypes');
    expectError(await t.call('GET', '/api/auth/v1/role/views/owner', { token: t.tokenFor('viewer') }), 403, 'FORBIDDEN');
    const asOwner = dataOf<{ views: string[] }>(await t.call('GET', '/api/auth/v1/role/views/viewer', { token: t.tokenFor('owner') }));
    expect(asOwner.views).toEqual(viewer.views);
    const user = dataOf<{ views: string[] }>(await t.call('GET', '/api/auth/v1/role/views/user', { token: t.tokenFor('owner') }));
    expect(user.views).toEqual([]);
    expectError(await t.call('GET', '/api/auth/v1/role/views/superuser', { token: t.tokenFor('owner') }), 400, 'VALIDATION_ERROR', 'role');
  });
});
