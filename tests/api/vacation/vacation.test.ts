import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review, type Dayoff } from '../dayoffs/dayoffHelpers';

interface Ledger {
  matrix: { id: string; name: string } | null;
  missing: string | null;
  totals: { accrued: number; used: number; adjusted: number; reserved: number; balance: number; available: number };
  entries: { date: string; kind: string; days: number; balance: number; projected: boolean; cause: { rule: string; band?: string; requestId?: string; note?: string } }[];
}

let t: TestApp;
let vacation: string;
let matrixId: string;
let ana: string;
const MATRIX = {
  name: 'Convenio general',
  bands: { under1: 22, from1to5: 24, from6to10: 25, from11to20: 26, over20: 27 },
  generation: 'ALL_AT_ONCE', expiry: { kind: 'NEVER' }, dayCounting: 'LABORAL_DAYS', cycleAnchor: 'CALENDAR_YEAR',
};
const balance = async (as: string, userId: string, asOf?: string) =>
  t.call('GET', `/api/vacation/balance/${userId}${asOf ? `?asOf=${asOf}` : ''}`, { token: t.tokenFor(as) });

beforeAll(async () => {
  t = await createTestApp();
  ana = t.fx.users.ana.id;
  vacation = await createReason(t, { title: 'Vacation', isVacation: true });
  // fixed years far from any "today": ana joins on 1 January 2029, so 2030 is her second cycle (band 1 to 5)
  await t.db.update(users).set({ contractStartDate: '2029-01-01' }).where(eq(users.id, ana));
});
afterAll(async () => {
  await t?.close();
});

describe('vacation matrices', () => {
  it('are created by an administrator and refuse a longer tenure earning fewer days, on its field', async () => {
    matrixId = dataOf<{ id: string }>(await t.call('POST', '/api/vacation-matrices', { token: t.tokenFor('admin'), body: MATRIX }), 201).id;
    const fewer = { ...MATRIX, name: 'Wrong', bands: { ...MATRIX.bands, from6to10: 20 } };
    expectError(await t.call('POST', '/api/vacation-matrices', { token: t.tokenFor('admin'), body: fewer }), 400, 'VALIDATION_ERROR', 'bands.from6to10');
    const noMonths = { ...MATRIX, name: 'No months', expiry: { kind: 'MONTHS_AFTER_CYCLE' } };
    expectError(await t.call('POST', '/api/vacation-matrices', { token: t.tokenFor('admin'), body: noMonths }), 400, 'VALIDATION_ERROR', 'expiry.months');
    const again = await t.call('POST', '/api/vacation-matrices', { token: t.tokenFor('owner'), body: MATRIX });
    expect(again.body).toMatchObject({ code: 'VACATION_MATRIX_NAME_EXISTS' });
    const list = dataOf<{ vacationMatrices: { name: string }[]; count: number }>(await t.call('POST', '/api/vacation-matrices/getFiltered', { token: t.tokenFor('manager'), body: {} }));
    expect(list.vacationMatrices.map((m) => m.name)).toEqual(['Convenio general']);
    expectError(await t.call('POST', '/api/vacation-matrices', { token: t.tokenFor('manager'), body: { ...MATRIX, name: 'Manager' } }), 403, 'FORBIDDEN');
  });

  it('are assigned in bulk inside the caller’s units only, and another company’s ids do not exist', async () => {
    const admin = t.tokenFor('admin');
    expectError(await t.call('POST', `/api/vacation-matrices/${matrixId}/assign`, { token: admin, body: { userIds: [ana, t.fx.users.luis.id] } }), 403, 'FORBIDDEN');
    expectError(await t.call('POST', `/api/vacation-matrices/${matrixId}/assign`, { token: admin, body: { userIds: [t.fx.users.demoworker.id] } }), 404, 'NOT_FOUND');
    expectError(await t.call('POST', `/api/vacation-matrices/${matrixId}/assign`, { token: t.tokenFor('demoowner'), body: { userIds: [t.fx.users.demoworker.id] } }), 404, 'NOT_FOUND');
    const assigned = dataOf(await t.call('POST', `/api/vacation-matrices/${matrixId}/assign`, { token: admin, body: { userIds: [ana, t.fx.users.collaborator.id] } }));
    expect(assigned).toEqual({ updated: 2, unchanged: 0 });
    const [row] = await t.db.select({ m: users.vacationMatrixId }).from(users).where(eq(users.id, ana));
    expect(row.m).toBe(matrixId);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, ana)));
    expect(audit.at(-1)?.changes).toEqual({ vacationMatrixId: { from: null, to: matrixId } });
    // a matrix people follow is not deleted
    expectError(await t.call('DELETE', `/api/vacation-matrices/${matrixId}`, { token: t.tokenFor('owner') }), 409, 'VACATION_MATRIX_IN_USE');
  });
});

