import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { branchOffices } from '../../../src/server/db/schema';
import { specialDays } from '../../../src/server/engine/storage/productTables';
import { forgetUnitTree } from '../../../src/server/permissions/unitTreeCache';
import { addDays, weekdayOf } from '../../../src/shared/workday';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { at, daysAgo, history, mark, postMarks, type WorkdayView } from '../workdays/attendanceHelpers';

let t: TestApp;
/** the day everything happens (two days ago, local Madrid date) and its DD-MM-YYYY form */
const D = daysAgo(2);
const dmy = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
const POS = { lat: 43.263, lng: -2.935, accuracy: 12 };

const get = <T>(path: string, query: Record<string, string> = {}, username = 'owner') =>
  t.call<T>('GET', `/api/reports/dashboard/${path}`, { token: t.tokenFor(username), query });

type Absences = { date: string; planned: number; absent: number; users: { id: string; name: string; branchName: string; shift: { startTime: string } }[] };
type Presences = { present: number; working: number; onBreak: number; finished: number; users: { id: string; workdayId: string; status: string }[] };
type Late = { count: number; totalMinutes: number; users: { id: string; lateMinutes: number }[] };
type Calendar = { from: string; to: string; days: { date: string; presences: number; absences: number; late: number; specialDays: { name: string }[] }[] };
type MapData = { count: number; withoutPosition: number; capped: boolean; marks: { userId: string; name: string; type: string; lat: number; lng: number }[]; tiles: { url: string } };
type Graphic = { days: { date: string; workedHours: number; extraHours: number; lateCount: number; presences: number }[] };
type Heat = { matrix: number[][]; weekdays: number[]; max: number };

/**
 * Date D: Ana (Bilbao) planned 08:00–16:00, came 08:20–16:00 (20 min late, positions on both marks); Collaborator
 * (Bilbao) planned 09:00–17:00, never came; Luis (Sevilla) planned and came 08:00–16:00 (check-in with a position,
 * check-out without). Tomorrow Collaborator is planned too (not absent yet). A special day on D for every unit.
 */
beforeAll(async () => {
  t = await createTestApp();
  const { ana, collaborator, luis } = t.fx.users;
  const shift = async (userId: string, date: string, startTime: string, endTime: string) =>
    dataOf(await t.call('POST', '/api/workshift/shift', { token: t.tokenFor('owner'), body: { userId, date, type: 'simple', startTime, endTime } }), 201);
  await shift(ana.id, D, '08:00', '16:00');
  await shift(collaborator.id, D, '09:00', '17:00');
  await shift(luis.id, D, '08:00', '16:00');
  await shift(collaborator.id, addDays(daysAgo(0), 1), '09:00', '17:00');
  dataOf(await postMarks(t, {
    marks: [
      mark({ userId: ana.id, at: at(D, '08:20'), type: 'CHECK_IN', position: POS }),
      mark({ userId: ana.id, at: at(D, '16:00'), type: 'CHECK_OUT', position: POS }),
      mark({ userId: luis.id, at: at(D, '08:00'), type: 'CHECK_IN', position: { lat: 37.389, lng: -5.984 } }),
      mark({ userId: luis.id, at: at(D, '16:00'), type: 'CHECK_OUT' }),
    ],
  }));
  await t.db.insert(specialDays).values({ companyId: t.fx.companyA.id, name: 'Fiesta local', dateFrom: D, dateTo: D });
});
afterAll(async () => {
  await t?.close();
});

