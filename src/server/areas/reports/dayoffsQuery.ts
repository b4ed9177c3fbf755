import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { bradfordFactor, type BradfordScore } from '../../../shared/absences/bradford';
import { minutesOfTime } from '../../../shared/workday/zonedTime';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { branchOffices, shifts, users } from '../../db/schema';
import { engineTableOf } from '../../engine/tables';
import { forbidden, notFound } from '../../http/apiError';
import { unitsAndBelow } from '../../permissions/unitScope';
import { assertReportRange } from './reportQuery';

export type DayoffGroupBy = 'reason' | 'unit' | 'person';
export const DAYOFF_GROUPS: DayoffGroupBy[] = ['reason', 'unit', 'person'];
export const DAYOFF_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export interface DayoffReportFilters {
  from: string;
  to: string;
  branchIds?: string[];
  typeIds?: string[];
  userIds?: string[];
  status?: (typeof DAYOFF_STATUSES)[number];
}

/** One request as the report reads it. */
export interface ReportRequest {
  userId: string;
  name: string;
  branchId: string | null;
  branchName: string | null;
  typeId: string;
  typeTitle: string;
  color: string | null;
  isVacation: boolean;
  from: string;
  to: string;
  days: number;
  status: string;
  /** part days: their span; full days: the planned minutes of the stored shifts on their dates */
  minutes: number;
}

export interface DayoffGroupRow {
  key: string | null;
  label: string | null;
  color?: string | null;
  branchName?: string | null;
  requests: number;
  people: number;
  days: number;
  minutes: number;
  hours: number;
}

export interface BradfordRow extends BradfordScore {
  userId: string;
  name: string;
  branchName: string | null;
}

type Scope = Set<string> | null;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Ids passed as filters must be the caller's: another company's (or unknown) → 404, a unit or person of the
 * company outside the caller's units → 403 (the report would silently hide them otherwise).
 */
async function checkFilterIds(db: Db, auth: AuthContext, scope: Scope, f: DayoffReportFilters): Promise<void> {
  const companyId = auth.company.id;
  if (f.branchIds?.length) {
    const rows = await db.select({ id: branchOffices.id }).from(branchOffices)
      .where(and(eq(branchOffices.companyId, companyId), inArray(branchOffices.id, f.branchIds)));
    if (rows.length !== new Set(f.branchIds).size) throw notFound();
    if (scope && f.branchIds.some((id) => !scope.has(id))) throw forbidden();
  }
  if (f.typeIds?.length) {
    const ty = engineTableOf('dayofftypes');
    const rows = await db.select({ id: ty.id }).from(ty.table).where(and(eq(ty.companyId, companyId), inArray(ty.id, f.typeIds)));
    if (rows.length !== new Set(f.typeIds).size) throw notFound();
  }
  if (f.userIds?.length) {
    const rows = await db.select({ id: users.id, mainBranch: users.mainBranch }).from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.id, f.userIds)));
    if (rows.length !== new Set(f.userIds).size) throw notFound();
    if (scope && rows.some((r) => !r.mainBranch || !scope.has(r.mainBranch))) throw forbidden();
  }
}

/**
 * The requests a report covers: those **starting** in [from, to] (a request belongs to one period, so sums over
 * consecutive periods add up), of the caller's company and units (the request's unit), the unit filter with its
 * sub-units, the reasons and people chosen. Every status is read (Bradford needs the approved ones whatever the
 * status filter); `status` picks the rows of the grouped table.
 */
