import { and, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../../shared/workday/zonedTime';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { engineTableOf } from '../../engine/tables';

type Scope = Set<string> | null;

/** People listed per part of the dashboard (the counts are always whole). */
export const DASHBOARD_LIST_LIMIT = 50;
/** How far ahead "upcoming" looks. */
export const UPCOMING_DAYS = 14;

const monthOf = (date: string) => {
  const from = `${date.slice(0, 7)}-01`;
  return { from, to: addDays(`${addDays(from, 32).slice(0, 7)}-01`, -1) };
};

/**
 * The absences dashboard of a date (spec §2 "absences dashboard"): who is away that day by reason, the month's
 * approved days by reason, the pending requests (oldest first: the ones waiting longest) and the approved leave
 * starting in the next UPCOMING_DAYS days. Everything within the caller's units (the request's unit).
 */
export async function absencesDashboard(db: Db, auth: AuthContext, scope: Scope, date: string) {
  const d = engineTableOf('dayoffs');
  const r = engineTableOf('dayofftypes');
  const c = d.columns;
  const rc = r.columns;
  const inScope: SQL[] = [eq(d.companyId, auth.company.id)];
  if (scope) inScope.push(scope.size ? sql`${c.branch} = ANY(${`{${[...scope].join(',')}}`}::uuid[])` : sql`false`);
  const approved = and(...inScope, eq(c.status, 'APPROVED'));
  const person = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  const base = () => db.select({
    id: d.id, userId: c.userId, name: person, typeId: c.typeId, reason: rc.title, color: rc.color,
    from: c.from, to: c.to, partial: c.partial, days: c.days, status: c.status, createdAt: d.createdAt,
  }).from(d.table)
    .innerJoin(users, and(eq(users.id, c.userId), eq(users.companyId, auth.company.id)))
    .innerJoin(r.table, and(eq(r.id, c.typeId), eq(r.companyId, auth.company.id)));

  const away = await base().where(and(approved, lte(c.from, date), gte(c.to, date), eq(users.active, true))).orderBy(asc(users.firstName), asc(users.lastName));
  const { from, to } = monthOf(date);
  const month = await db.select({ typeId: c.typeId, reason: rc.title, color: rc.color, requests: count(), days: sql<number>`coalesce(sum(${c.days}), 0)::float` })
    .from(d.table).innerJoin(r.table, and(eq(r.id, c.typeId), eq(r.companyId, auth.company.id)))
    .where(and(approved, lte(c.from, to), gte(c.to, from)))
    .groupBy(c.typeId, rc.title, rc.color).orderBy(sql`coalesce(sum(${c.days}), 0) desc`);
  const pendingWhere = and(...inScope, eq(c.status, 'PENDING'));
  const [{ n: pendingCount }] = await db.select({ n: count() }).from(d.table).where(pendingWhere);
  const pending = await base().where(pendingWhere).orderBy(asc(d.createdAt)).limit(DASHBOARD_LIST_LIMIT);
  const upcoming = await base().where(and(approved, gte(c.from, addDays(date, 1)), lte(c.from, addDays(date, UPCOMING_DAYS))))
    .orderBy(asc(c.from), asc(users.firstName)).limit(DASHBOARD_LIST_LIMIT);

  const byReason = new Map<string, { typeId: string; reason: string; color: string; people: number }>();
  for (const a of away) {
    const entry = byReason.get(String(a.typeId)) ?? { typeId: String(a.typeId), reason: String(a.reason), color: String(a.color), people: 0 };
    entry.people += 1;
    byReason.set(entry.typeId, entry);
  }
  return {
    date,
    today: { count: away.length, byReason: [...byReason.values()].sort((x, y) => y.people - x.people), people: away.slice(0, DASHBOARD_LIST_LIMIT) },
    month: { from, to, byReason: month.map((m) => ({ ...m, days: Math.round(Number(m.days) * 100) / 100 })) },
    pending: { count: pendingCount, oldest: pending },
    upcoming: { days: UPCOMING_DAYS, requests: upcoming },
  };
}
