import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { at, daysAgo, history, mark, planShift, postMarks, type WorkdayView } from './attendanceHelpers';

let t: TestApp;
type History = { workdays: WorkdayView[]; count: number; shifts: { date: string; startTime?: string }[]; user: { id: string; firstName: string; branchName: string }; timeZone: string };

/** Ana worked 8:00–16:00 on each of the last 12 days (day 1 = yesterday). */
beforeAll(async () => {
  t = await createTestApp();
  const userId = t.fx.users.ana.id;
  const marks = Array.from({ length: 12 }, (_, i) => daysAgo(i + 1)).flatMap((date) => [
    mark({ userId, at: at(date, '08:00'), type: 'CHECK_IN' }),
    mark({ userId, at: at(date, '16:00'), type: 'CHECK_OUT' }),
  ]);
  dataOf(await postMarks(t, { marks }));
  await planShift(t, userId, daysAgo(2), { startTime: '08:00', endTime: '16:00' });
  await planShift(t, userId, daysAgo(0), { type: 'rest' });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/workdays/history/:userId', () => {
  it('answers the newest workdays first, at most `limit`, with the total, the person and their time zone', async () => {
    const all = dataOf<History>(await history(t, t.fx.users.ana.id));
    expect(all.count).toBe(12);
    expect(all.workdays.map((w) => w.date)).toEqual(Array.from({ length: 12 }, (_, i) => daysAgo(i + 1)));
    expect(all.user).toMatchObject({ id: t.fx.users.ana.id, firstName: 'Ana', branchName: 'Bilbao Store' });
    expect(all.timeZone).toBe('Europe/Madrid');

    const two = dataOf<History>(await history(t, t.fx.users.ana.id, { limit: 2 }));
    expect(two.workdays.map((w) => w.date)).toEqual([daysAgo(1), daysAgo(2)]);
    expect(two.count).toBe(12);
    expectError(await history(t, t.fx.users.ana.id, { limit: 1001 }), 400, 'VALIDATION_ERROR', 'limit');
  });

  it('filters by one date or a range and lists the planned shifts of the range', async () => {
    const one = dataOf<History>(await history(t, t.fx.users.ana.id, { filter: { date: daysAgo(3) } }));
    expect(one.workdays.map((w) => w.date)).toEqual([daysAgo(3)]);
    expect(one.workdays[0].totals.worked).toBe(480);

    const range = dataOf<History>(await history(t, t.fx.users.ana.id, { filter: { date: { gte: daysAgo(4), lte: daysAgo(0) } } }));
    expect(range.workdays.map((w) => w.date)).toEqual([daysAgo(1), daysAgo(2), daysAgo(3), daysAgo(4)]);
    expect(range.shifts.map((s) => s.date)).toEqual([daysAgo(0), daysAgo(2)]);

    expectError(await history(t, t.fx.users.ana.id, { filter: { date: { gte: daysAgo(1), lte: daysAgo(5) } } }), 400, 'DATE_RANGE_INVALID', 'filter.date.lte');
    expectError(await history(t, t.fx.users.ana.id, { filter: { date: '2026-02-30' } }), 400, 'VALIDATION_ERROR', 'filter.date');
    expectError(await history(t, t.fx.users.ana.id, { filter: { day: daysAgo(1) } }), 400, 'VALIDATION_ERROR', 'filter.day');
  });

  it('shows only users of the caller’s company and units; a viewer may read', async () => {
    // the manager runs Sevilla; Ana works in Bilbao
    expectError(await history(t, t.fx.users.ana.id, {}, 'manager'), 404, 'NOT_FOUND');
    expectError(await history(t, t.fx.users.demoworker.id), 404, 'NOT_FOUND');
    expectError(await history(t, 'not-a-uuid'), 400, 'VALIDATION_ERROR', 'userId');
    // the administrator runs North (Bilbao and Santander)
    expect(dataOf<History>(await history(t, t.fx.users.ana.id, {}, 'admin')).count).toBe(12);
    expect(dataOf<History>(await history(t, t.fx.users.ana.id, {}, 'viewer')).count).toBe(12);
    expect(dataOf<History>(await history(t, t.fx.users.luis.id, {}, 'manager')).count).toBe(0);
  });
});