export async function reportRequests(db: Db, auth: AuthContext, scope: Scope, f: DayoffReportFilters): Promise<ReportRequest[]> {
  assertReportRange(f.from, f.to);
  await checkFilterIds(db, auth, scope, f);
  const d = engineTableOf('dayoffs');
  const ty = engineTableOf('dayofftypes');
  const c = d.columns;
  const conds: SQL[] = [eq(d.companyId, auth.company.id), sql`${c.from} between ${f.from} and ${f.to}`];
  if (scope) conds.push(scope.size ? inArray(c.branch, [...scope]) : sql`false`);
  if (f.branchIds?.length) {
    const subtree = await unitsAndBelow(db, auth.company.id, f.branchIds);
    conds.push(subtree.size ? inArray(c.branch, [...subtree]) : sql`false`);
  }
  if (f.typeIds?.length) conds.push(inArray(c.typeId, f.typeIds));
  if (f.userIds?.length) conds.push(inArray(c.userId, f.userIds));
  const rows = await db.select({
    userId: c.userId, firstName: users.firstName, lastName: users.lastName, branchId: c.branch, branchName: branchOffices.name,
    typeId: c.typeId, typeTitle: ty.columns.title, color: ty.columns.color, isVacation: ty.columns.isVacation,
    from: c.from, to: c.to, days: c.days, status: c.status, partial: c.partial, plannedMinutes: plannedOf(auth.company.id, c.userId, c.from, c.to),
  }).from(d.table)
    .innerJoin(users, eq(users.id, c.userId))
    .innerJoin(ty.table, eq(ty.id, c.typeId))
    .leftJoin(branchOffices, eq(branchOffices.id, c.branch))
    .where(and(...conds));

  return rows.map((r) => {
    const partial = r.partial as { startTime: string; endTime: string } | null;
    const from = String(r.from);
    const to = String(r.to);
    const minutes = partial ? Math.max(0, minutesOfTime(partial.endTime) - minutesOfTime(partial.startTime)) : Number(r.plannedMinutes ?? 0);
    return {
      userId: String(r.userId), name: `${String(r.firstName ?? '')} ${String(r.lastName ?? '')}`.trim(),
      branchId: (r.branchId as string | null) ?? null, branchName: r.branchName ?? null,
      typeId: String(r.typeId), typeTitle: String(r.typeTitle), color: (r.color as string | null) ?? null, isVacation: r.isVacation === true,
      from, to, days: typeof r.days === 'number' ? r.days : 0, status: String(r.status), minutes,
    };
  });
}

const minutesOf = (col: unknown) => sql`(split_part(${col}, ':', 1)::int * 60 + split_part(${col}, ':', 2)::int)`;

/**
 * The planned net minutes of the person's stored working shifts (simple, custom) on the request's dates: one indexed
 * look-up per request (company, user, date), never the whole range's shifts.
 */
function plannedOf(companyId: string, userId: unknown, from: unknown, to: unknown): SQL<number> {
  return sql<number>`(SELECT coalesce(sum(greatest(0, ((${minutesOf(shifts.endTime)} - ${minutesOf(shifts.startTime)} + 1440) % 1440) - ${shifts.breakMinutes})), 0)::int
    FROM ${shifts} WHERE ${shifts.companyId} = ${companyId} AND ${shifts.userId} = ${userId} AND ${shifts.date} BETWEEN ${from} AND ${to}
    AND ${shifts.type} IN ('simple', 'custom') AND ${shifts.startTime} IS NOT NULL AND ${shifts.endTime} IS NOT NULL)`;
}

const byLabel = (a: DayoffGroupRow, b: DayoffGroupRow) => (a.label ?? '').localeCompare(b.label ?? '') || String(a.key).localeCompare(String(b.key));

/** The requests of `status` grouped by reason, unit or person (label order), with the totals of all of them. */
export function groupRequests(requests: ReportRequest[], groupBy: DayoffGroupBy, status: string) {
  const groups = new Map<string, DayoffGroupRow & { who: Set<string> }>();
  for (const r of requests) {
    if (r.status !== status) continue;
    const key = groupBy === 'reason' ? r.typeId : groupBy === 'unit' ? r.branchId : r.userId;
    let g = groups.get(String(key));
    if (!g) {
      g = {
        key, requests: 0, people: 0, days: 0, minutes: 0, hours: 0, who: new Set(),
        ...(groupBy === 'reason' ? { label: r.typeTitle, color: r.color } : groupBy === 'unit' ? { label: r.branchName } : { label: r.name, branchName: r.branchName }),
      };
      groups.set(String(key), g);
    }
    g.requests++;
    g.days += r.days;
    g.minutes += r.minutes;
    g.who.add(r.userId);
  }
  const totals = { requests: 0, people: 0, days: 0, minutes: 0, hours: 0 };
  const everyone = new Set<string>();
  const rows = [...groups.values()].map(({ who, ...g }) => {
    totals.requests += g.requests;
    totals.days += g.days;
    totals.minutes += g.minutes;
    for (const u of who) everyone.add(u);
    return { ...g, people: who.size, days: round2(g.days), hours: round2(g.minutes / 60) };
  }).sort(byLabel);
  return { rows, totals: { ...totals, people: everyone.size, days: round2(totals.days), hours: round2(totals.minutes / 60) } };
}

/** Bradford factor of every person with an approved absence that is not the vacation, highest first. */
export function bradfordRows(requests: ReportRequest[]): BradfordRow[] {
  const byPerson = new Map<string, ReportRequest[]>();
  for (const r of requests) {
    if (r.status !== 'APPROVED' || r.isVacation) continue;
    const list = byPerson.get(r.userId) ?? [];
    list.push(r);
    byPerson.set(r.userId, list);
  }
  return [...byPerson.values()]
    .map((list) => ({ userId: list[0].userId, name: list[0].name, branchName: list[0].branchName, ...bradfordFactor(list) }))
    .sort((a, b) => b.factor - a.factor || a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
}
