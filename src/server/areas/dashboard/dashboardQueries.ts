import { sql, type SQL } from 'drizzle-orm';
import { addDays, startOfLocalDate, weekdayOf } from '../../../shared/workday';
import type { Db } from '../../db/client';
import { leaveWithReason, onApprovedLeave } from '../absences/leaveSql';
import { rowsOf, zoneOfUser, type DashboardContext } from './dashboardContext';

/** Lists behind each card carry at most this many people (the count is always the full one). */
export const LIST_LIMIT = 50;
/** The map answers at most this many marks (`capped: true` when there were more). */
export const MAP_LIMIT = 2000;

/** a shift plans working hours (as isWorkingShift): not a rest day and both times `HH:mm` */
const WORKING = sql.raw(`(s.type <> 'rest' AND s.start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND s.end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`);
/** the planned start instant of `s` in the collaborator's zone (no cast that could fail on odd text) */
const shiftStart = (ctx: DashboardContext): SQL =>
  sql`((s.date + (split_part(s.start_time, ':', 1)::int * 60 + split_part(s.start_time, ':', 2)::int) * interval '1 minute') AT TIME ZONE ${zoneOfUser(ctx)})`;
/** a workday that counts as a presence (a cancelled one does not) */
const PRESENT = sql.raw(`w.state <> 'cancel'`);
const NAME = sql.raw(`(u.first_name || ' ' || u.last_name)`);
const BRANCH_JOIN = sql.raw(`LEFT JOIN branch_offices bo ON bo.id = u.main_branch AND bo.company_id = u.company_id`);

const num = (v: unknown): number => Number(v ?? 0);

export interface ShiftView { type: string; startTime: string | null; endTime: string | null }
export interface AbsentUser { id: string; name: string; branchName: string | null; shift: ShiftView }
export interface OnLeaveUser { id: string; name: string; branchName: string | null; reason: string; color: string; partial: { startTime: string; endTime: string } | null }

/**
 * Absences of one date: `planned` = active collaborators with a working shift stored that date; absent = planned,
 * no (non-cancelled) workday that date, the shift's start has passed (a later shift today is not yet absent) and
 * no approved leave that date (a person on leave is not absent: `onLeave` counts and lists them, with the reason).
 */
export async function absencesOf(db: Db, ctx: DashboardContext, date: string) {
  // the date's workdays join by hash (one index range), not one probe per planned person
  const from = sql`FROM shifts s JOIN users u ON u.id = s.user_id AND u.company_id = s.company_id
    LEFT JOIN workdays w ON w.company_id = ${ctx.companyId} AND w.date = ${date}::date AND w.user_id = s.user_id AND ${PRESENT}`;
  const where = sql`s.company_id = ${ctx.companyId} AND s.date = ${date}::date AND ${WORKING} AND u.active AND ${ctx.people}`;
  const leave = onApprovedLeave(ctx.companyId, sql`u.id`, sql`${date}::date`, { fullDay: false });
  const absent = sql`w.id IS NULL AND ${shiftStart(ctx)} <= ${ctx.nowIso}::timestamptz AND NOT ${leave}`;
  const [totals] = await rowsOf<{ planned: number; absent: number }>(db, sql`SELECT count(*)::int AS planned,
    count(*) FILTER (WHERE ${absent})::int AS absent ${from} WHERE ${where}`);
  const leaveRows = await rowsOf<{ id: string; name: string; branch_name: string | null; reason: string; color: string; partial: OnLeaveUser['partial'] }>(db, sql`
    SELECT u.id, ${NAME} AS name, bo.name AS branch_name, l.reason, l.color, l.partial
    FROM ${leaveWithReason(ctx.companyId, sql`${date}::date`)} l JOIN users u ON u.id = l.user_id AND u.company_id = ${ctx.companyId} ${BRANCH_JOIN}
    WHERE u.active AND ${ctx.people}
    ORDER BY lower(u.first_name), lower(u.last_name), u.id`);
  const users = await rowsOf<{ id: string; name: string; branch_name: string | null; type: string; start_time: string; end_time: string }>(db, sql`
    SELECT u.id, ${NAME} AS name, bo.name AS branch_name, s.type, s.start_time, s.end_time
    ${from} ${BRANCH_JOIN}
    WHERE ${where} AND ${absent}
    ORDER BY lower(u.first_name), lower(u.last_name), u.id LIMIT ${LIST_LIMIT}`);
  return {
    date,
    planned: num(totals?.planned),
    absent: num(totals?.absent),
    users: users.map((r): AbsentUser => ({ id: r.id, name: r.name, branchName: r.branch_name, shift: { type: r.type, startTime: r.start_time, endTime: r.end_time } })),
    onLeave: leaveRows.length,
    onLeaveUsers: leaveRows.slice(0, LIST_LIMIT).map((r): OnLeaveUser => ({ id: r.id, name: r.name, branchName: r.branch_name, reason: r.reason, color: r.color, partial: r.partial ?? null })),
  };
}

