import { and, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import {
  addDays, buildWorkdays, startOfLocalDate, type GeneralConfig, type IgnoredReason, type Mark, type MarkSource, type MarkType, type Workday,
} from '../../../shared/workday';
import type { Db } from '../../db/client';
import { anyUuid, jsonRows, selectAsJson } from '../../db/jsonRows';
import { returnedRows } from './returnedRows';
import { marks, workdays } from '../../db/schema';
import { withLockedUserReferences } from './lockedUserRows';
import { plannedShifts } from './plannedShifts';
import { stableJson } from './stableJson';
import { workdayValues, type WorkdayRow } from './workdayRecord';
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
/** What the rules read of each mark (no client id: a clock's is as long as the rest together). */
const RULE_FIELDS = { id: marks.id, userId: marks.userId, at: marks.at, type: marks.type, source: marks.source };
type RuleMarkRow = Pick<MarkRow, keyof typeof RULE_FIELDS>;

/** The columns of a stored workday a rebuild compares with (sameContent) or keeps (manual days). */
const STORED_FIELDS = {
  id: workdays.id, userId: workdays.userId, date: workdays.date, manual: workdays.manual, state: workdays.state, clocks: workdays.clocks,
  breaks: workdays.breaks, historyHours: workdays.historyHours, warnings: workdays.warnings, markIds: workdays.markIds, shift: workdays.shift,
  workedMinutes: workdays.workedMinutes, extraMinutes: workdays.extraMinutes, lateMinutes: workdays.lateMinutes, nightMinutes: workdays.nightMinutes,
};
type StoredWorkday = Pick<WorkdayRow, keyof typeof STORED_FIELDS>;

/** What a written workday answers (its review sync and the marks' placement). */
interface ReturnedWorkday { id: string; userId: string; date: string; warnings: string[]; markIds: string[] }
const RETURNED = { id: 'id', userId: 'user_id', date: 'date', warnings: 'warnings', markIds: 'mark_ids' };

export const toMark = (r: RuleMarkRow): Mark => ({
  id: r.id,
  userId: r.userId,
  at: r.at.toISOString(),
  type: r.type as MarkType,
  source: r.source as MarkSource,
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

/** Fields that make two versions of a workday the same (so an unchanged day is not rewritten). */
const sameContent = (row: StoredWorkday, w: Workday) =>
  row.state === w.state &&
  stableJson([row.clocks, row.breaks, row.historyHours, row.warnings, row.markIds, row.shift, row.workedMinutes, row.extraMinutes, row.lateMinutes, row.nightMinutes]) ===
    stableJson([w.clocks, w.breaks, w.historyHours, w.warnings, w.markIds, w.shift, w.totals.worked, w.totals.extra, w.totals.late, w.totals.night]);

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

  const markRows = await selectAsJson(tx, marks, RULE_FIELDS, and(
    eq(marks.companyId, companyId),
    anyUuid(marks.userId, userIds),
    gte(marks.at, new Date(Math.min(...bounds.map((b) => b.readFrom)))),
    lt(marks.at, new Date(Math.max(...bounds.map((b) => b.readTo)))),
    isNull(marks.voidedAt),
  ), sql`${marks.at}`);
  const shiftsByUser = await plannedShifts(tx, companyId, userIds, addDays(minFrom, -1), addDays(maxTo, 1));
  const stored = await selectAsJson(tx, workdays, STORED_FIELDS, and(eq(workdays.companyId, companyId), anyUuid(workdays.userId, userIds), gte(workdays.date, minFrom), lte(workdays.date, maxTo)));
  const storedBy = new Map(stored.map((w) => [`${w.userId}|${w.date}`, w]));

  const marksByUser = groupBy(markRows, (m) => m.userId);
  const storedByUser = groupBy(stored, (w) => w.userId);
  const writes: Workday[] = [];
  const obsolete: string[] = [];
  for (const b of bounds) {
    const userMarks = (marksByUser.get(b.userId) ?? []).filter((m) => m.at.getTime() >= b.readFrom && m.at.getTime() < b.readTo).map(toMark);
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
      if (existing && sameContent(existing, w)) {
        for (const id of w.markIds) result.placed.set(id, { workdayId: existing.id, date: w.date });
        continue;
      }
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
    })
    .returning({ id: workdays.id, userId: workdays.userId, date: workdays.date, warnings: workdays.warnings, markIds: workdays.markIds });
  // the users' rows are locked by the caller and their marks read: no foreign key check per row (PGlite)
  const rows = await withLockedUserReferences(tx, () => returnedRows<ReturnedWorkday>(tx, upsert, RETURNED));
  const reviewed: ReviewedDay[] = rows.map((r) => ({ ...r, previous: storedBy.get(`${r.userId}|${r.date}`)?.warnings ?? [] }));
  await syncWorkdayReviews(tx, companyId, reviewed);
  for (const r of rows) for (const id of r.markIds) result.placed.set(id, { workdayId: r.id, date: r.date });
  return result;
}