describe('the vacation balance', () => {
  it('explains itself line by line: one accrual per cycle by seniority band, pending reserved, approved used', async () => {
    const request = dataOf<Dayoff>(await createDayoff(t, 'admin', { userId: ana, typeId: vacation, from: '2030-06-03', to: '2030-06-07' }), 201);
    expect(request.days).toBe(5);

    const pending = dataOf<Ledger>(await balance('admin', ana, '2030-12-31'));
    expect(pending.matrix?.name).toBe('Convenio general');
    expect(pending.entries.filter((e) => e.kind === 'ACCRUAL').map((e) => [e.date, e.days, e.cause.band])).toEqual([
      ['2029-01-01', 22, 'under1'],
      ['2030-01-01', 24, 'from1to5'],
    ]);
    expect(pending.totals).toMatchObject({ accrued: 46, used: 0, reserved: 5, balance: 46, available: 41 });
    expect(pending.entries.every((e) => e.projected)).toBe(true);

    dataOf(await review(t, 'owner', { id: request.id, status: 'APPROVED' }));
    const approved = dataOf<Ledger>(await balance('admin', ana, '2030-12-31'));
    expect(approved.entries.find((e) => e.kind === 'USE')).toMatchObject({ date: '2030-06-03', days: -5, balance: 41, cause: { rule: 'REQUEST', requestId: request.id } });
    expect(approved.totals).toMatchObject({ used: 5, reserved: 0, balance: 41, available: 41 });

    // the bulk call agrees with the person's ledger
    const bulk = dataOf<{ balances: { userId: string; totals: unknown }[] }>(await t.call('POST', '/api/vacation/balances/getFiltered', { token: t.tokenFor('admin'), body: { userIds: [ana], asOf: '2030-12-31' } }));
    expect(bulk.balances).toEqual([{ userId: ana, matrixId, totals: approved.totals }]);

    // "what if": before the second cycle only the first one's days are there
    expect(dataOf<Ledger>(await balance('admin', ana, '2029-12-31')).totals).toMatchObject({ accrued: 22, balance: 22 });
  });

  it('takes manual adjustments with their note, and refuses a vacation beyond what is available', async () => {
    const adjustment = dataOf<{ id: string }>(await t.call('POST', '/api/vacation/adjustments', {
      token: t.tokenFor('admin'), body: { userId: ana, date: '2030-07-01', days: 2, note: 'Overtime compensation' },
    }), 201);
    const ledger = dataOf<Ledger>(await balance('admin', ana, '2030-12-31'));
    expect(ledger.entries.find((e) => e.kind === 'ADJUSTMENT')).toMatchObject({ days: 2, cause: { note: 'Overtime compensation' } });
    expect(ledger.totals).toMatchObject({ adjusted: 2, balance: 43 });

    // 1 July – 30 August 2030: 45 working days, two more than the 43 left; to 28 August: exactly 43
    const res = await createDayoff(t, 'admin', { userId: ana, typeId: vacation, from: '2030-07-01', to: '2030-08-30' });
    expectError(res, 400, 'INSUFFICIENT_VACATION_BALANCE', 'to');
    dataOf(await createDayoff(t, 'admin', { userId: ana, typeId: vacation, from: '2030-07-01', to: '2030-08-28' }), 201);

    dataOf(await t.call('DELETE', `/api/vacation/adjustments/${adjustment.id}`, { token: t.tokenFor('admin') }));
    expect(dataOf<Ledger>(await balance('admin', ana, '2030-12-31')).totals).toMatchObject({ adjusted: 0 });
  });

  it('is read only inside the caller’s units, and says what is missing for a person without a matrix', async () => {
    expectError(await balance('manager', ana), 403, 'FORBIDDEN');
    expectError(await balance('demoowner', ana), 404, 'NOT_FOUND');
    const luis = dataOf<Ledger>(await balance('manager', t.fx.users.luis.id));
    expect(luis).toMatchObject({ matrix: null, missing: 'USER_WITHOUT_VACATION_MATRIX', totals: null });
    expectError(await t.call('POST', '/api/vacation/adjustments', { token: t.tokenFor('manager'), body: { userId: t.fx.users.luis.id, date: '2030-07-01', days: 1, note: 'x' } }), 403, 'FORBIDDEN');
  });
});

describe('revising a rejected vacation to approved', () => {
  it('checks the balance as a new request does: no approval beyond the days available', async () => {
    // collaborator follows the matrix (assigned above) and joins on 1 January 2031: 22 days in 2031
    const collaborator = t.fx.users.collaborator.id;
    await t.db.update(users).set({ contractStartDate: '2031-01-01' }).where(eq(users.id, collaborator));
    const first = dataOf<Dayoff>(await createDayoff(t, 'admin', { userId: collaborator, typeId: vacation, from: '2031-03-03', to: '2031-03-07' }), 201);
    dataOf(await review(t, 'owner', { id: first.id, status: 'REJECTED', reason: 'Busy week' }));
    // the rejected request reserves nothing: February's 20 working days fit, and leave 2
    const second = dataOf<Dayoff>(await createDayoff(t, 'admin', { userId: collaborator, typeId: vacation, from: '2031-02-03', to: '2031-02-28' }), 201);
    expect(second.days).toBe(20);
    dataOf(await review(t, 'owner', { id: second.id, status: 'APPROVED' }));

    const res = await review(t, 'owner', { id: first.id, status: 'APPROVED', reason: 'After all', revise: true });
    expectError(res, 400, 'INSUFFICIENT_VACATION_BALANCE', 'to');
    expect(dataOf<Ledger>(await balance('admin', collaborator, '2031-12-31')).totals).toMatchObject({ used: 20, available: 2 });
  });
});
