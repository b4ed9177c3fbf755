import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { REPORT_PAIRS, type DetailedRow } from '../../../shared/reports';
import { addDays, localDateOf, toLocal } from '../../../shared/workday';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { containsPattern } from '../../engine/wordSearch';
import { ApiError, fieldError } from '../../http/apiError';
import { unitsAndBelow } from '../../permissions/unitScope';
import { dayoffsTable } from '../absences/leaveSql';
import { collaboratorScopeConditions } from '../users/collaboratorLookup';
import { DEFAULT_TIME_ZONE, unitTimeZones } from '../workdays/timeZones';

/** Longest report range, in days (both ends included). */
export const MAX_REPORT_DAYS = 366;

export interface ReportFilters {
  /** a unit: its collaborators and those of every unit below it */
  branch?: string;
  userIds?: string[];
  /** name or document number, contains */
  q?: string;
}

export interface ReportRange {
  from: string;
  to: string;
  filters?: ReportFilters;
}

/** from ≤ to and at most MAX_REPORT_DAYS days, else 400 DATE_RANGE_INVALID on `to`. */
export function assertReportRange(from: string, to: string): void {
  if (from > to || addDays(from, MAX_REPORT_DAYS - 1) < to) {
    throw new ApiError(400, 'DATE_RANGE_INVALID', { errors: [fieldError('to', 'DATE_RANGE_INVALID')] });
  }
}

/** What every report query needs: who may be seen (scope + filters), zones and "today" per unit. */
export interface ReportContext {
  companyId: string;
  from: string;
  to: string;
  /** WHERE on `users` (company, role user, unit scope, filters, active or with workdays in the range) */
  where: SQL;
  /** unit id → IANA zone (validated) */
  zoneOf: (branchId: string | null) => string;
  /** unit id → local today, as JSON for the SQL (absences only count past dates) */
  todayJson: string;
  defaultToday: string;
  /** what the result depends on besides the data: caller, scope, range, filters, local todays (reportPages.ts) */
  key: string;
}


/**
 * The collaborators (role `user`) a report covers: the caller's company and unit scope, the unit filter with its
 * sub-units, the chosen people, the text search; active ones plus inactive ones who have a workday in the range.
 */
export async function reportContext(db: Db, auth: AuthContext, scope: Set<string> | null, range: ReportRange): Promise<ReportContext> {
  const companyId = auth.company.id;
  const { from, to } = range;
  const f = range.filters ?? {};
  const conds: SQL[] = [...collaboratorScopeConditions(auth, scope), eq(users.role, 'user')];
  if (f.branch) {
    const subtree = await unitsAndBelow(db, companyId, [f.branch]);
    conds.push(subtree.size ? inArray(users.mainBranch, [...subtree]) : sql`false`);
  }
  if (f.userIds) conds.push(f.userIds.length ? inArray(users.id, f.userIds) : sql`false`);
  const q = f.q?.trim();
  if (q) {
    conds.push(or(
      sql`(${users.firstName} || ' ' || ${users.lastName}) ILIKE ${containsPattern(q)}`,
      sql`${users.numberOfDocument} ILIKE ${containsPattern(q)}`,
    ) as SQL);
  }
  // `NOT active` inside the EXISTS keeps it a per-row probe of the (company, user, date) index, run for inactive
  // people only: without it the planner hashes every workday of the range to test a handful of people
  conds.push(sql`(${users.active} OR EXISTS (SELECT 1 FROM workdays e WHERE NOT ${users.active} AND e.company_id = ${companyId} AND e.user_id = ${users.id} AND e.date BETWEEN ${from}::date AND ${to}::date))`);

  const zones = await unitTimeZones(db, companyId);
  const now = Date.now();
  const todayByZone = new Map<string, string>();
  const todayIn = (zone: string) => {
    let d = todayByZone.get(zone);
    if (!d) todayByZone.set(zone, (d = localDateOf(now, zone)));
    return d;
  };
  const today: Record<string, string> = {};
  for (const [id, zone] of zones) today[id] = todayIn(zone);
  return {
    companyId, from, to,
    where: and(...conds) as SQL,
    zoneOf: (branchId) => (branchId ? zones.get(branchId) : undefined) ?? DEFAULT_TIME_ZONE,
    todayJson: JSON.stringify(today),
    defaultToday: todayIn(DEFAULT_TIME_ZONE),
    key: JSON.stringify([companyId, auth.user.id, auth.role, scope ? [...scope].sort() : null, from, to, f.branch ?? null, f.userIds ?? null, q ?? null, today, todayIn(DEFAULT_TIME_ZONE)]),
  };
}

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The collaborators of the report, in report order (name), for exports that walk them in chunks. */
export async function reportPeopleIds(db: Db, ctx: ReportContext): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(db, sql`SELECT ${users.id} AS id FROM ${users} WHERE ${ctx.where}
    ORDER BY lower(${users.firstName}), lower(${users.lastName}), ${users.id}`);
  return rows.map((r) => r.id);
}

