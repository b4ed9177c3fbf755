import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { activeCollaborators, createCollaborator, login, setContractedUsers, setCustomFields, userRow, type CollaboratorRecord } from './usersTestKit';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

const status = (id: string, body: unknown, token = owner) => t.call('PATCH', `/api/users/employee-status/${id}`, { token, body });
const activeNames = async () =>
  dataOf<{ users: { id: string }[] }>(await t.call('POST', '/api/users/getFiltered', { token: owner, body: { limit: 500 } })).users.map((u) => u.id);
const dismissedIds = async (token = owner) =>
  dataOf<{ users: { id: string }[] }>(await t.call('POST', '/api/users/getDismissedTable', { token, body: {} })).users.map((u) => u.id);

describe('offboarding: PATCH /users/employee-status/:id { active: false, typeOfLeave, leaveDate }', () => {
  it('needs a reason and a date, and the reason must be one of the company list (defaults Despido, Incapacidad, Renuncia)', async () => {
    const person = await createCollaborator(t);
    const missing = await status(person.id, { active: false });
    expectError(missing, 400, 'VALIDATION_ERROR');
    expect(missing.body.errors?.map((e) => e.field).sort()).toEqual(['leaveDate', 'typeOfLeave']);
    const wrong = await status(person.id, { active: false, typeOfLeave: 'Jubilación', leaveDate: '2026-01-31' });
    expectError(wrong, 400, 'TYPE_OF_LEAVE_INVALID', 'typeOfLeave');
    expect(wrong.body.message).toBe('The reason for leaving is not valid');
    expectError(await status(person.id, { active: false, typeOfLeave: 'Renuncia', leaveDate: '31/01/2026' }), 400, 'VALIDATION_ERROR', 'leaveDate');
    expect((await userRow(t, person.id)).active).toBe(true);
  });

  it("uses the company's own reasons once it has them", async () => {
    await setCustomFields(t, { typeOfLeave: ['Jubilación', 'Fin de contrato'] });
    const person = await createCollaborator(t);
    expectError(await status(person.id, { active: false, typeOfLeave: 'Despido', leaveDate: '2026-01-31' }), 400, 'TYPE_OF_LEAVE_INVALID', 'typeOfLeave');
    dataOf(await status(person.id, { active: false, typeOfLeave: 'Jubilación', leaveDate: '2026-01-31' }));
    await setCustomFields(t, {});
  });

  it('refuses a leaving date before the contract started', async () => {
    const person = await createCollaborator(t, { contractStartDate: '2025-06-01' });
    expectError(await status(person.id, { active: false, typeOfLeave: 'Renuncia', leaveDate: '2025-05-31' }), 400, 'DATE_RANGE_INVALID', 'leaveDate');
  });

  it('ends the collaborator: gone from the team list, in the casualty list with the leave data, audited', async () => {
    const person = await createCollaborator(t);
    expect(await activeNames()).toContain(person.id);
    const ended = dataOf<CollaboratorRecord>(await status(person.id, { active: false, typeOfLeave: 'Renuncia', leaveDate: '2026-02-28', leaveComment: 'Se muda a Lisboa' }));
    expect(ended).toMatchObject({ active: false, typeOfLeave: 'Renuncia', leaveDate: '2026-02-28', leaveComment: 'Se muda a Lisboa' });
    expect(await activeNames()).not.toContain(person.id);
    const table = dataOf<{ users: (CollaboratorRecord & { branchOffice: { id: string; name: string } })[] }>(
      await t.call('POST', '/api/users/getDismissedTable', { token: owner, body: { q: person.lastName } }),
    );
    expect(table.users).toEqual([expect.objectContaining({ id: person.id, typeOfLeave: 'Renuncia', leaveDate: '2026-02-28', branchOffice: { id: t.fx.units.bilbao, name: 'Bilbao Store' } })]);
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, person.id), eq(auditLog.action, 'update')));
    expect(entry.changes).toMatchObject({ active: { from: true, to: false }, typeOfLeave: { from: null, to: 'Renuncia' } });
  });

  it('a second offboarding answers USER_INACTIVE; the profile still opens', async () => {
    const person = await createCollaborator(t);
    dataOf(await status(person.id, { active: false, typeOfLeave: 'Despido', leaveDate: '2026-03-01' }));
    expectError(await status(person.id, { active: false, typeOfLeave: 'Despido', leaveDate: '2026-03-02' }), 409, 'USER_INACTIVE');
    expect(dataOf<CollaboratorRecord>(await t.call('GET', `/api/users/${person.id}`, { token: owner })).active).toBe(false);
  });

  it('an offboarded collaborator cannot log in anywhere, and their tokens are revoked', async () => {
    // the fixture collaborator has a password: before, the dashboard refuses them as a non-administrator
    expectError(await login(t, 'collaborator'), 403, 'NOT_ADMIN');
    const before = (await userRow(t, t.fx.users.collaborator.id)).tokenVersion;
    dataOf(await status(t.fx.users.collaborator.id, { active: false, typeOfLeave: 'Despido', leaveDate: '2026-04-01' }));
    expectError(await login(t, 'collaborator'), 401, 'loginError');
    expect((await userRow(t, t.fx.users.collaborator.id)).tokenVersion).toBe(before + 1);
  });
});

describe('reinstating: { active: true }', () => {
  it('brings them back to the team list, keeps the last leave on record, audits it', async () => {
    const person = await createCollaborator(t);
    dataOf(await status(person.id, { active: false, typeOfLeave: 'Incapacidad', leaveDate: '2026-01-10' }));
    const back = dataOf<CollaboratorRecord>(await status(person.id, { active: true }));
    expect(back).toMatchObject({ active: true, typeOfLeave: 'Incapacidad', leaveDate: '2026-01-10' });
    expect(await activeNames()).toContain(person.id);
    expect(await dismissedIds()).not.toContain(person.id);
    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, person.id), eq(auditLog.action, 'update')));
    expect(entries.map((e) => (e.changes as { active: { to: boolean } }).active.to)).toEqual([false, true]);
  });

  it('refuses leave data with it, and an active collaborator (USER_ALREADY_ACTIVE)', async () => {
    const person = await createCollaborator(t);
    expectError(await status(person.id, { active: true, typeOfLeave: 'Renuncia' }), 400, 'VALIDATION_ERROR', 'typeOfLeave');
    expectError(await status(person.id, { active: true }), 409, 'USER_ALREADY_ACTIVE');
  });

  it('takes a contracted seat: refused with CONTRACTED_USERS_LIMIT when none is left', async () => {
    const person = await createCollaborator(t);
    dataOf(await status(person.id, { active: false, typeOfLeave: 'Renuncia', leaveDate: '2026-01-10' }));
    await setContractedUsers(t, await activeCollaborators(t));
    expectError(await status(person.id, { active: true }), 409, 'CONTRACTED_USERS_LIMIT');
    await setContractedUsers(t, 1000);
    dataOf(await status(person.id, { active: true }));
  });
});

describe('who may offboard', () => {
  it("a viewer gets 403; an administrator's id, an unknown id and another company's id are 404", async () => {
    const person = await createCollaborator(t);
    const body = { active: false, typeOfLeave: 'Renuncia', leaveDate: '2026-01-10' };
    expectError(await status(person.id, body, t.tokenFor('viewer')), 403, 'FORBIDDEN');
    expectError(await status(t.fx.users.admin.id, body), 404, 'NOT_FOUND');
    expectError(await status(t.fx.users.demoworker.id, body), 404, 'NOT_FOUND');
    expectError(await status('00000000-0000-4000-8000-000000000000', body), 404, 'NOT_FOUND');
  });
});