describe('dashboard cards', () => {
  it('counts planned people, absences, presences and late arrivals of a date (DD-MM-YYYY)', async () => {
    const abs = dataOf<Absences>(await get('absences', { date: dmy(D) }));
    expect(abs).toMatchObject({ date: D, planned: 3, absent: 1 });
    expect(abs.users).toEqual([expect.objectContaining({ id: t.fx.users.collaborator.id, name: 'Collaborator Bilbaino', branchName: 'Bilbao Store', shift: expect.objectContaining({ startTime: '09:00' }) })]);

    const pre = dataOf<Presences>(await get('presences', { date: dmy(D) }));
    expect(pre).toMatchObject({ present: 2, working: 0, onBreak: 0, finished: 2 });
    expect(pre.users.map((u) => u.id).sort()).toEqual([t.fx.users.ana.id, t.fx.users.luis.id].sort());

    const late = dataOf<Late>(await get('lateArrivals', { date: dmy(D) }));
    const anaDay = dataOf<{ workdays: WorkdayView[] }>(await history(t, t.fx.users.ana.id, { filter: { date: D } })).workdays[0];
    expect(anaDay.totals.late).toBeGreaterThan(0);
    expect(late).toMatchObject({ count: 1, totalMinutes: anaDay.totals.late });
    expect(late.users).toEqual([expect.objectContaining({ id: t.fx.users.ana.id, lateMinutes: anaDay.totals.late, timeZone: 'Europe/Madrid', firstIn: at(D, '08:20') })]);
  });

  it('shows a new mark and a deleted workday at once, although the figures are cached between requests', async () => {
    const E = daysAgo(5);
    const before = dataOf<Presences>(await get('presences', { date: dmy(E) }));
    expect(dataOf<Presences>(await get('presences', { date: dmy(E) })).present).toBe(before.present);
    const [created] = dataOf<{ results: { workdayId: string }[] }>(await postMarks(t, {
      marks: [mark({ userId: t.fx.users.collaborator.id, at: at(E, '09:00'), type: 'CHECK_IN' }), mark({ userId: t.fx.users.collaborator.id, at: at(E, '17:00'), type: 'CHECK_OUT' })],
    })).results;
    expect(dataOf<Presences>(await get('presences', { date: dmy(E) })).present).toBe(before.present + 1);
    dataOf(await t.call('DELETE', `/api/workdays/${created.workdayId}`, { token: t.tokenFor('owner') }));
    expect(dataOf<Presences>(await get('presences', { date: dmy(E) })).present).toBe(before.present);
  });

  it('does not count as absent a shift that has not started yet, and defaults to today', async () => {
    const tomorrow = addDays(daysAgo(0), 1);
    expect(dataOf<Absences>(await get('absences', { date: dmy(tomorrow) }))).toMatchObject({ planned: 1, absent: 0, users: [] });
    expect(dataOf<Absences>(await get('absences')).date).toBe(daysAgo(0));
  });

  it('filters by a unit and its sub-units', async () => {
    const north = { date: dmy(D), branch: t.fx.units.north };
    expect(dataOf<Absences>(await get('absences', north))).toMatchObject({ planned: 2, absent: 1 });
    expect(dataOf<Presences>(await get('presences', north)).present).toBe(1);
    expect(dataOf<Late>(await get('lateArrivals', north)).count).toBe(1);
    const sevilla = { date: dmy(D), branch: t.fx.units.sevilla };
    expect(dataOf<Presences>(await get('presences', sevilla)).present).toBe(1);
    expect(dataOf<Late>(await get('lateArrivals', sevilla)).count).toBe(0);
    expect(dataOf<Absences>(await get('absences', sevilla))).toMatchObject({ planned: 1, absent: 0 });
    const northDay = dataOf<Calendar>(await get('calendar', north)).days.find((d) => d.date === D);
    expect(northDay).toMatchObject({ presences: 1, absences: 1, late: 1, specialDays: [expect.objectContaining({ name: 'Fiesta local' })] });
  });

  it('counts only the manager’s units; other units and companies answer 404', async () => {
    expect(dataOf<Absences>(await get('absences', { date: dmy(D) }, 'manager'))).toMatchObject({ planned: 1, absent: 0 });
    expect(dataOf<Presences>(await get('presences', { date: dmy(D) }, 'manager')).users.map((u) => u.id)).toEqual([t.fx.users.luis.id]);
    expect(dataOf<Late>(await get('lateArrivals', { date: dmy(D) }, 'manager')).count).toBe(0);
    expectError(await get('presences', { date: dmy(D), branch: t.fx.units.bilbao }, 'manager'), 404, 'NOT_FOUND');
    // the viewer sees the whole company
    expect(dataOf<Presences>(await get('presences', { date: dmy(D) }, 'viewer')).present).toBe(2);
    // another company sees none of it and cannot name our units
    expect(dataOf<Presences>(await get('presences', { date: dmy(D) }, 'demoowner')).present).toBe(0);
    expect(dataOf<Absences>(await get('absences', { date: dmy(D) }, 'demoowner')).planned).toBe(0);
    expect(dataOf<MapData>(await get('map', { date: dmy(D) }, 'demoowner')).count).toBe(0);
    expectError(await get('presences', { date: dmy(D), branch: t.fx.units.bilbao }, 'demoowner'), 404, 'NOT_FOUND');
  });

  it('refuses a bad date or branch with 400 and an anonymous call with 401', async () => {
    expectError(await get('absences', { date: '2026/01/01' }), 400, 'VALIDATION_ERROR', 'date');
    expectError(await get('presences', { date: '31-02-2026' }), 400, 'VALIDATION_ERROR', 'date');
    const res = await get<unknown>('calendar', { date: 'yesterday' });
    expect((res.body as { errors: { code: string }[] }).errors[0].code).toBe('NOT_VALID_DATE');
    expectError(await get('map', { branch: 'nope' }), 400, 'VALIDATION_ERROR', 'branch');
    expect((await t.call('GET', '/api/reports/dashboard/presences')).status).toBe(401);
  });
});