/** The covered collaborators with workdays in the range, in report order, with how many each has (detailed paging). */
export async function workdayCountsByPerson(db: Db, ctx: ReportContext): Promise<{ id: string; n: number }[]> {
  const rows = await rowsOf<{ id: string; n: number | string }>(db, sql`WITH ${peopleCte(ctx)}
    SELECT p.id, count(*)::int AS n FROM people p
    JOIN workdays wd ON wd.company_id = ${ctx.companyId} AND wd.user_id = p.id AND wd.date BETWEEN ${ctx.from}::date AND ${ctx.to}::date
    GROUP BY p.id, p.first_name, p.last_name
    ORDER BY lower(p.first_name), lower(p.last_name), p.id`);
  return rows.map((r) => ({ id: String(r.id), n: Number(r.n) }));
}

/** `people` CTE: the covered collaborators with their unit and local today (optionally only `ids`). */
function peopleCte(ctx: ReportContext, ids?: string[]): SQL {
  const only = ids ? (ids.length ? sql` AND ${inArray(users.id, ids)}` : sql` AND false`) : sql``;
  return sql`people AS (
    SELECT ${users.id} AS id, ${users.firstName} AS first_name, ${users.lastName} AS last_name,
      ${users.numberOfDocument} AS number_of_document, ${users.mainBranch} AS main_branch, bo.name AS branch_name,
      coalesce((${ctx.todayJson}::jsonb ->> ${users.mainBranch}::text), ${ctx.defaultToday})::date AS today
    FROM ${users} LEFT JOIN branch_offices bo ON bo.id = ${users.mainBranch} AND bo.company_id = ${users.companyId}
    WHERE ${ctx.where}${only}
  )`;
}

/** minutes of an `HH:mm` text column */
const minutesOf = (col: string) => sql.raw(`(split_part(${col}, ':', 1)::int * 60 + split_part(${col}, ':', 2)::int)`);
/** a shift plans working hours: not a rest day and both times set (as isWorkingShift) */
const WORKING = sql.raw(`(s.type <> 'rest' AND s.start_time IS NOT NULL AND s.end_time IS NOT NULL)`);
/** planned net minutes: end at or before start ends the next day; minus the planned break (wall clock, no DST) */
const PLANNED = sql`CASE WHEN ${WORKING} THEN greatest(0, ((${minutesOf('s.end_time')} - ${minutesOf('s.start_time')} + 1439) % 1440) + 1 - s.break_minutes) ELSE 0 END`;

export interface SummaryRow {
  userId: string;
  name: string;
  numberOfDocument: string | null;
  branchName: string | null;
  plannedDays: number;
  restDays: number;
  /** dates of the range with no stored shift */
  daysWithoutShift: number;
  workedDays: number;
  /** workdays on a date with no working shift planned */
  workedWithoutShift: number;
  absences: number;
  /** planned working days covered by approved full-day leave (never counted in absences) */
  leaveDays: number;
  lateCount: number;
  lateMinutes: number;
  earlyDepartureMinutes: number;
  workedMinutes: number;
  extraMinutes: number;
  breakMinutes: number;
  nightMinutes: number;
  plannedMinutes: number;
  manualCount: number;
}

