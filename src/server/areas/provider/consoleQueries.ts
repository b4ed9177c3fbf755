import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../dashboard/dashboardContext';
import type { ConsoleCompany } from '../../../shared/provider';
import { displayStatus } from '../subscription/subscriptionStore';

export interface ConsoleQuery { q?: string; status?: 'active' | 'suspended'; skip: number; limit: number }

type Row = {
  id: string; name: string; slug: string; status: 'active' | 'suspended'; contracted_users: number; created_at: Date | string; flags: Record<string, unknown>;
  plan: string | null; sub_status: string | null; cancel_at_period_end: boolean | null; seats_used: number | string; last_activity: Date | string | null; total: number | string;
};

const isoOf = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

/**
 * Every company for the console, a page at a time, ordered by name: search on name or slug, the status filter and the
 * total in one statement; the seats used (the one rule: active collaborators) and the last activity (the newest audit
 * row, on its (company, at) index) only for the page's rows.
 */
export async function listConsoleCompanies(db: Db, query: ConsoleQuery): Promise<{ rows: ConsoleCompany[]; total: number }> {
  const q = query.q?.trim().toLowerCase();
  const where = sql.join([
    sql`true`,
    ...(q ? [sql`(lower(c.name) like ${`%${q}%`} or c.slug like ${`%${q}%`})`] : []),
    ...(query.status ? [sql`c.status = ${query.status}`] : []),
  ], sql` and `);
  const rows = await rowsOf<Row>(db, sql`
    with page as (
      select c.id, c.name, c.slug, c.status, c.contracted_users, c.created_at, c.flags, count(*) over () as total
      from companies c where ${where}
      order by lower(c.name), c.id
      limit ${query.limit} offset ${query.skip}
    )
    select p.*, s.plan, s.status as sub_status, s.cancel_at_period_end,
      (select count(*) from users u where u.company_id = p.id and u.role = 'user' and u.active) as seats_used,
      (select max(a.at) from audit_log a where a.company_id = p.id) as last_activity
    from page p left join subscriptions s on s.company_id = p.id
    order by lower(p.name), p.id`);
  const total = rows.length ? Number(rows[0].total) : (query.skip > 0 ? await countCompanies(db, where) : 0);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id, name: r.name, slug: r.slug, status: r.status,
      plan: r.plan ?? 'standard',
      subscriptionStatus: r.sub_status ? displayStatus({ status: r.sub_status, cancelAtPeriodEnd: !!r.cancel_at_period_end }) : 'active',
      seatsUsed: Number(r.seats_used), seatsContracted: r.contracted_users,
      createdAt: isoOf(r.created_at) as string, lastActivityAt: isoOf(r.last_activity), flags: r.flags ?? {},
    })),
  };
}

async function countCompanies(db: Db, where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from companies c where ${where}`);
  return Number(row?.n ?? 0);
}
