import { and, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import {
  addDays, buildWorkdays, startOfLocalDate, type GeneralConfig, type IgnoredReason, type Mark, type MarkSource, type MarkType, type Workday,
} from '../../../shared/workday';
import type { Db } from '../../db/client';
import { anyUuid, jsonRows } from '../../db/jsonRows';
import { returnedRows } from './returnedRows';
import { marks, workdays } from '../../db/schema';
import { withLockedUserReferences } from './lockedUserRows';
import { plannedShifts } from './plannedShifts';
import { workdayValues } from './workdayRecord';
import { syncWorkdayReviews, type ReviewedDay } from './workdayReviewSync';

/** Recompute one user's workdays whose date lies in [from, to] (local dates, inclusive). */
export interface RecomputeRange {
  userId: string;
  timeZone: string;
  from: string;
  to: string;
}

/** A mark on a date whose workday a person typed or corrected: stored, but it does not change that workday. */
export type MarkIgnoredReason = IgnoredReason | 'MANUAL_WORKDAY';

export interface RecomputeResult {
  /** mark id → the workday (id, date) it is part of */
  placed: Map<string, { workdayId: string; date: string }>;
  /** mark id → why no workday took it */
  ignored: Map<string, MarkIgnoredReason>;
}

/** The columns of a mark the workday rules and the ingestion's answer need (not its device, position…). */
export const MARK_FIELDS = { id: marks.id, userId: marks.userId, clientId: marks.clientId, at: marks.at, type: marks.type, source: marks.source };
export type MarkRow = Pick<typeof marks.$inferSelect, keyof typeof MARK_FIELDS>;
/**
 * What is kept of a stored workday before a rebuild: whether a person wrote it (a manual day is left alone, and its
 * mark ids place the marks it took) and its warnings (its error reports follow them). Its content is not read: the
 * upsert compares it in the database (DISTINCT_CONTENT), so the timeline and pairs of every day never travel.
 */
interface StoredWorkday { id: string; userId: string; date: string; manual: boolean; warnings: string[]; markIds: string[] }

/** What a written workday answers (its review sync and the marks' placement). */
interface ReturnedWorkday { id: string; userId: string; date: string; warnings: string[] }
const RETURNED = { id: 'id', userId: 'user_id', date: 'date', warnings: 'warnings' };

/** A mark as the rules read it, from `[id, userId, epoch ms, type, source]` (readMarks). */
type RuleMarkTuple = [string, string, number, string, string];
const toMark = ([id, userId, at, type, source]: RuleMarkTuple): Mark => ({
  id, userId, at: new Date(at).toISOString(), type: type as MarkType, source: source as MarkSource,
});

function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(keyOf(row));
    if (list) list.push(row);
    else out.set(keyOf(row), [row]);
  }
  return out;
}

/**
 * The fields that make two versions of a workday the same (so an unchanged day is not rewritten): the upsert's
 * `DO UPDATE … WHERE`, compared as jsonb (key order does not count) and integers.
 */
const DISTINCT_CONTENT = sql.raw(`(workdays.state, workdays.clocks, workdays.breaks, workdays.history_hours, workdays.warnings, workdays.mark_ids, workdays.shift,
  workdays.worked_minutes, workdays.extra_minutes, workdays.late_minutes, workdays.night_minutes)
  is distinct from (excluded.state, excluded.clocks, excluded.breaks, excluded.history_hours, excluded.warnings, excluded.mark_ids, excluded.shift,
  excluded.worked_minutes, excluded.extra_minutes, excluded.late_minutes, excluded.night_minutes)`);

/**
 * The marks the rules read, as ONE JSON text of tuples in time order: thousands of marks come back for a busy batch
 * (every touched person's days), and tuples with the instant in epoch milliseconds cost a fraction of objects with
 * timestamps, on the database's side and in JSON.parse.
 */
async function readMarks(tx: Db, companyId: string, userIds: string[], from: number, to: number): Promise<RuleMarkTuple[]> {
  const result = (await tx.execute(sql`select coalesce(json_agg(json_build_array(${marks.id}, ${marks.userId}, floor(extract(epoch from ${marks.at}) * 1000), ${marks.type}, ${marks.source}) order by ${marks.at}), '[]')::text as "json"
    from ${marks} where ${and(eq(marks.companyId, companyId), anyUuid(marks.userId, userIds), gte(marks.at, new Date(from)), lt(marks.at, new Date(to)), isNull(marks.voidedAt))}`)) as unknown as { rows: { json: string }[] };
  return JSON.parse(result.rows[0].json) as RuleMarkTuple[];
}

/** The stored workdays of the users between two dates: StoredWorkday (mark ids of manual days only), as one JSON text. */
async function readStored(tx: Db, companyId: string, userIds: string[], from: string, to: string): Promise<StoredWorkday[]> {
  const result = (await tx.execute(sql`select coalesce(json_agg(json_build_object('id', ${workdays.id}, 'userId', ${workdays.userId}, 'date', ${workdays.date},
    'manual', ${workdays.manual}, 'warnings', ${workdays.warnings}, 'markIds', case when ${workdays.manual} then ${workdays.markIds} else '[]'::jsonb end)), '[]')::text as "json"
    from ${workdays} where ${and(eq(workdays.companyId, companyId), anyUuid(workdays.userId, userIds), gte(workdays.date, from), lte(workdays.date, to))}`)) as unknown as { rows: { json: string }[] };
  return JSON.parse(result.rows[0].json) as StoredWorkday[];
}