const workdayBase = (ctx: DashboardContext, date: string, extra: SQL = sql``): SQL =>
  sql`FROM workdays w JOIN users u ON u.id = w.user_id AND u.company_id = w.company_id
    WHERE w.company_id = ${ctx.companyId} AND w.date = ${date}::date AND ${PRESENT} AND ${ctx.people}${extra}`;

/** working = a pair is open and not on a break; on break = state pause; finished = the last pair is closed */
const STATUS = sql.raw(`CASE WHEN w.state = 'pause' THEN 'onBreak' WHEN w.last_out IS NULL THEN 'working' ELSE 'finished' END`);

interface WorkdayUserRow {
  id: string; workday_id: string; name: string; branch_name: string | null; status: string; state: string;
  first_in: string | Date; last_out: string | Date | null; worked_minutes: number; late_minutes: number; time_zone: string;
}
const iso = (v: string | Date | null): string | null => (v == null ? null : new Date(v).toISOString());
const workdayUser = (r: WorkdayUserRow) => ({
  id: r.id, workdayId: r.workday_id, name: r.name, branchName: r.branch_name, status: r.status, state: r.state,
  firstIn: iso(r.first_in), lastOut: iso(r.last_out), workedMinutes: num(r.worked_minutes), lateMinutes: num(r.late_minutes),
  timeZone: r.time_zone,
});
/** a person's row of a workday list; `timeZone` = their unit's zone, in which their times are shown */
const workdayUserColumns = (ctx: DashboardContext) => sql`u.id, w.id AS workday_id, ${NAME} AS name, bo.name AS branch_name, ${STATUS} AS status, w.state,
  w.first_in, w.last_out, w.worked_minutes, w.late_minutes, ${zoneOfUser(ctx)} AS time_zone`;

/** Presences of one date: people with a workday that date (its local date), by status. */
export async function presencesOf(db: Db, ctx: DashboardContext, date: string) {
  const [t] = await rowsOf<{ present: number; working: number; on_break: number; finished: number }>(db, sql`
    SELECT count(*)::int AS present, count(*) FILTER (WHERE ${STATUS} = 'working')::int AS working,
      count(*) FILTER (WHERE ${STATUS} = 'onBreak')::int AS on_break, count(*) FILTER (WHERE ${STATUS} = 'finished')::int AS finished
    ${workdayBase(ctx, date)}`);
  const users = await rowsOf<WorkdayUserRow>(db, sql`SELECT ${workdayUserColumns(ctx)}
    FROM workdays w JOIN users u ON u.id = w.user_id AND u.company_id = w.company_id ${BRANCH_JOIN}
    WHERE w.company_id = ${ctx.companyId} AND w.date = ${date}::date AND ${PRESENT} AND ${ctx.people}
    ORDER BY w.first_in, u.id LIMIT ${LIST_LIMIT}`);
  return { date, present: num(t?.present), working: num(t?.working), onBreak: num(t?.on_break), finished: num(t?.finished), users: users.map(workdayUser) };
}

