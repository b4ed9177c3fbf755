import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review, type Dayoff } from '../dayoffs/dayoffHelpers';
import { at, daysAgo, mark, postMarks } from '../workdays/attendanceHelpers';

let t: TestApp;
/** two days ago (local Madrid date): shifts stored for it, so any weekday does */
const D = daysAgo(2);
const dmy = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

type Absences = { planned: number; absent: number; users: { id: string }[]; onLeave: number; onLeaveUsers: { id: string; reason: string; color: string; partial: unknown }[] };
type Late = { count: number; users: { id: string }[] };
type Calendar = { days: { date: string; absences: number; late: number }[] };

const get = <T>(path: string, query: Record<string, string>) => t.call<T>('GET', `/api/reports/dashboard/${path}`, { token: t.tokenFor('owner'), query });
// each card asked once per unit filter: the day cards are cached a few seconds per query
const north = () => ({ date: dmy(D), branch: t.fx.units.north });

/**
 * Issue 11: approved leave is not an absence nor a late arrival. On D, Collaborator (Bilbao) is planned 09–17 and
 * never comes; Ana is planned 08–16 and comes 08:20. Collaborator is on approved sick leave that day, Ana had an
 * approved doctor's hour 08:00–08:30; both show as on leave, with the reason.
 */
beforeAll(async () => {
  t = await createTestApp();
  const { ana, collaborator } = t.fx.users;
  for (const [userId, startTime, endTime] of [[ana.id, '08:00', '16:00'], [collaborator.id, '09:00', '17:00']]) {
    dataOf(await t.call('POST', '/api/workshift/shift', { token: t.tokenFor('owner'), body: { userId, date: D, type: 'simple', startTime, endTime } }), 201);
  }
  dataOf(await postMarks(t, { marks: [mark({ userId: ana.id, at: at(D, '08:20'), type: 'CHECK_IN' }), mark({ userId: ana.id, at: at(D, '16:00'), type: 'CHECK_OUT' })] }));
});
afterAll(async () => {
  await t?.close();
});

describe('the dashboard knows approved leave', () => {
  it('counts the absent and the late before any leave is approved', async () => {
    expect(dataOf<Absences>(await get('absences', { date: dmy(D) }))).toMatchObject({ planned: 2, absent: 1, onLeave: 0 });
    expect(dataOf<Late>(await get('lateArrivals', { date: dmy(D) })).count).toBe(1);
  });

  it('does not count a person on approved leave as absent or late, and lists them on leave with the reason', async () => {
    const sick = await createReason(t, { title: 'Sick leave', dayCounting: 'CALENDAR_DAYS', color: '#ff0000' });
    const doctor = await createReason(t, { title: 'Doctor', dayCounting: 'CALENDAR_DAYS' });
    const leave = dataOf<Dayoff>(await createDayoff(t, 'admin', { userId: t.fx.users.collaborator.id, typeId: sick, from: D, to: D }), 201);
    const hour = dataOf<Dayoff>(await createDayoff(t, 'admin', { userId: t.fx.users.ana.id, typeId: doctor, from: D, to: D, partial: { startTime: '08:00', endTime: '08:30' } }), 201);
    // pending: still absent
    expect(dataOf<Absences>(await get('absences', north()))).toMatchObject({ absent: 1, onLeave: 0 });

    for (const id of [leave.id, hour.id]) dataOf(await review(t, 'owner', { id, status: 'APPROVED' }));
    const wholeCompany = { date: dmy(D), branch: t.fx.units.hq };
    const abs = dataOf<Absences>(await get('absences', wholeCompany));
    expect(abs).toMatchObject({ planned: 2, absent: 0, users: [], onLeave: 2 });
    expect(abs.onLeaveUsers).toEqual(expect.arrayContaining([
      expect.objectContaining({ id: t.fx.users.collaborator.id, reason: 'Sick leave', color: '#ff0000', partial: null }),
      expect.objectContaining({ id: t.fx.users.ana.id, reason: 'Doctor', partial: { startTime: '08:00', endTime: '08:30' } }),
    ]));
    expect(dataOf<Late>(await get('lateArrivals', wholeCompany)).count).toBe(0);
    const day = dataOf<Calendar>(await get('calendar', wholeCompany)).days.find((d) => d.date === D);
    expect(day).toMatchObject({ absences: 0, late: 0 });
  });

  it('makes the general and shifts reports count the leave as leave days, not absences', async () => {
    type Row = { userId: string; absences: number; leaveDays: number; lateCount: number };
    const general = dataOf<{ rows: Row[]; totals: Row }>(await t.call('POST', '/api/reports/workdays/general', { token: t.tokenFor('owner'), body: { from: D, to: D } }));
    expect(general.rows.find((r) => r.userId === t.fx.users.collaborator.id)).toMatchObject({ absences: 0, leaveDays: 1 });
    // a part day is not a leave day: Ana worked the rest of it
    expect(general.rows.find((r) => r.userId === t.fx.users.ana.id)).toMatchObject({ absences: 0, leaveDays: 0 });
    expect(general.totals).toMatchObject({ absences: 0, leaveDays: 1 });
    const shifts = dataOf<{ rows: Row[] }>(await t.call('POST', '/api/reports/shifts', { token: t.tokenFor('owner'), body: { from: D, to: D } }));
    expect(shifts.rows.find((r) => r.userId === t.fx.users.collaborator.id)).toMatchObject({ absences: 0, leaveDays: 1 });
  });
});
