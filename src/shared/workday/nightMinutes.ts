import { clip, lengthOf, type Interval } from './intervals';
import type { LocalTimeRange } from './types';
import { addDays, localDateOf, minutesOfTime, toInstant } from './zonedTime';

/**
 * Real milliseconds of `worked` that fall inside the night range (22:00–06:00 by default), each night placed
 * on the real clock so a DST night counts its true length. A range whose end is at or before its start
 * crosses midnight.
 */
export function nightMs(worked: Interval[], range: LocalTimeRange, timeZone: string): number {
  const intervals = worked.filter((i) => i.end > i.start);
  if (!intervals.length) return 0;
  const crosses = minutesOfTime(range.end) <= minutesOfTime(range.start);
  // the night that began the day before may still be running at the first start
  const first = addDays(localDateOf(Math.min(...intervals.map((i) => i.start)), timeZone), -1);
  const last = localDateOf(Math.max(...intervals.map((i) => i.end)), timeZone);
  let total = 0;
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const night = {
      start: toInstant(date, range.start, timeZone),
      end: toInstant(crosses ? addDays(date, 1) : date, range.end, timeZone),
    };
    total += lengthOf(clip(intervals, night));
  }
  return total;
}