/** Late arrivals of one date: workdays with late minutes (after the company's tolerance, as the workday computed). */
export async function lateArrivalsOf(db: Db, ctx: DashboardContext, date: string) {
  // a person with approved leave that day (a part day: the doctor's in the morning) did not arrive late
  const notOnLeave = sql` AND NOT ${onApprovedLeave(ctx.companyId, sql`u.id`, sql`${date}::date`, { fullDay: false })}`;
  const [t] = await rowsOf<{ count: number; total: number }>(db, sql`
    SELECT count(*)::int AS count, coalesce(sum(w.late_minutes), 0)::int AS total ${workdayBase(ctx, date, sql` AND w.late_minutes > 0${notOnLeave}`)}`);
  const users = await rowsOf<WorkdayUserRow>(db, sql`SELECT ${workdayUserColumns(ctx)}
    FROM workdays w JOIN users u ON u.id = w.user_id AND u.company_id = w.company_id ${BRANCH_JOIN}
    WHERE w.company_id = ${ctx.companyId} AND w.date = ${date}::date AND ${PRESENT} AND w.late_minutes > 0 AND ${ctx.people}${notOnLeave}
    ORDER BY w.late_minutes DESC, u.id LIMIT ${LIST_LIMIT}`);
  return { date, count: num(t?.count), totalMinutes: num(t?.total), users: users.map(workdayUser) };
}

const monthOf = (date: string) => {
  const from = `${date.slice(0, 7)}-01`;
  const next = addDays(from, 32);
  return { from, to: addDays(`${next.slice(0, 7)}-01`, -1) };
};

/** Per day of the month of `date`: presences, absences (as absencesOf), late arrivals and the special days. */
export async function calendarOf(db: Db, ctx: DashboardContext, date: string) {
  const branchIds = ctx.branchUnits;
  const { from, to } = monthOf(date);
  const presences = await rowsOf<{ date: string; presences: number; late: number }>(db, sql`
    SELECT to_char(w.date, 'YYYY-MM-DD') AS date, count(*)::int AS presences,
      count(*) FILTER (WHERE w.late_minutes > 0 AND NOT ${onApprovedLeave(ctx.companyId, sql`u.id`, sql`w.date`, { fullDay: false })})::int AS late
    FROM workdays w JOIN users u ON u.id = w.user_id AND u.company_id = w.company_id
    WHERE w.company_id = ${ctx.companyId} AND w.date BETWEEN ${from}::date AND ${to}::date AND ${PRESENT} AND ${ctx.people}
    GROUP BY w.date`);
  const absences = await rowsOf<{ date: string; absences: number }>(db, sql`
    SELECT to_char(s.date, 'YYYY-MM-DD') AS date, count(*)::int AS absences
    FROM shifts s JOIN users u ON u.id = s.user_id AND u.company_id = s.company_id
      LEFT JOIN workdays w ON w.company_id = ${ctx.companyId} AND w.date BETWEEN ${from}::date AND ${to}::date
        AND w.user_id = s.user_id AND w.date = s.date AND ${PRESENT}
    WHERE s.company_id = ${ctx.companyId} AND s.date BETWEEN ${from}::date AND ${to}::date AND ${WORKING} AND u.active AND ${ctx.people}
      AND w.id IS NULL AND ${shiftStart(ctx)} <= ${ctx.nowIso}::timestamptz
      AND NOT ${onApprovedLeave(ctx.companyId, sql`u.id`, sql`s.date`, { fullDay: false })}
    GROUP BY s.date`);
  // special days of the month (recurring ones repeat every year); with a unit filter, those for every unit or that unit
  const branchCond = branchIds ? sql` AND (jsonb_array_length(sd.branches) = 0 OR sd.branches ?| ${`{${branchIds.join(',')}}`}::text[])` : sql``;
  const special = await rowsOf<{ date: string; id: string; name: string; category: string }>(db, sql`
    SELECT to_char(d, 'YYYY-MM-DD') AS date, sd.id, sd.name, sd.category
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
    JOIN special_days sd ON sd.company_id = ${ctx.companyId}
      AND ((NOT sd.is_recurring AND d::date BETWEEN sd.date_from AND sd.date_to)
        OR (sd.is_recurring AND to_char(d, 'MM-DD') BETWEEN to_char(sd.date_from, 'MM-DD') AND to_char(sd.date_to, 'MM-DD')))${branchCond}
    ORDER BY d, sd.name`);
  const byDate = new Map<string, { date: string; presences: number; absences: number; late: number; specialDays: { id: string; name: string; category: string }[] }>();
  for (let d = from; d <= to; d = addDays(d, 1)) byDate.set(d, { date: d, presences: 0, absences: 0, late: 0, specialDays: [] });
  for (const r of presences) Object.assign(byDate.get(r.date) ?? {}, { presences: num(r.presences), late: num(r.late) });
  for (const r of absences) Object.assign(byDate.get(r.date) ?? {}, { absences: num(r.absences) });
  for (const r of special) byDate.get(r.date)?.specialDays.push({ id: r.id, name: r.name, category: r.category });
  return { from, to, days: [...byDate.values()] };
}