export const SUMMARY_NUMBERS = [
  'plannedDays', 'restDays', 'daysWithoutShift', 'workedDays', 'workedWithoutShift', 'absences', 'leaveDays', 'lateCount', 'lateMinutes',
  'earlyDepartureMinutes', 'workedMinutes', 'extraMinutes', 'breakMinutes', 'nightMinutes', 'plannedMinutes', 'manualCount',
] as const;
export type SummaryTotals = Record<(typeof SUMMARY_NUMBERS)[number], number>;

const SNAKE: Record<(typeof SUMMARY_NUMBERS)[number], string> = {
  plannedDays: 'planned_days', restDays: 'rest_days', daysWithoutShift: 'days_without_shift', workedDays: 'worked_days',
  workedWithoutShift: 'worked_without_shift', absences: 'absences', leaveDays: 'leave_days', lateCount: 'late_count', lateMinutes: 'late_minutes',
  earlyDepartureMinutes: 'early_departure_minutes', workedMinutes: 'worked_minutes', extraMinutes: 'extra_minutes',
  breakMinutes: 'break_minutes', nightMinutes: 'night_minutes', plannedMinutes: 'planned_minutes', manualCount: 'manual_count',
};

export const emptyTotals = (): SummaryTotals => Object.fromEntries(SUMMARY_NUMBERS.map((k) => [k, 0])) as SummaryTotals;

const daysIn = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * One row per collaborator with the workday and plan totals of the range, aggregated in SQL (two GROUP BYs joined
 * to the people), in name order. `count` and `totals` are window aggregates over every covered collaborator, so a
 * page costs one query. `ids` limits it to some collaborators (export chunks).
 */
export async function summaryRows(db: Db, ctx: ReportContext, page: { limit?: number; offset?: number; ids?: string[] }): Promise<{ rows: SummaryRow[]; count: number; totals: SummaryTotals }> {
  const query = summaryQuery(ctx, page);
  const raw = await rowsOf<Record<string, unknown>>(db, query);
  if (!raw.length && (page.offset ?? 0) > 0) {
    // past the last page: the totals still describe the whole report
    const first = await summaryRows(db, ctx, { limit: 1, offset: 0, ids: page.ids });
    return { rows: [], count: first.count, totals: first.totals };
  }
  const num = (v: unknown) => Number(v ?? 0);
  const rows = raw.map((r) => {
    const row = {
      userId: String(r.id),
      name: `${String(r.first_name)} ${String(r.last_name)}`.trim(),
      numberOfDocument: (r.number_of_document as string | null) ?? null,
      branchName: (r.branch_name as string | null) ?? null,
    } as SummaryRow;
    for (const k of SUMMARY_NUMBERS) row[k] = num(r[SNAKE[k]]);
    return row;
  });
  const totals = emptyTotals();
  if (raw.length) for (const k of SUMMARY_NUMBERS) totals[k] = num(raw[0][`total_${SNAKE[k]}`]);
  return { rows, count: raw.length ? num(raw[0].total_count) : 0, totals };
}

