import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, shifts } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review, type Dayoff } from './dayoffHelpers';

let t: TestApp;
let sick: string;
let short: string;
let calendar: string;
let vacation: string;
let ana: string;
beforeAll(async () => {
  t = await createTestApp();
  ana = t.fx.users.ana.id;
  sick = await createReason(t, { title: 'Sick leave' });
  short = await createReason(t, { title: 'Moving house', maxDays: 2 });
  calendar = await createReason(t, { title: 'Marriage', dayCounting: 'CALENDAR_DAYS', maxDays: 15 });
  vacation = await createReason(t, { title: 'Vacation', isVacation: true });
});
afterAll(async () => {
  await t?.close();
});

// fixed dates far from any "today": 2030-06-03 is a Monday
describe('creating an absence request', () => {
  it('is created PENDING with the person’s unit, its counted days and a history line; the engine derived its table', async () => {
    const created = dataOf<Dayoff>(await createDayoff(t, 'admin', { userId: ana, typeId: sick, from: '2030-06-03', to: '2030-06-05', comment: 'Flu' }), 201);
    expect(created).toMatchObject({ status: 'PENDING', branch: t.fx.units.bilbao, days: 3, review: null, attachments: [] });
    expect(created.history).toEqual([expect.objectContaining({ kind: 'CREATED', by: t.fx.users.admin.id })]);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'dayoffs'), eq(auditLog.entityId, created.id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    dataOf(await t.call('DELETE', `/api/dayoffs/${created.id}`, { token: t.tokenFor('admin') }));
  });

  it('refuses a status (or days) sent by the client: the server sets them', async () => {
    expectError(await createDayoff(t, 'admin', { userId: ana, typeId: sick, from: '2030-06-03', to: '2030-06-03', status: 'APPROVED' }), 400, 'VALIDATION_ERROR', 'status');
  });

  it('answers DAYOFF_COLLIDES on `from` when the person already asked for those dates; part days of other hours do not collide', async () => {
    const first = dataOf<Dayoff>(await createDayoff(t, 'admin', { userId: ana, typeId: sick, from: '2030-07-01', to: '2030-07-03' }), 201);
    const res = await createDayoff(t, 'admin', { userId: ana, typeId: short, from: '2030-07-03', to: '2030-07-04' });
    expectError(res, 409, 'DAYOFF_COLLIDES', 'from');
    dataOf(await createDayoff(t, 'admin', { userId: ana, typeId: sick, from: '2030-07-08', to: '2030-07-08', partial: { startTime: '09:00', endTime: '12:00' } }), 201);
    dataOf(await createDayoff(t, 'admin', { userId: ana, typeId: sick, from: '2030-07-08', to: '2030-07-08', partial: { startTime: '12:00', endTime: '14:00' } }), 201);
    expectError(await createDayoff(t, 'admin', { userId: ana, typeId: sick, from: '2030-07-08', to: '2030-07-08' }), 409, 'DAYOFF_COLLIDES', 'from');
    // another person on the same dates is no collision
    dataOf(await createDayoff(t, 'admin', { userId: t.fx.users.collaborator.id, typeId: sick, from: '2030-07-01', to: '2030-07-03' }), 201);
    // a rejected request frees its dates
    dataOf(await review(t, 'owner', { id: first.id, status: 'REJECTED', reason: 'Duplicated' }));
    dataOf(await createDayoff(t, 'admin', { userId: ana, typeId: short, from: '2030-07-03', to: '2030-07-04' }), 201);
  });

  it('answers EXCEEDS_DAYOFF_LIMIT on `to` beyond the reason’s maximum days, counted as the reason counts', async () => {
    const res = await createDayoff(t, 'admin', { userId: ana, typeId: short, from: '2030-09-02', to: '2030-09-04' });
    expectError(res, 400, 'EXCEEDS_DAYOFF_LIMIT', 'to');
    // Friday to Monday is 2 working days: within the limit
    expect(dataOf<Dayoff>(await createDayoff(t, 'admin', { userId: ana, typeId: short, from: '2030-09-06', to: '2030-09-09' }), 201).days).toBe(2);
  });

  it('counts LABORAL days without the weekend nor a special day of the person’s units, CALENDAR days all of them', async () => {
    const owner = t.tokenFor('owner');
    dataOf(await t.call('POST', '/api/companies/specialDays', { token: owner, body: { name: 'Local feast', dateFrom: '2030-10-09', dateTo: '2030-10-09', branches: [t.fx.units.north] } }), 201);
    dataOf(await t.call('POST', '/api/companies/specialDays', { token: owner, body: { name: 'Sevilla fair', dateFrom: '2030-10-10', dateTo: '2030-10-10', branches: [t.fx.units.sevilla] } }), 201);
    // Monday 7 to Monday 14 October 2030: 6 weekdays, less the feast of North (Bilbao is below it); Sevilla's is not hers
    const laboral = dataOf<Dayoff>(await createDayoff(t, 'admin', { userId: ana, typeId: sick, from: '2030-10-07', to: '2030-10-14' }), 201);
    expect(laboral.days).toBe(5);
    const cal = dataOf<Dayoff>(await createDayoff(t, 'admin', { userId: t.fx.users.collaborator.id, typeId: calendar, from: '2030-10-07', to: '2030-10-14' }), 201);
    expect(cal.days).toBe(8);
  });

  it('counts the stored shifts when the person has them: a Saturday shift is a working day, a rest day is not', async () => {
    const luis = t.fx.users.luis.id;
    await t.db.insert(shifts).values([
      { companyId: t.fx.companyA.id, userId: luis, date: '2030-11-09', type: 'simple', startTime: '09:00', endTime: '13:00' },
      { companyId: t.fx.companyA.id, userId: luis, date: '2030-11-11', type: 'rest' },
    ]);
    // Friday 8 to Monday 11 November: Friday, the Saturday shift; Sunday and the rest Monday are off
    const res = dataOf<Dayoff>(await createDayoff(t, 'owner', { userId: luis, typeId: sick, from: '2030-11-08', to: '2030-11-11' }), 201);
    expect(res.days).toBe(2);
  });

  it('needs a vacation matrix for a vacation reason', async () => {
    expectError(await createDayoff(t, 'admin', { userId: ana, typeId: vacation, from: '2030-12-02', to: '2030-12-03' }), 400, 'USER_WITHOUT_VACATION_MATRIX', 'userId');
  });

  it('refuses dates in the wrong order and part days over several dates, on `to`', async () => {
    expectError(await createDayoff(t, 'admin', { userId: ana, typeId: sick, from: '2030-12-10', to: '2030-12-09' }), 400, 'DATE_RANGE_INVALID', 'to');
    expectError(await createDayoff(t, 'admin', { userId: ana, typeId: sick, from: '2030-12-09', to: '2030-12-10', partial: { startTime: '09:00', endTime: '10:00' } }), 400, 'PARTIAL_DAY_SINGLE_DATE', 'to');
  });

  it('re-checks an edit of a PENDING request; a decided request is neither edited nor deleted', async () => {
    const admin = t.tokenFor('admin');
    const req = dataOf<Dayoff>(await createDayoff(t, 'admin', { userId: ana, typeId: sick, from: '2031-01-06', to: '2031-01-06' }), 201);
    const edited = dataOf<Dayoff>(await t.call('PATCH', `/api/dayoffs/${req.id}`, { token: admin, body: { to: '2031-01-08' } }));
    expect(edited).toMatchObject({ to: '2031-01-08', days: 3, status: 'PENDING' });
    expect(edited.history.map((h) => h.kind)).toEqual(['CREATED', 'EDITED']);
    expectError(await t.call('PATCH', `/api/dayoffs/${req.id}`, { token: admin, body: { typeId: short } }), 400, 'EXCEEDS_DAYOFF_LIMIT', 'to');
    dataOf(await review(t, 'owner', { id: req.id, status: 'APPROVED' }));
    expectError(await t.call('PATCH', `/api/dayoffs/${req.id}`, { token: admin, body: { comment: 'late' } }), 409, 'DAYOFF_NOT_PENDING', 'status');
    expectError(await t.call('DELETE', `/api/dayoffs/${req.id}`, { token: admin }), 409, 'DAYOFF_NOT_PENDING', 'status');
  });
});
