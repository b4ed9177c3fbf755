import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../../../src/server/db/client';
import { seedDemoCompany, type SeedSummary } from '../../../../src/server/seed';

const rows = async <T>(database: Database, q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('demo work orders', () => {
  let database: Database;
  let summary: SeedSummary;
  const now = new Date('2026-03-10T10:00:00Z');

  beforeAll(async () => {
    database = await openPglite('memory://');
    await database.migrate();
    summary = await seedDemoCompany(database.db, { now, attendanceDays: 35 });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('30 orders across the sites, with positions and a status following their plan', async () => {
    const [o] = await rows<{ n: number; units: number; positioned: number; statuses: number }>(database, sql`select count(*)::int n, count(distinct unit)::int units,
      count(*) filter (where latitude is not null)::int positioned, count(distinct status)::int statuses from work_orders where company_id = ${summary.companyId}`);
    expect(o).toMatchObject({ n: 30, positioned: 30 });
    expect(o.units).toBeGreaterThanOrEqual(5);
    expect(o.statuses).toBeGreaterThanOrEqual(3);
  });

  it('a month of logs that keep the rules: no person on two orders at once, inside their workdays', async () => {
    const [l] = await rows<{ n: number; people: number; orders: number }>(database, sql`select count(*)::int n, count(distinct user_id)::int people, count(distinct work_order_id)::int orders from work_order_logs where company_id = ${summary.companyId}`);
    expect(l.n).toBeGreaterThan(500);
    expect(l.people).toBeGreaterThan(50);
    expect(l.orders).toBeGreaterThan(15);
    const [overlaps] = await rows<{ n: number }>(database, sql`select count(*)::int n from work_order_logs a join work_order_logs b on a.user_id = b.user_id and a.id < b.id
      and a.started_at < coalesce(b.ended_at, 'infinity') and b.started_at < coalesce(a.ended_at, 'infinity') where a.company_id = ${summary.companyId}`);
    expect(overlaps.n).toBe(0);
    const [outside] = await rows<{ n: number }>(database, sql`select count(*)::int n from work_order_logs l where l.company_id = ${summary.companyId} and not exists (
      select 1 from workdays w where w.user_id = l.user_id and w.first_in <= l.started_at and coalesce(w.last_out, 'infinity') >= coalesce(l.ended_at, w.last_out, 'infinity'))`);
    expect(outside.n).toBe(0);
  });
});