/** The general/shifts statement (exported for EXPLAIN while tuning). */
export function summaryQuery(ctx: ReportContext, page: { limit?: number; offset?: number; ids?: string[] }): SQL {
  const { companyId, from, to } = ctx;
  const days = daysIn(from, to);
  const paging = page.limit !== undefined ? sql` LIMIT ${page.limit}::int OFFSET ${page.offset ?? 0}::int` : sql``;
  const totalCols = sql.raw(SUMMARY_NUMBERS.map((k) => `sum(${SNAKE[k]}) OVER ()::int AS total_${SNAKE[k]}`).join(', '));
  return sql`WITH ${peopleCte(ctx, page.ids)},
  sh AS (
    SELECT s.user_id, s.date, ${WORKING} AS working, ${PLANNED} AS planned
    FROM shifts s
    WHERE s.company_id = ${companyId} AND s.date BETWEEN ${from}::date AND ${to}::date AND s.user_id IN (SELECT id FROM people)
  ),
  wd AS (
    SELECT w.user_id, w.date, w.late_minutes, w.early_departure_minutes, w.worked_minutes, w.extra_minutes, w.break_minutes,
      w.night_minutes, w.manual
    FROM workdays w
    WHERE w.company_id = ${companyId} AND w.date BETWEEN ${from}::date AND ${to}::date AND w.user_id IN (SELECT id FROM people)
  ),
  lv AS (
    SELECT DISTINCT d.user_id, g::date AS date
    FROM ${dayoffsTable()} d, generate_series(greatest(d."from", ${from}::date), least(d."to", ${to}::date), interval '1 day') g
    WHERE d.company_id = ${companyId} AND d.status = 'APPROVED' AND d.partial IS NULL
      AND d."from" <= ${to}::date AND d."to" >= ${from}::date AND d.user_id IN (SELECT id FROM people)
  ),
  a AS (
    SELECT coalesce(wd.user_id, sh.user_id) AS user_id,
      count(sh.user_id)::int AS shift_days,
      count(*) FILTER (WHERE sh.working)::int AS planned_days,
      count(*) FILTER (WHERE NOT sh.working)::int AS rest_days,
      coalesce(sum(sh.planned), 0)::int AS planned_minutes,
      count(wd.user_id)::int AS worked_days,
      count(*) FILTER (WHERE wd.user_id IS NOT NULL AND sh.working IS NOT TRUE)::int AS worked_without_shift,
      count(*) FILTER (WHERE wd.user_id IS NULL AND sh.working AND sh.date < p.today AND lv.user_id IS NULL)::int AS absences,
      count(*) FILTER (WHERE sh.working AND lv.user_id IS NOT NULL)::int AS leave_days,
      count(*) FILTER (WHERE wd.late_minutes > 0)::int AS late_count,
      coalesce(sum(wd.late_minutes), 0)::int AS late_minutes,
      coalesce(sum(wd.early_departure_minutes), 0)::int AS early_departure_minutes,
      coalesce(sum(wd.worked_minutes), 0)::int AS worked_minutes, coalesce(sum(wd.extra_minutes), 0)::int AS extra_minutes,
      coalesce(sum(wd.break_minutes), 0)::int AS break_minutes, coalesce(sum(wd.night_minutes), 0)::int AS night_minutes,
      count(*) FILTER (WHERE wd.manual)::int AS manual_count
    FROM wd FULL JOIN sh ON sh.user_id = wd.user_id AND sh.date = wd.date
    JOIN people p ON p.id = coalesce(wd.user_id, sh.user_id)
    LEFT JOIN lv ON lv.user_id = coalesce(wd.user_id, sh.user_id) AND lv.date = coalesce(wd.date, sh.date)
    GROUP BY 1
  ),
  r AS (
    SELECT p.id, p.first_name, p.last_name, p.number_of_document, p.branch_name,
      coalesce(a.planned_days, 0) AS planned_days, coalesce(a.rest_days, 0) AS rest_days,
      ${days}::int - coalesce(a.shift_days, 0) AS days_without_shift,
      coalesce(a.worked_days, 0) AS worked_days, coalesce(a.worked_without_shift, 0) AS worked_without_shift,
      coalesce(a.absences, 0) AS absences, coalesce(a.leave_days, 0) AS leave_days, coalesce(a.late_count, 0) AS late_count,
      coalesce(a.late_minutes, 0) AS late_minutes, coalesce(a.early_departure_minutes, 0) AS early_departure_minutes,
      coalesce(a.worked_minutes, 0) AS worked_minutes, coalesce(a.extra_minutes, 0) AS extra_minutes,
      coalesce(a.break_minutes, 0) AS break_minutes, coalesce(a.night_minutes, 0) AS night_minutes,
      coalesce(a.planned_minutes, 0) AS planned_minutes, coalesce(a.manual_count, 0) AS manual_count
    FROM people p LEFT JOIN a ON a.user_id = p.id
  )
  SELECT r.*, count(*) OVER ()::int AS total_count, ${totalCols}
  FROM r ORDER BY lower(r.first_name), lower(r.last_name), r.id${paging}`;
}

