import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { ADMIN_MANAGER_GRANTS, companyRole, dashboardUser, freshDni, mailTo, newAdmin } from './adminTestKit';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

const create = (body: unknown, token = owner, locale?: string) => t.call('POST', '/api/users/admin', { token, body, locale });
const fieldCodes = (res: Awaited<ReturnType<typeof create>>) => Object.fromEntries((res.body.errors ?? []).map((e) => [e.field, e.code]));

describe('POST /users/admin: the form codes of spec §8, on their fields', () => {
  it('J002 for a document that is missing or fails its check letter', async () => {
    const bad = await create(newAdmin(t, 'j002a', { numberOfDocument: '12345678A' }));
    expectError(bad, 400, 'J002', 'numberOfDocument');
    expect(bad.body.message).toBe('Invalid document');
    expectError(await create(newAdmin(t, 'j002b', { numberOfDocument: '' })), 400, 'J002', 'numberOfDocument');
    expectError(await create(newAdmin(t, 'j002c', { typeOfDocument: 'CPF', numberOfDocument: '111.111.111-11' })), 400, 'J002', 'numberOfDocument');
    dataOf(await create(newAdmin(t, 'j002d', { typeOfDocument: 'CPF', numberOfDocument: '529.982.247-25' })), 201);
  });

  it('J003 for a malformed email and J011 for none', async () => {
    expectError(await create(newAdmin(t, 'j003', { email: 'nora-at-acme' })), 400, 'J003', 'email');
    expectError(await create(newAdmin(t, 'j011', { email: '' })), 400, 'J011', 'email');
    const { email: _omitted, ...noEmail } = newAdmin(t, 'j011b');
    expectError(await create(noEmail), 400, 'J011', 'email');
  });

  it('J006 without a main branch, J007 without a valid role, J008 without allowed branches for a unit-scoped role', async () => {
    expectError(await create(newAdmin(t, 'j006', { mainBranch: null })), 400, 'J006', 'mainBranch');
    expectError(await create(newAdmin(t, 'j007a', { role: '' })), 400, 'J007', 'role');
    for (const role of ['superuser', 'user', 'provider', 'custom:00000000-0000-4000-8000-000000000000']) {
      expectError(await create(newAdmin(t, `j007-${role.length}`, { role })), 400, 'J007', 'role');
    }
    for (const role of ['administrator', 'manager']) {
      expectError(await create(newAdmin(t, `j008-${role}`, { role, allowedBranches: [] })), 400, 'J008', 'allowedBranches');
    }
    // a viewer sees the whole company: no units needed
    dataOf(await create(newAdmin(t, 'viewer-nounits', { role: 'viewer', allowedBranches: [] })), 201);
  });

  it('J007 for a role of another company', async () => {
    const foreign = await companyRole(t, 'Demo auditors', ['users:GET'], t.fx.companyB.id);
    expectError(await create(newAdmin(t, 'foreign-role', { role: foreign })), 400, 'J007', 'role');
  });

  it('J010 for a username that is empty or has spaces or symbols', async () => {
    expectError(await create(newAdmin(t, 'j010a', { username: 'no spaces' })), 400, 'J010', 'username');
    expectError(await create(newAdmin(t, 'j010b', { username: 'ab' })), 400, 'J010', 'username');
    expectError(await create(newAdmin(t, 'j010c', { username: '' })), 400, 'J010', 'username');
  });

  it('lists every failing field in one answer, the first one naming the code', async () => {
    const res = await create(newAdmin(t, 'many', { username: 'x y', email: 'bad', mainBranch: '', allowedBranches: [] }));
    expectError(res, 400, 'J010');
    expect(fieldCodes(res)).toEqual({ username: 'J010', email: 'J003', mainBranch: 'J006', allowedBranches: 'J008' });
    expect(res.body.errors?.find((e) => e.field === 'mainBranch')?.message).toBe('The main branch is required');
  });

  it('J009, J005 and J004 (409) for a username, email or document already taken, whatever the case', async () => {
    expectError(await create(newAdmin(t, 'j009', { username: 'OWNER' })), 409, 'J009', 'username');
    expectError(await create(newAdmin(t, 'j005', { email: 'Viewer@Acme.test' })), 409, 'J005', 'email');
    // usernames and emails log in, so they are unique across companies too
    expectError(await create(newAdmin(t, 'j009b', { username: 'demoowner' })), 409, 'J009', 'username');
    const first = newAdmin(t, 'j004a');
    dataOf(await create(first), 201);
    const dup = await create(newAdmin(t, 'j004b', { numberOfDocument: first.numberOfDocument }));
    expectError(dup, 409, 'J004', 'numberOfDocument');
    expect(dup.body.message).toBe('The user already exists');
  });

  it('answers in the caller\'s language', async () => {
    const res = await create(newAdmin(t, 'es', { username: 'owner' }), owner, 'es-ES');
    expect(res.body.message).toBe('El nombre de usuario ya existe');
    expect(res.body.errors?.[0].message).toBe('El nombre de usuario ya existe');
  });

  it('refuses units of another company or unknown ones (BRANCH_NOT_EXISTS on the field)', async () => {
    expectError(await create(newAdmin(t, 'unit-b', { allowedBranches: [t.fx.units.bHq] })), 400, 'BRANCH_NOT_EXISTS', 'allowedBranches');
    expectError(await create(newAdmin(t, 'unit-b2', { mainBranch: t.fx.units.bShop })), 400, 'BRANCH_NOT_EXISTS', 'mainBranch');
    expectError(await create(newAdmin(t, 'unit-x', { mainBranch: 'not-a-uuid' })), 400, 'BRANCH_NOT_EXISTS', 'mainBranch');
  });

  it('refuses a weak first password or a different repetition', async () => {
    expectError(await create(newAdmin(t, 'weak', { password: 'password', repeatPassword: 'password' })), 400, 'PASSWORD_WEAK', 'password');
    expectError(await create(newAdmin(t, 'mismatch', { repeatPassword: 'Strong2026px' })), 400, 'PASSWORD_MISMATCH', 'repeatPassword');
  });

  it('refuses unknown properties and wrong types with 400, never a 500', async () => {
    expectError(await create({ ...newAdmin(t, 'extra'), isRoot: true }), 400, 'VALIDATION_ERROR', 'isRoot');
    expectError(await create({ ...newAdmin(t, 'types'), allowedBranches: 'north' }), 400, 'VALIDATION_ERROR', 'allowedBranches');
    expectError(await create({ ...newAdmin(t, 'names'), firstName: '   ' }), 400, 'VALIDATION_ERROR', 'firstName');
  });
});

