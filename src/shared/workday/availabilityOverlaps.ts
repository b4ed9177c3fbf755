import { fieldError } from './fieldError';
import type { WorkdayFieldError } from './types';
import { minutesOfTime, weekdayOf } from './zonedTime';

/**
 * A time range a collaborator is available: every week on `weekday` (0 = Sunday … 6 = Saturday) or once on
 * `date`. `endTime` at or before `startTime` runs into the next day (20:00–02:00); equal times mean all day.
 * Availability is wall-clock time, so a DST change does not move it.
 */
export interface AvailabilityRange {
  weekday?: number;
  date?: string;
  startTime: string;
  endTime: string;
}

const DAY = 1440;
const WEEK = 7 * DAY;

/** Start and end in minutes: on the week circle for weekly ranges, from the epoch day for dated ones. */
function placed(r: AvailabilityRange, onWeek: boolean): { start: number; end: number } {
  const start = minutesOfTime(r.startTime);
  const length = ((minutesOfTime(r.endTime) - start + DAY - 1) % DAY) + 1;
  const day = onWeek ? (r.date !== undefined ? weekdayOf(r.date) : r.weekday ?? 0) : Date.parse(`${r.date}T00:00:00Z`) / 86_400_000;
  return { start: day * DAY + start, end: day * DAY + start + length };
}

/** Whether two ranges share a minute; a weekly range meets a dated one on that date's weekday. */
export function availabilityOverlaps(a: AvailabilityRange, b: AvailabilityRange): boolean {
  const onWeek = a.date === undefined || b.date === undefined;
  const pa = placed(a, onWeek);
  const pb = placed(b, onWeek);
  // on the week circle Saturday 22:00–02:00 meets Sunday 01:00: compare a week apart too
  const shifts = onWeek ? [-WEEK, 0, WEEK] : [0];
  return shifts.some((s) => pa.start < pb.end + s && pb.start + s < pa.end);
}

/** AVAILABILITY_OVERLAPS on `<path>.<j>.startTime` for each range overlapping an earlier one. */
export function availabilityOverlapErrors(ranges: AvailabilityRange[], path = 'availability'): WorkdayFieldError[] {
  const errors: WorkdayFieldError[] = [];
  ranges.forEach((r, j) => {
    if (ranges.slice(0, j).some((q) => availabilityOverlaps(q, r))) errors.push(fieldError(`${path}.${j}.startTime`, 'AVAILABILITY_OVERLAPS'));
  });
  return errors;
}