/**
 * Marks of one date (the collaborator's local date) with a position, newest first, at most MAP_LIMIT; `count` is
 * every (not voided) mark of the date, `withoutPosition` those sent without coordinates.
 */
export async function mapOf(db: Db, ctx: DashboardContext, date: string) {
  // the instants the date covers in each zone of the people counted; with one zone that range is exact (an index
  // range on company + at), with several the local date is checked per person inside the widest range
  const starts = ctx.zones.map((z) => startOfLocalDate(date, z));
  const ends = ctx.zones.map((z) => startOfLocalDate(addDays(date, 1), z));
  const perPerson = ctx.zones.length > 1 ? sql` AND (m.at AT TIME ZONE ${zoneOfUser(ctx)})::date = ${date}::date` : sql``;
  const range = sql`m.company_id = ${ctx.companyId} AND m.at >= ${new Date(Math.min(...starts)).toISOString()}::timestamptz
    AND m.at < ${new Date(Math.max(...ends)).toISOString()}::timestamptz AND m.voided_at IS NULL${perPerson} AND ${ctx.people}`;
  const [t] = await rowsOf<{ count: number; without: number }>(db, sql`
    SELECT count(*)::int AS count, count(*) FILTER (WHERE m.latitude IS NULL OR m.longitude IS NULL)::int AS without
    FROM marks m JOIN users u ON u.id = m.user_id AND u.company_id = m.company_id WHERE ${range}`);
  const rows = await rowsOf<{ user_id: string; name: string; type: string; at: string | Date; lat: number; lng: number; accuracy: number | null }>(db, sql`
    SELECT m.user_id, ${NAME} AS name, m.type, m.at, m.latitude AS lat, m.longitude AS lng, m.accuracy
    FROM marks m JOIN users u ON u.id = m.user_id AND u.company_id = m.company_id
    WHERE ${range} AND m.latitude IS NOT NULL AND m.longitude IS NOT NULL
    ORDER BY m.at DESC, m.id LIMIT ${MAP_LIMIT + 1}`);
  const capped = rows.length > MAP_LIMIT;
  return {
    date,
    count: num(t?.count),
    withoutPosition: num(t?.without),
    capped,
    limit: MAP_LIMIT,
    marks: rows.slice(0, MAP_LIMIT).map((r) => ({ userId: r.user_id, name: r.name, type: r.type, at: iso(r.at), lat: Number(r.lat), lng: Number(r.lng), accuracy: r.accuracy == null ? null : Number(r.accuracy) })),
  };
}

