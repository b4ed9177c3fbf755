import { and, eq, gte, lte } from 'drizzle-orm';
import { anyUuid, selectAsJson } from '../../db/jsonRows';
import type { ShiftForDay, ShiftType } from '../../../shared/workday';
import type { Db } from '../../db/client';
import { shifts } from '../../db/schema';

export type ShiftsByDate = Record<string, ShiftForDay | undefined>;

const SHIFT_FIELDS = {
  id: shifts.id, userId: shifts.userId, date: shifts.date, type: shifts.type, startTime: shifts.startTime, endTime: shifts.endTime, breakMinutes: shifts.breakMinutes,
};

/** The planned shifts of some users between two local dates (inclusive), by user and date, as the rules read them. */
export async function plannedShifts(db: Db, companyId: string, userIds: string[], from: string, to: string): Promise<Map<string, ShiftsByDate>> {
  const out = new Map<string, ShiftsByDate>();
  if (!userIds.length) return out;
  const rows = await selectAsJson(db, shifts, SHIFT_FIELDS, and(eq(shifts.companyId, companyId), anyUuid(shifts.userId, [...new Set(userIds)]), gte(shifts.date, from), lte(shifts.date, to)));
  for (const r of rows) {
    let byDate = out.get(r.userId);
    if (!byDate) out.set(r.userId, (byDate = {}));
    byDate[r.date] = {
      id: r.id,
      date: r.date,
      type: r.type as ShiftType,
      ...(r.startTime ? { startTime: r.startTime } : {}),
      ...(r.endTime ? { endTime: r.endTime } : {}),
      breakMinutes: r.breakMinutes,
    };
  }
  return out;
}