describe('calendar, map, graphic and heat map', () => {
  it('lists every day of the month with its counts and special days', async () => {
    const cal = dataOf<Calendar>(await get('calendar', { date: dmy(D) }));
    expect(cal.from).toBe(`${D.slice(0, 7)}-01`);
    expect(cal.days[0].date).toBe(cal.from);
    expect(cal.days.at(-1)?.date).toBe(cal.to);
    expect(cal.days.find((d) => d.date === D)).toEqual({ date: D, presences: 2, absences: 1, late: 1, specialDays: [expect.objectContaining({ name: 'Fiesta local' })] });
    expect(cal.days.filter((d) => d.date !== D).every((d) => d.presences === 0 && d.absences === 0)).toBe(true);
  });

  it('answers the date’s marks with a position, the total and those without position, and the tile address', async () => {
    const map = dataOf<MapData>(await get('map', { date: dmy(D) }));
    expect(map).toMatchObject({ count: 4, withoutPosition: 1, capped: false });
    expect(map.marks).toHaveLength(3);
    expect(map.marks).toContainEqual(expect.objectContaining({ userId: t.fx.users.luis.id, name: 'Luis Lopez', type: 'CHECK_IN', lat: 37.389, lng: -5.984 }));
    expect(map.tiles.url).toContain('{z}');
    expect(dataOf<MapData>(await get('map', { date: dmy(D), branch: t.fx.units.sevilla })).count).toBe(2);
  });

  it('sums worked hours, overtime, late arrivals and presences per day of a range of at most 92 days', async () => {
    const post = (body: unknown, username = 'owner') => t.call('POST', '/api/reports/graphics/workdays', { token: t.tokenFor(username), body });
    const g = dataOf<Graphic>(await post({ from: dmy(addDays(D, -1)), to: dmy(D) }));
    const worked = await Promise.all([t.fx.users.ana.id, t.fx.users.luis.id].map(async (id) =>
      dataOf<{ workdays: WorkdayView[] }>(await history(t, id, { filter: { date: D } })).workdays[0].totals.worked));
    expect(g.days).toEqual([
      { date: addDays(D, -1), workedHours: 0, extraHours: 0, lateCount: 0, presences: 0 },
      { date: D, workedHours: Math.round(((worked[0] + worked[1]) / 60) * 100) / 100, extraHours: 0, lateCount: 1, presences: 2 },
    ]);
    expect(dataOf<Graphic>(await post({ from: D, to: D, branch: t.fx.units.sevilla }, 'manager')).days[0].presences).toBe(1);
    expectError(await post({ from: D, to: addDays(D, 92) }), 400, 'DATE_RANGE_INVALID', 'to');
    expectError(await post({ from: 'x', to: D }), 400, 'VALIDATION_ERROR', 'from');
  });

  it('averages people present per weekday and hour from the clock pairs', async () => {
    const heat = dataOf<Heat>(await get('heatmap', { from: dmy(D), to: dmy(D) }));
    const dow = (weekdayOf(D) + 6) % 7;
    expect(heat.matrix).toHaveLength(7);
    expect(heat.matrix[dow]).toHaveLength(24);
    expect(heat.matrix[dow][7]).toBe(0);
    expect(heat.matrix[dow][8]).toBe(2);
    expect(heat.matrix[dow][15]).toBe(2);
    expect(heat.matrix[dow][16]).toBe(0);
    expect(heat.max).toBe(2);
    // two weeks: the weekday of D happens twice, so its average halves
    const two = dataOf<Heat>(await get('heatmap', { from: dmy(addDays(D, -7)), to: dmy(D) }));
    expect(two.matrix[dow][8]).toBe(1);
    expect(dataOf<Heat>(await get('heatmap', { from: dmy(D), to: dmy(D) }, 'manager')).matrix[dow][8]).toBe(1);
    expectError(await get('heatmap', { from: dmy(D), to: dmy(addDays(D, 100)) }), 400, 'DATE_RANGE_INVALID', 'to');
  });

  it('takes each person’s local date from their unit’s time zone', async () => {
    // Sevilla moves to Canary time: 00:30 in Madrid on the next day is still D there (23:30)
    await t.db.update(branchOffices).set({ timezone: 'Atlantic/Canary' }).where(eq(branchOffices.id, t.fx.units.sevilla));
    forgetUnitTree(t.fx.companyA.id); // what a unit write through the API does
    const late = at(addDays(D, 1), '00:30');
    dataOf(await postMarks(t, { marks: [mark({ userId: t.fx.users.luis.id, at: late, type: 'CHECK_IN', position: POS }), mark({ userId: t.fx.users.ana.id, at: late, type: 'CHECK_IN', position: POS })] }));
    const map = dataOf<MapData>(await get('map', { date: dmy(D) }));
    // Luis's 23:30 mark counts on D; Ana's (Madrid, 00:30 of D+1) does not
    expect(map.count).toBe(5);
    expect(map.marks.filter((m) => m.userId === t.fx.users.luis.id)).toHaveLength(2);
    expect(dataOf<MapData>(await get('map', { date: dmy(addDays(D, 1)) })).count).toBe(1);
  });

  it('hands the browser the configured tile address and lets the page load its images', async () => {
    const own = await createTestApp({ mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', mapTileAttribution: '© Example' });
    try {
      const res = await own.call<{ data: MapData }>('GET', '/api/reports/dashboard/map', { token: own.tokenFor('owner') });
      expect(dataOf<MapData>(res).tiles).toEqual({ url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example' });
      expect(String(res.headers['content-security-policy'])).toContain("img-src 'self' data: blob: https://*.tiles.example.org");
    } finally {
      await own.close();
    }
    const res = await get<{ data: MapData }>('map');
    expect(dataOf<MapData>(res).tiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(String(res.headers['content-security-policy'])).toContain('https://tile.openstreetmap.org');
  });
});
