import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../../../src/server/db/client';
import { marks, shifts, users, workdayReviews, workdays } from '../../../../src/server/db/schema';
import { seedDemoCompany, type SeedSummary } from '../../../../src/server/seed';
import { dayMarks } from '../../../../src/server/seed/marksSeed';
import { createPrng } from '../../../../src/server/seed/prng';
import { plannedTemplate } from '../../../../src/server/seed/workdaysShiftPlan';

/** The demo's time and attendance, seeded for a fixed "now". */
describe('demo attendance seed', () => {
  let database: Database;
  let summary: SeedSummary;
  const now = new Date('2026-04-15T10:00:00Z');
  const today = '2026-04-15';

  beforeAll(async () => {
    database = await openPglite('memory://');
    await database.migrate();
    summary = await seedDemoCompany(database.db, { now });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  const db = () => database.db;

  it('gives every collaborator hired before the window 60 days of workdays, up to today', async () => {
    const spans = await db()
      .select({
        userId: users.id, first: sql<string>`min(${workdays.date})::text`, last: sql<string>`max(${workdays.date})::text`,
        days: sql<number>`count(*)`.mapWith(Number),
      })
      .from(users)
      .innerJoin(workdays, eq(workdays.userId, users.id))
      .where(and(eq(users.companyId, summary.companyId), eq(users.role, 'user'), eq(users.active, true), sql`coalesce(${users.contractStartDate}, '2000-01-01') <= '2026-02-14'`))
      .groupBy(users.id);
    const [{ n: veterans }] = await db().select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users)
      .where(and(eq(users.companyId, summary.companyId), eq(users.role, 'user'), eq(users.active, true), sql`coalesce(${users.contractStartDate}, '2000-01-01') <= '2026-02-14'`));
    expect(veterans).toBeGreaterThan(150);
    expect(spans.length).toBe(veterans); // nobody without marks
    for (const s of spans) {
      expect(s.first <= '2026-02-20', s.userId).toBe(true); // within the first week of the 60 days
      expect(s.last >= '2026-04-10' && s.last <= today, s.userId).toBe(true);
      expect(s.days).toBeGreaterThanOrEqual(30); // five or six working days a week, a rare absence
    }
  });

  it('has today so far: at noon in Madrid most of the morning shift is at work, and nothing is marked after now', async () => {
    const rows = await db().select().from(workdays).where(and(eq(workdays.companyId, summary.companyId), eq(workdays.date, today)));
    const open = rows.filter((w) => w.state === 'started' || w.state === 'pause');
    expect(open.length).toBeGreaterThan(50);
    expect(rows.every((w) => w.lastOut === null || w.lastOut.getTime() <= now.getTime())).toBe(true);
  });

  it('holds late arrivals, overtime, breaks, forgotten check-outs with their PENDING review, and night shifts', async () => {
    const rows = await db().select().from(workdays).where(eq(workdays.companyId, summary.companyId));
    const withEntry = (type: string) => rows.filter((w) => w.historyHours.some((h) => h.type === type));
    const share = (n: number) => n / rows.length;
    expect(share(withEntry('LATER_ARRIVAL').length)).toBeGreaterThan(0.05);
    expect(share(withEntry('EXTRA_HOURS').length)).toBeGreaterThan(0.05);
    expect(share(withEntry('BREAK').length)).toBeGreaterThan(0.5);

    const closed = rows.filter((w) => w.state === 'automaticFinish');
    expect(closed.length).toBeGreaterThan(20);
    const reviews = await db().select().from(workdayReviews).where(and(eq(workdayReviews.companyId, summary.companyId), eq(workdayReviews.kind, 'MISSING_CHECK_OUT')));
    expect(new Set(reviews.map((r) => r.workdayId))).toEqual(new Set(closed.map((w) => w.id)));
    expect(reviews.every((r) => r.status === 'PENDING')).toBe(true);
    // closed at the planned end: forgetting to check out never earns overtime
    expect(closed.every((w) => w.extraMinutes === 0)).toBe(true);

    const nights = rows.filter((w) => (w.shift as { startTime?: string } | null)?.startTime === '23:00' && w.state === 'finish');
    expect(nights.length).toBeGreaterThan(100);
    // the check-out falls on the next morning, yet the workday belongs to the evening it started
    expect(nights.every((w) => w.clocks.at(-1)!.out!.slice(0, 10) > w.date)).toBe(true);
    expect(nights.filter((w) => w.nightMinutes >= 360).length / nights.length).toBeGreaterThan(0.9);
  });

  it('plans shifts by workplace from 60 days ago to two weeks ahead, and leaves no mark in the future', async () => {
    const [range] = await db().select({ first: sql<string>`min(${shifts.date})::text`, last: sql<string>`max(${shifts.date})::text` }).from(shifts).where(eq(shifts.companyId, summary.companyId));
    expect(range.first <= '2026-02-14').toBe(true);
    expect(range.last).toBe('2026-04-28');
    const [late] = await db().select({ n: sql<number>`count(*)`.mapWith(Number) }).from(marks).where(and(eq(marks.companyId, summary.companyId), sql`${marks.at} > ${now.toISOString()}`));
    expect(late.n).toBe(0);
    const sources = await db().select({ source: marks.source, withPosition: sql<number>`count(${marks.latitude})`.mapWith(Number), n: sql<number>`count(*)`.mapWith(Number) })
      .from(marks).where(eq(marks.companyId, summary.companyId)).groupBy(marks.source);
    const by = Object.fromEntries(sources.map((s) => [s.source, s]));
    expect(by.clock.n).toBeGreaterThan(by.mobile.n);
    expect(by.mobile.withPosition).toBe(by.mobile.n); // the mobile app sends where the mark was made
    expect(by.portal.n).toBeGreaterThan(0);
  });
});

describe('attendance patterns', () => {
  it('rotates warehouse staff through mornings, afternoons and nights, keeps weekends free, gives shop staff Sundays off', () => {
    const weeks = ['2026-03-02', '2026-03-09', '2026-03-16'].map((monday) => plannedTemplate('warehouse', 'Mozo de almacén', 4, monday));
    expect(new Set(weeks)).toEqual(new Set(['Mañana', 'Tarde', 'Noche']));
    expect(plannedTemplate('warehouse', 'Mozo de almacén', 4, '2026-03-07')).toBe('Descanso');
    expect(plannedTemplate('warehouse', 'Conductor repartidor', 4, '2026-03-09')).toBe('Mañana');
    expect(plannedTemplate('store', 'Cajera', 1, '2026-03-08')).toBe('Descanso');
    expect(plannedTemplate('store', 'Cajera', 1, '2026-03-07')).not.toBe('Descanso'); // shops open on Saturdays
  });

  it('is deterministic: the same seed gives the same marks', () => {
    const shift = { date: '2026-03-10', type: 'simple' as const, startTime: '07:00', endTime: '15:00', breakMinutes: 30 };
    const place = { device: 'RELOJ-MAD-T01', latitude: 40.42, longitude: -3.7 };
    const run = () => Array.from({ length: 50 }, () => dayMarks(createPrng('demo:attendance'), shift, 'Europe/Madrid', place));
    const a = run();
    expect(run()).toEqual(a);
    expect(a[0][0]).toMatchObject({ type: 'CHECK_IN' });
  });
});