describe('POST /users/admin: who may create what', () => {
  it('creates an administrator who logs in with the chosen password and appears in the table', async () => {
    const body = newAdmin(t, 'ok', { allowedBranches: [t.fx.units.bilbao, t.fx.units.santander], mainBranch: t.fx.units.bilbao });
    const made = dataOf<{ id: string; role: string; mainBranchName: string; allowedBranchNames: string[]; invited: boolean }>(await create(body), 201);
    expect(made).toMatchObject({ role: 'administrator', mainBranchName: 'Bilbao Store', invited: false });
    expect(made.allowedBranchNames.sort()).toEqual(['Bilbao Store', 'Santander Store']);
    expect(made).not.toHaveProperty('passwordHash');
    const login = await t.call('POST', '/api/auth/v1/login', { body: { username: body.username, password: body.password } });
    expect(login.status, login.raw).toBe(200);
    const table = dataOf<{ admins: { username: string }[] }>(await t.call('GET', '/api/users/admin/getAdminTable', { token: owner, query: { q: body.username } }));
    expect(table.admins.map((a) => a.username)).toEqual([body.username]);
  });

  it('without a password mails a single-use invitation with which the new administrator sets one and logs in', async () => {
    const { password: _p, repeatPassword: _r, ...body } = newAdmin(t, 'invite');
    const made = dataOf<{ id: string; invited: boolean; pendingInvite: boolean }>(await create(body), 201);
    expect(made).toMatchObject({ invited: true, pendingInvite: true });
    const mails = await mailTo(t, body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain(body.username);
    const link = /\/auth\/change-password\/([0-9a-f-]+)\/(\S+)/.exec(mails[0].body);
    expect(link?.[1]).toBe(made.id);
    const refusedBefore = await t.call('POST', '/api/auth/v1/login', { body: { username: body.username, password: 'Chosen2026pw' } });
    expect(refusedBefore.status).toBe(401);
    const set = await t.call('POST', '/api/auth/change-password', { body: { userId: made.id, token: link?.[2], password: 'Chosen2026pw', repeatPassword: 'Chosen2026pw' } });
    expect(set.status, set.raw).toBe(200);
    expect((await t.call('POST', '/api/auth/v1/login', { body: { username: body.username, password: 'Chosen2026pw' } })).status).toBe(200);
  });

  it('lets the owner create another owner and records who created whom in the audit log', async () => {
    const made = dataOf<{ id: string; role: string }>(await create(newAdmin(t, 'owner2', { role: 'owner', allowedBranches: [] })), 201);
    expect(made.role).toBe('owner');
    const history = dataOf<{ audit: { action: string; username: string; changes: Record<string, unknown> }[] }>(
      await t.call('GET', '/api/audit', { token: owner, query: { entity: 'users', entityId: made.id } }),
    );
    expect(history.audit[0]).toMatchObject({ action: 'create', username: 'owner' });
    expect(history.audit[0].changes.role).toBe('owner');
    expect(JSON.stringify(history)).not.toContain('scrypt');
  });

  it('refuses callers without the admins POST permission (administrator, manager, viewer) with 403', async () => {
    for (const who of ['admin', 'manager', 'viewer']) {
      expectError(await create(newAdmin(t, `by-${who}`), t.tokenFor(who)), 403, 'FORBIDDEN');
    }
  });

  it('isolates companies: the other company\'s owner creates in their own company only', async () => {
    const res = await create(newAdmin(t, 'tenant', { mainBranch: t.fx.units.north }), t.tokenFor('demoowner'));
    expectError(res, 400, 'BRANCH_NOT_EXISTS', 'mainBranch');
    const made = dataOf<{ id: string }>(await create(newAdmin(t, 'tenant2', { mainBranch: t.fx.units.bHq, allowedBranches: [t.fx.units.bShop] }), t.tokenFor('demoowner')), 201);
    expectError(await t.call('GET', `/api/users/admin/${made.id}`, { token: owner }), 404, 'NOT_FOUND');
  });
});

describe('POST /users/admin by a unit-scoped company role that manages administrators', () => {
  let lead: { id: string; token: string };
  let narrower: string;
  let broader: string;

  beforeAll(async () => {
    const leadRole = await companyRole(t, 'Regional admin lead', ADMIN_MANAGER_GRANTS);
    narrower = await companyRole(t, 'Admin readers', ['admins:GET', 'users:GET']);
    broader = await companyRole(t, 'Payroll chiefs', [...ADMIN_MANAGER_GRANTS, 'salary:DELETE']);
    lead = await dashboardUser(t, 'regional.lead', leadRole, t.fx.units.north, [t.fx.units.north]);
  });

  it('gives units inside its own scope only', async () => {
    dataOf(await create(newAdmin(t, 'scoped-ok', { role: narrower, mainBranch: t.fx.units.bilbao, allowedBranches: [t.fx.units.bilbao] }), lead.token), 201);
    const outside = await create(newAdmin(t, 'scoped-out', { role: narrower, mainBranch: t.fx.units.bilbao, allowedBranches: [t.fx.units.sevilla] }), lead.token);
    expectError(outside, 400, 'BRANCH_NOT_EXISTS', 'allowedBranches');
    expectError(await create(newAdmin(t, 'scoped-out2', { role: narrower, mainBranch: t.fx.units.hq, allowedBranches: [t.fx.units.north] }), lead.token), 400, 'BRANCH_NOT_EXISTS', 'mainBranch');
  });

  it('cannot give a role with permissions it lacks, an owner, or company-wide reach (ROLE_NOT_ALLOWED)', async () => {
    for (const role of [broader, 'owner', 'administrator', 'viewer']) {
      const res = await create(newAdmin(t, `esc-${role.length}`, { role, allowedBranches: [t.fx.units.bilbao] }), lead.token);
      expectError(res, 403, 'ROLE_NOT_ALLOWED', 'role');
    }
  });

  it('is offered on the form exactly the roles it may give', async () => {
    const roles = dataOf<{ roles: { key: string }[] }>(await t.call('GET', '/api/users/admin/assignableRoles', { token: lead.token })).roles.map((r) => r.key);
    expect(roles).toContain(narrower);
    expect(roles).not.toContain(broader);
    expect(roles).not.toContain('owner');
    const ownerRoles = dataOf<{ roles: { key: string; name: string | null }[] }>(await t.call('GET', '/api/users/admin/assignableRoles', { token: owner })).roles;
    expect(ownerRoles.slice(0, 4).map((r) => r.key)).toEqual(['owner', 'administrator', 'manager', 'viewer']);
    expect(ownerRoles.find((r) => r.key === broader)?.name).toBe('Payroll chiefs');
  });
});

describe('documents by type', () => {
  it.each([
    ['NIE', 'X1234567L', true],
    ['NIE', 'X1234567A', false],
    ['RUT', '12.345.678-5', true],
    ['RUT', '12.345.678-9', false],
    ['PASSPORT', 'PAB123456', true],
    ['PASSPORT', 'P-1', false],
  ])('%s %s valid: %s', async (typeOfDocument, numberOfDocument, valid) => {
    const res = await create(newAdmin(t, `doc-${numberOfDocument.replace(/\W/g, '')}`, { typeOfDocument, numberOfDocument }));
    if (valid) dataOf(res, 201);
    else expectError(res, 400, 'J002', 'numberOfDocument');
  });

  it('keeps a document already used in the other company available here', async () => {
    const dni = freshDni();
    dataOf(await create(newAdmin(t, 'dni-b', { numberOfDocument: dni, mainBranch: t.fx.units.bHq, allowedBranches: [t.fx.units.bHq] }), t.tokenFor('demoowner')), 201);
    dataOf(await create(newAdmin(t, 'dni-a', { numberOfDocument: dni })), 201);
  });
});
