import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { specialDayFallsOn } from '../../../shared/absences/specialDays';
import type { SpecialDayRule } from '../../../shared/absences/types';
import { addDays } from '../../../shared/workday/zonedTime';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { branchOffices, users } from '../../db/schema';
import { engineTableOf } from '../../engine/tables';
import { ApiError, fieldError, forbidden, notFound } from '../../http/apiError';
import { unitsAndBelow } from '../../permissions/unitScope';
import { unitLinksOf } from '../../permissions/unitTreeCache';

/** Longest timeline, in days (6 weeks): one screen of day columns. */
export const MAX_TIMELINE_DAYS = 42;

export interface TimelineQuery {
  from: string;
  to: string;
  branchId?: string;
  skip: number;
  limit: number;
}

type Scope = Set<string> | null;
type Row = Record<string, unknown>;

/** from ≤ to and at most MAX_TIMELINE_DAYS days, else 400 DATE_RANGE_INVALID on `to`. */
function assertTimelineRange(from: string, to: string): void {
  if (from > to || addDays(from, MAX_TIMELINE_DAYS - 1) < to) {
    throw new ApiError(400, 'DATE_RANGE_INVALID', { errors: [fieldError('to', 'DATE_RANGE_INVALID')] });
  }
}

/**
 * Who is away when: a page of the active collaborators of a unit (and its sub-units; none given = all of the caller's
 * units), name order, each with their PENDING and APPROVED requests overlapping [from, to], and the special days
 * that concern the unit (its own, its parents' and sub-units', and company-wide ones) with their dates in range.
 * Another company's unit → 404, one outside the caller's units → 403.
 */
export async function timelineOf(db: Db, auth: AuthContext, scope: Scope, q: TimelineQuery) {
  assertTimelineRange(q.from, q.to);
  const companyId = auth.company.id;
  const links = await unitLinksOf(db, companyId);
  let units: Set<string> | null = scope;
  let concerned: Set<string> | null = null;
  if (q.branchId) {
    if (!links.some((l) => l.id === q.branchId)) throw notFound();
    if (scope && !scope.has(q.branchId)) throw forbidden();
    units = await unitsAndBelow(db, companyId, [q.branchId]);
    concerned = new Set(units);
    const parents = new Map(links.map((l) => [l.id, l.parent]));
    for (let u = parents.get(q.branchId); u && !concerned.has(u); u = parents.get(u)) concerned.add(u);
  }

  const where: SQL[] = [eq(users.companyId, companyId), eq(users.role, 'user'), eq(users.active, true)];
  if (units) where.push(units.size ? inArray(users.mainBranch, [...units]) : sql`false`);
  const [{ total }] = await db.select({ total: count() }).from(users).where(and(...where));
  const people = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, branchId: users.mainBranch, branchName: branchOffices.name })
    .from(users).leftJoin(branchOffices, eq(branchOffices.id, users.mainBranch)).where(and(...where))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
    .offset(q.skip).limit(q.limit);

  const ids = people.map((p) => p.id);
  const d = engineTableOf('dayoffs');
  const ty = engineTableOf('dayofftypes');
  const c = d.columns;
  const requests = ids.length
    ? await db.select({
      id: d.id, userId: c.userId, typeId: c.typeId, typeTitle: ty.columns.title, color: ty.columns.color,
      from: c.from, to: c.to, partial: c.partial, status: c.status, days: c.days,
    }).from(d.table).innerJoin(ty.table, eq(ty.id, c.typeId)).where(and(
      eq(d.companyId, companyId), inArray(c.userId, ids), ne(c.status, 'REJECTED'),
      sql`${c.from} <= ${q.to}`, sql`${c.to} >= ${q.from}`,
    )).orderBy(asc(c.from))
    : [];
  const byPerson = new Map<string, Row[]>();
  for (const r of requests) byPerson.set(String(r.userId), [...(byPerson.get(String(r.userId)) ?? []), r]);

  return {
    people: people.map((p) => ({
      id: p.id, name: `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim(), branchId: p.branchId, branchName: p.branchName ?? null,
      requests: (byPerson.get(p.id) ?? []).map(({ userId: _u, ...r }) => r),
    })),
    specialDays: await specialDaysIn(db, companyId, q.from, q.to, concerned),
    count: Number(total),
  };
}

/** The company's special days with their dates in [from, to]; with `concerned`, only those naming no unit or one of them. */
async function specialDaysIn(db: Db, companyId: string, from: string, to: string, concerned: Set<string> | null) {
  const t = engineTableOf('specialdays');
  const c = t.columns;
  const rows = (await db.select().from(t.table).where(and(
    eq(t.companyId, companyId),
    sql`(${c.isRecurring} = true or (${c.dateFrom} <= ${to} and ${c.dateTo} >= ${from}))`,
  ))) as Row[];
  const out: { id: string; name: string; branches: string[]; dates: string[] }[] = [];
  for (const r of rows) {
    const branches = Array.isArray(r.branches) ? (r.branches as string[]) : [];
    if (concerned && branches.length && !branches.some((b) => concerned.has(b))) continue;
    const rule: SpecialDayRule = { id: String(r.id), name: String(r.name), dateFrom: String(r.dateFrom), dateTo: String(r.dateTo), isRecurring: r.isRecurring === true, branches, isDeductedFromVacation: false };
    const dates: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) if (specialDayFallsOn(rule, day)) dates.push(day);
    if (dates.length) out.push({ id: String(r.id), name: String(r.name), branches, dates });
  }
  return out.sort((a, b) => (a.dates[0] ?? '').localeCompare(b.dates[0] ?? '') || a.name.localeCompare(b.name));
}
