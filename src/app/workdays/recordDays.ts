import { addDays, type ShiftForDay } from '../../shared/workday';
import type { WorkdayRecord } from './workdayApi';

/** One line of the daily record: a date with its workday (if any) and its planned shift (if any). */
export interface RecordDay {
  date: string;
  workday?: WorkdayRecord;
  shift?: ShiftForDay;
}

/**
 * Every date of the range, newest first, so a day without marks shows as such (absent, rest day, not yet worked).
 * A workday dated outside the range (asked by date) still shows.
 */
export function recordDays(from: string, to: string, workdays: WorkdayRecord[], shifts: ShiftForDay[]): RecordDay[] {
  const byDate = new Map(workdays.map((w) => [w.date, w]));
  const shiftByDate = new Map(shifts.map((s) => [s.date, s]));
  const days: RecordDay[] = [];
  for (let date = to; date >= from; date = addDays(date, -1)) {
    days.push({ date, workday: byDate.get(date), shift: byDate.get(date)?.shift ?? shiftByDate.get(date) });
  }
  return days;
}