export { REPORT_PAIRS, type DetailedRow, type LocalBreak, type LocalPair } from '../../../shared/reports';

const localOf = (iso: string | undefined | null, zone: string) => {
  if (!iso) return { time: null, date: null };
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return { time: null, date: null };
  const l = toLocal(ms, zone);
  return { time: l.time, date: l.date };
};

/**
 * One row per workday of the covered collaborators in the range (name, date order), times as local HH:mm in the
 * person's zone with their local dates, the planned shift of that date (template name) — one query with the count
 * as a window aggregate.
 */
export async function detailedRows(db: Db, ctx: ReportContext, page: { limit?: number; offset?: number; ids?: string[] }): Promise<{ rows: DetailedRow[]; count: number }> {
  const { companyId, from, to } = ctx;
  const paging = page.limit !== undefined ? sql` LIMIT ${page.limit}::int OFFSET ${page.offset ?? 0}::int` : sql``;
  const query = sql`WITH ${peopleCte(ctx, page.ids)}
  SELECT p.id AS user_id, p.first_name, p.last_name, p.number_of_document, p.branch_name, p.main_branch,
    wd.date::text AS date, wd.state, wd.manual, wd.clocks, wd.breaks, wd.warnings,
    wd.worked_minutes, wd.break_minutes, wd.late_minutes, wd.early_departure_minutes, wd.extra_minutes, wd.night_minutes,
    wd.planned_minutes,
    coalesce(sh.type, wd.shift ->> 'type') AS shift_type,
    coalesce(sh.start_time, wd.shift ->> 'startTime') AS shift_start,
    coalesce(sh.end_time, wd.shift ->> 'endTime') AS shift_end,
    st.name AS shift_name${page.limit !== undefined ? sql`, count(*) OVER ()::int AS total_count` : sql``}
  FROM people p
  JOIN workdays wd ON wd.company_id = ${companyId} AND wd.user_id = p.id AND wd.date BETWEEN ${from}::date AND ${to}::date
  LEFT JOIN shifts sh ON sh.company_id = wd.company_id AND sh.user_id = wd.user_id AND sh.date = wd.date
  LEFT JOIN shift_templates st ON st.id = sh.template_id AND st.company_id = sh.company_id
  ORDER BY lower(p.first_name), lower(p.last_name), p.id, wd.date${paging}`;
  const raw = await rowsOf<Record<string, unknown>>(db, query);
  if (!raw.length && (page.offset ?? 0) > 0) {
    const first = await detailedRows(db, ctx, { limit: 1, offset: 0, ids: page.ids });
    return { rows: [], count: first.count };
  }
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const rows = raw.map((r): DetailedRow => {
    const zone = ctx.zoneOf((r.main_branch as string | null) ?? null);
    const clocks = json<{ in?: string; out?: string }[]>(r.clocks) ?? [];
    const breaks = json<{ start?: string; end?: string }[]>(r.breaks) ?? [];
    const shiftType = (r.shift_type as string | null) ?? null;
    return {
      userId: String(r.user_id),
      name: `${String(r.first_name)} ${String(r.last_name)}`.trim(),
      numberOfDocument: (r.number_of_document as string | null) ?? null,
      branchName: (r.branch_name as string | null) ?? null,
      date: String(r.date),
      timeZone: zone,
      state: String(r.state),
      manual: r.manual === true || r.manual === 't',
      plannedShift: shiftType ? { name: (r.shift_name as string | null) ?? null, type: shiftType, start: (r.shift_start as string | null) ?? null, end: (r.shift_end as string | null) ?? null } : null,
      clocks: clocks.slice(0, REPORT_PAIRS).map((c) => {
        const i = localOf(c.in, zone);
        const o = localOf(c.out, zone);
        return { in: i.time, out: o.time, inDate: i.date, outDate: o.date };
      }),
      breaks: breaks.slice(0, REPORT_PAIRS).map((b) => {
        const s = localOf(b.start, zone);
        const e = localOf(b.end, zone);
        return { start: s.time, end: e.time, startDate: s.date, endDate: e.date };
      }),
      workedMinutes: Number(r.worked_minutes ?? 0),
      breakMinutes: Number(r.break_minutes ?? 0),
      lateMinutes: Number(r.late_minutes ?? 0),
      earlyDepartureMinutes: Number(r.early_departure_minutes ?? 0),
      extraMinutes: Number(r.extra_minutes ?? 0),
      nightMinutes: Number(r.night_minutes ?? 0),
      plannedMinutes: Number(r.planned_minutes ?? 0),
      warnings: json<string[]>(r.warnings) ?? [],
    };
  });
  // without paging (exports) no window count is computed: the rows are the count
  return { rows, count: page.limit === undefined ? rows.length : raw.length ? Number(raw[0].total_count) : 0 };
}

