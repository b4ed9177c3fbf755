import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { addDays, type ShiftForDay } from '../../../shared/workday';
import type { Db } from '../../db/client';
import { workdays } from '../../db/schema';
import { ApiError, fieldError } from '../../http/apiError';
import { plannedShifts } from './plannedShifts';
import { HISTORY_LIMIT, type HistoryBody } from './workdaySchemas';
import { toWorkdayRecord, type WorkdayRecord } from './workdayRecord';
import { pendingReviewCounts } from './workdayReviewSync';

/** Longest range whose planned shifts come with the history (the record shows weeks, not years). */
const SHIFT_RANGE_DAYS = 400;

export interface WorkdayHistory {
  workdays: (WorkdayRecord & { pendingReviews: number })[];
  count: number;
  /** planned shifts of the asked range (days without a workday show what was planned) */
  shifts: ShiftForDay[];
}

/** The date range a history body asks for; 400 DATE_RANGE_INVALID when `gte` is after `lte`. */
export function historyRange(body: HistoryBody): { gte?: string; lte?: string } {
  const date = body.filter?.date;
  if (typeof date === 'string') return { gte: date, lte: date };
  const range = { gte: date?.gte, lte: date?.lte };
  if (range.gte && range.lte && range.gte > range.lte) {
    throw new ApiError(400, 'DATE_RANGE_INVALID', { errors: [fieldError('filter.date.lte', 'DATE_RANGE_INVALID')] });
  }
  return range;
}

/** One user's workdays, newest first, at most `limit` (default and maximum 1000), with the total that matched. */
export async function workdayHistory(db: Db, companyId: string, userId: string, body: HistoryBody): Promise<WorkdayHistory> {
  const range = historyRange(body);
  const conds: SQL[] = [eq(workdays.companyId, companyId), eq(workdays.userId, userId)];
  if (range.gte) conds.push(gte(workdays.date, range.gte));
  if (range.lte) conds.push(lte(workdays.date, range.lte));
  const where = and(...conds);
  const limit = Math.min(body.limit ?? HISTORY_LIMIT, HISTORY_LIMIT);
  const rows = await db.select().from(workdays).where(where).orderBy(desc(workdays.date)).limit(limit);
  const [{ n }] = await db.select({ n: count() }).from(workdays).where(where);
  const reviews = await pendingReviewCounts(db, companyId, rows.map((r) => r.id));

  let shifts: ShiftForDay[] = [];
  if (range.gte && range.lte && range.lte <= addDays(range.gte, SHIFT_RANGE_DAYS)) {
    const byDate = (await plannedShifts(db, companyId, [userId], range.gte, range.lte)).get(userId) ?? {};
    shifts = Object.values(byDate).filter((s): s is ShiftForDay => !!s).sort((a, b) => (a.date < b.date ? 1 : -1));
  }
  return { workdays: rows.map((r) => ({ ...toWorkdayRecord(r), pendingReviews: reviews.get(r.id) ?? 0 })), count: n, shifts };
}