/** Per day of [from, to]: worked and overtime hours (2 decimals), late arrivals and presences. */
export async function workdaysGraphic(db: Db, ctx: DashboardContext, from: string, to: string) {
  const rows = await rowsOf<{ date: string; worked: number; extra: number; late: number; presences: number }>(db, sql`
    SELECT to_char(w.date, 'YYYY-MM-DD') AS date, coalesce(sum(w.worked_minutes), 0)::int AS worked,
      coalesce(sum(w.extra_minutes), 0)::int AS extra, count(*) FILTER (WHERE w.late_minutes > 0)::int AS late, count(*)::int AS presences
    FROM workdays w JOIN users u ON u.id = w.user_id AND u.company_id = w.company_id
    WHERE w.company_id = ${ctx.companyId} AND w.date BETWEEN ${from}::date AND ${to}::date AND ${PRESENT} AND ${ctx.people}
    GROUP BY w.date`);
  const by = new Map(rows.map((r) => [r.date, r]));
  const days = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const r = by.get(d);
    days.push({
      date: d,
      workedHours: Math.round(num(r?.worked) / 0.6) / 100,
      extraHours: Math.round(num(r?.extra) / 0.6) / 100,
      lateCount: num(r?.late),
      presences: num(r?.presences),
    });
  }
  return { from, to, days };
}

/**
 * Heat map of [from, to]: `matrix[weekday][hour]` = average number of people present in that local hour on that
 * weekday (weekday 0 = Monday … 6 = Sunday), from the workdays' clock pairs; a person counts in an hour when any
 * minute of a pair falls in it. An open pair counts until now (at most 16 h). Averages are over the dates of that
 * weekday in the range (2 decimals).
 */
export async function heatmapOf(db: Db, ctx: DashboardContext, from: string, to: string) {
  const rows = await rowsOf<{ dow: number; hour: number; people: number }>(db, sql`
    WITH pairs AS (
      SELECT w.user_id, ${zoneOfUser(ctx)} AS zone, (c->>'in')::timestamptz AS t_in,
        coalesce((c->>'out')::timestamptz, least(${ctx.nowIso}::timestamptz, (c->>'in')::timestamptz + interval '16 hours')) AS t_out
      FROM workdays w JOIN users u ON u.id = w.user_id AND u.company_id = w.company_id
        CROSS JOIN LATERAL jsonb_array_elements(w.clocks) c
      WHERE w.company_id = ${ctx.companyId} AND w.date BETWEEN (${from}::date - 1) AND ${to}::date AND ${PRESENT} AND ${ctx.people}
    ), hours AS (
      SELECT h, count(DISTINCT p.user_id) AS n
      FROM pairs p CROSS JOIN LATERAL generate_series(date_trunc('hour', p.t_in AT TIME ZONE p.zone),
        (p.t_out AT TIME ZONE p.zone) - interval '1 microsecond', interval '1 hour') h
      WHERE p.t_out > p.t_in AND p.t_out - p.t_in <= interval '36 hours'
      GROUP BY h
    )
    SELECT (extract(isodow FROM h)::int - 1) AS dow, extract(hour FROM h)::int AS hour, sum(n)::int AS people
    FROM hours WHERE h::date BETWEEN ${from}::date AND ${to}::date GROUP BY 1, 2`);
  // how many dates of each weekday (0 = Monday) the range has
  const dates = [0, 0, 0, 0, 0, 0, 0];
  for (let d = from; d <= to; d = addDays(d, 1)) dates[(weekdayOf(d) + 6) % 7] += 1;
  const matrix = dates.map(() => Array.from({ length: 24 }, () => 0));
  let max = 0;
  for (const r of rows) {
    const avg = dates[r.dow] ? Math.round((num(r.people) / dates[r.dow]) * 100) / 100 : 0;
    matrix[r.dow][r.hour] = avg;
    max = Math.max(max, avg);
  }
  return { from, to, weekdays: dates, matrix, max };
}