/** The general report's row (what POST /reports/workdays/general answers per collaborator). */
export const generalView = (r: SummaryRow) => ({
  userId: r.userId, name: r.name, numberOfDocument: r.numberOfDocument, branchName: r.branchName,
  plannedDays: r.plannedDays, workedDays: r.workedDays, absences: r.absences, leaveDays: r.leaveDays, lateCount: r.lateCount,
  lateMinutes: r.lateMinutes, earlyDepartureMinutes: r.earlyDepartureMinutes, workedMinutes: r.workedMinutes,
  extraMinutes: r.extraMinutes, breakMinutes: r.breakMinutes, nightMinutes: r.nightMinutes,
  plannedMinutes: r.plannedMinutes, manualCount: r.manualCount,
});

/** The shifts report's row: plan against work per collaborator. */
export const shiftsView = (r: SummaryRow) => ({
  userId: r.userId, name: r.name, numberOfDocument: r.numberOfDocument, branchName: r.branchName,
  plannedShifts: r.plannedDays, restDays: r.restDays, daysWithoutShift: r.daysWithoutShift, workedDays: r.workedDays,
  workedWithoutShift: r.workedWithoutShift, absences: r.absences, leaveDays: r.leaveDays, plannedMinutes: r.plannedMinutes,
  workedMinutes: r.workedMinutes, differenceMinutes: r.workedMinutes - r.plannedMinutes, extraMinutes: r.extraMinutes,
});

export const GENERAL_FIELDS = ['plannedDays', 'workedDays', 'absences', 'leaveDays', 'lateCount', 'lateMinutes', 'earlyDepartureMinutes', 'workedMinutes', 'extraMinutes', 'breakMinutes', 'nightMinutes', 'plannedMinutes', 'manualCount'] as const;
export const SHIFTS_FIELDS = ['plannedShifts', 'restDays', 'daysWithoutShift', 'workedDays', 'workedWithoutShift', 'absences', 'leaveDays', 'plannedMinutes', 'workedMinutes', 'differenceMinutes', 'extraMinutes'] as const;

export const generalTotals = (t: SummaryTotals) => {
  const { userId: _u, name: _n, numberOfDocument: _d, branchName: _b, ...rest } = generalView({ ...t, userId: '', name: '', numberOfDocument: null, branchName: null });
  return rest;
};
export const shiftsTotals = (t: SummaryTotals) => {
  const { userId: _u, name: _n, numberOfDocument: _d, branchName: _b, ...rest } = shiftsView({ ...t, userId: '', name: '', numberOfDocument: null, branchName: null });
  return rest;
};
