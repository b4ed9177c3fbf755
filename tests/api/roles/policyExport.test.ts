import { readFileSync } from 'node:fs';
import { newEnforcer, newModel, StringAdapter } from 'casbin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createRole, grants } from './roleTestKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MODEL = readFileSync(new URL('../../../policies/model.conf', import.meta.url), 'utf8');

describe('the policy export for auditors', () => {
  it('downloads as CSV in policy.csv format: header with company and time, built-in rows, then the company roles', async () => {
    const reader = await createRole(t, 'Collaborator reader', grants('users:GET', 'specialdays:GET'));
    const empty = await createRole(t, 'Nothing yet', []);
    const foreign = await createRole(t, 'Demo only', grants('salary:GET'), 'demoowner');
    const before = Date.now();
    const res = await t.call('GET', '/api/roles/policy.csv', { token: t.tokenFor('owner') });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="policy-acme-\d{8}-\d{4}\.csv"$/);
    const lines = res.raw.trimEnd().split('\n');
    expect(lines[0]).toBe(`# Casbin policy of company "Acme Retail" (slug acme, id ${t.fx.companyA.id})`);
    const stamp = /^# Exported (\S+) by owner$/.exec(lines[1]);
    expect(stamp).not.toBeNull();
    expect(Date.parse(stamp?.[1] ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(lines).toContain('p, owner, *, *, *, allow');
    expect(lines).toContain('p, viewer, *, reports, GET, allow');
    expect(lines.filter((l) => l.startsWith('p, administrator, *, '))).toHaveLength(122);
    expect(lines).toContain(`# ${reader.key} = "Collaborator reader", 0 user(s)`);
    expect(lines).toContain(`p, ${reader.key}, ${t.fx.companyA.id}, users, GET, allow`);
    expect(lines).toContain(`p, ${reader.key}, ${t.fx.companyA.id}, specialdays, GET, allow`);
    expect(lines).toContain(`# ${empty.key} = "Nothing yet", 0 user(s), no permissions`);
    expect(res.raw).not.toContain(foreign.id);
    expect(res.raw).not.toContain(t.fx.companyB.id);
  });

  it('loads into Casbin with the product model and decides exactly as the server does', async () => {
    const role = await createRole(t, 'Auditor', grants('reports:GET', 'salary:GET'));
    const csv = (await t.call('GET', '/api/roles/policy.csv', { token: t.tokenFor('owner') })).raw;
    const enforcer = await newEnforcer(newModel(MODEL), new StringAdapter(csv));
    const cid = t.fx.companyA.id;
    expect(await enforcer.enforce(role.key, cid, 'salary', 'GET')).toBe(true);
    expect(await enforcer.enforce(role.key, cid, 'salary', 'PATCH')).toBe(false);
    expect(await enforcer.enforce(role.key, cid, 'users', 'GET')).toBe(false);
    expect(await enforcer.enforce('viewer', cid, 'users', 'GET')).toBe(true);
    expect(await enforcer.enforce('administrator', cid, 'admins', 'POST')).toBe(false);
    expect(await enforcer.enforce('owner', cid, 'admins', 'DELETE')).toBe(true);
  });

  it('keeps a role name with line breaks or quotes inside its comment line', async () => {
    const role = await createRole(t, 'Odd "name"\np, owner, *, *, *, allow', grants('news:GET'));
    const csv = (await t.call('GET', '/api/roles/policy.csv', { token: t.tokenFor('owner') })).raw;
    expect(csv).toContain(`# ${role.key} = "Odd \\"name\\" p, owner, *, *, *, allow", 0 user(s)`);
    expect(csv.split('\n').filter((l) => l === 'p, owner, *, *, *, allow')).toHaveLength(1);
  });

  it('is open to admins readers (administrator) and closed to others with the spec message', async () => {
    expect((await t.call('GET', '/api/roles/policy.csv', { token: t.tokenFor('admin') })).status).toBe(200);
    expectError(await t.call('GET', '/api/roles/policy.csv', { token: t.tokenFor('viewer') }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', '/api/roles/policy.csv'), 401, 'UNAUTHORIZED');
  });
});