/**
 * Rebuilds workdays from the stored marks and planned shifts with buildWorkdays, inside the caller's transaction
 * (the caller holds the users' row locks, so two requests never rebuild one user's days from different marks).
 * Marks are read from the day before `from` (a night shift that started then) to two days after `to` (a workday
 * runs up to 24 h); only dates in [from, to] are written. A manual workday (typed or corrected by a person) is
 * left as it is. Unchanged days are not rewritten; error reports follow each written day's warnings.
 */
export async function recomputeWorkdays(tx: Db, companyId: string, ranges: RecomputeRange[], config: GeneralConfig, now: number): Promise<RecomputeResult> {
  const result: RecomputeResult = { placed: new Map(), ignored: new Map() };
  if (!ranges.length) return result;
  const userIds = [...new Set(ranges.map((r) => r.userId))];
  const bounds = ranges.map((r) => ({
    ...r,
    readFrom: startOfLocalDate(addDays(r.from, -1), r.timeZone),
    readTo: startOfLocalDate(addDays(r.to, 2), r.timeZone),
  }));
  const minFrom = ranges.reduce((m, r) => (r.from < m ? r.from : m), ranges[0].from);
  const maxTo = ranges.reduce((m, r) => (r.to > m ? r.to : m), ranges[0].to);

  const markRows = await readMarks(tx, companyId, userIds, Math.min(...bounds.map((b) => b.readFrom)), Math.max(...bounds.map((b) => b.readTo)));
  const shiftsByUser = await plannedShifts(tx, companyId, userIds, addDays(minFrom, -1), addDays(maxTo, 1));
  const stored = await readStored(tx, companyId, userIds, minFrom, maxTo);
  const storedBy = new Map(stored.map((w) => [`${w.userId}|${w.date}`, w]));

  const marksByUser = groupBy(markRows, (m) => m[1]);
  const storedByUser = groupBy(stored, (w) => w.userId);
  const writes: Workday[] = [];
  const obsolete: string[] = [];
  for (const b of bounds) {
    const userMarks = (marksByUser.get(b.userId) ?? []).filter((m) => m[2] >= b.readFrom && m[2] < b.readTo).map(toMark);
    const built = buildWorkdays(userMarks, shiftsByUser.get(b.userId) ?? {}, config, b.timeZone, now);
    for (const i of built.ignored) result.ignored.set(i.markId, i.reason);
    const inRange = built.workdays.filter((w) => w.date >= b.from && w.date <= b.to);
    for (const w of inRange) {
      const existing = storedBy.get(`${b.userId}|${w.date}`);
      if (existing?.manual) {
        for (const id of w.markIds) {
          if (existing.markIds.includes(id)) result.placed.set(id, { workdayId: existing.id, date: w.date });
          else result.ignored.set(id, 'MANUAL_WORKDAY');
        }
        continue;
      }
      // an unchanged day is left as stored by the upsert's WHERE, and not returned: its marks stay on it
      if (existing) for (const id of w.markIds) result.placed.set(id, { workdayId: existing.id, date: w.date });
      writes.push(w);
    }
    const dates = new Set(inRange.map((w) => w.date));
    for (const s of storedByUser.get(b.userId) ?? []) {
      if (!s.manual && s.date >= b.from && s.date <= b.to && !dates.has(s.date)) obsolete.push(s.id);
    }
  }

  if (obsolete.length) await tx.delete(workdays).where(and(eq(workdays.companyId, companyId), inArray(workdays.id, obsolete)));
  if (!writes.length) return result;
  const upsert = tx
    .insert(workdays)
    .select(jsonRows(workdays, writes.map((w) => workdayValues(companyId, w, false))))
    .onConflictDoUpdate({
      target: [workdays.companyId, workdays.userId, workdays.date],
      set: {
        state: sql`excluded.state`,
        clocks: sql`excluded.clocks`,
        breaks: sql`excluded.breaks`,
        historyHours: sql`excluded.history_hours`,
        firstIn: sql`excluded.first_in`,
        lastOut: sql`excluded.last_out`,
        workedMinutes: sql`excluded.worked_minutes`,
        breakMinutes: sql`excluded.break_minutes`,
        lateMinutes: sql`excluded.late_minutes`,
        earlyDepartureMinutes: sql`excluded.early_departure_minutes`,
        extraMinutes: sql`excluded.extra_minutes`,
        nightMinutes: sql`excluded.night_minutes`,
        plannedMinutes: sql`excluded.planned_minutes`,
        shift: sql`excluded.shift`,
        warnings: sql`excluded.warnings`,
        markIds: sql`excluded.mark_ids`,
        updatedAt: sql`now()`,
      },
      setWhere: DISTINCT_CONTENT,
    })
    .returning({ id: workdays.id, userId: workdays.userId, date: workdays.date, warnings: workdays.warnings });
  // the users' rows are locked by the caller and their marks read: no foreign key check per row (PGlite)
  const rows = await withLockedUserReferences(tx, () => returnedRows<ReturnedWorkday>(tx, upsert, RETURNED));
  const reviewed: ReviewedDay[] = rows.map((r) => ({ ...r, previous: storedBy.get(`${r.userId}|${r.date}`)?.warnings ?? [] }));
  await syncWorkdayReviews(tx, companyId, reviewed);
  // a written day holds the marks it was built from (its mark ids are not sent back: they are known here)
  const written = new Map(writes.map((w) => [`${w.userId}|${w.date}`, w.markIds]));
  for (const r of rows) for (const id of written.get(`${r.userId}|${r.date}`) ?? []) result.placed.set(id, { workdayId: r.id, date: r.date });
  return result;
}
