import { addDays, localDateOf, weekdayOf } from '../../src/shared/workday';

/**
 * A past date on which the demo seed guarantees a full working day: every office and warehouse works Monday to
 * Friday (workdaysShiftPlan.ts), so the latest Monday–Friday at least `minDaysAgo` days before today in Madrid.
 * Tests that open the demo on "a few days ago" use it, so they hold whatever day of the week CI runs on.
 */
export function seededWorkingDay(minDaysAgo = 3, now = Date.now()): string {
  let date = addDays(localDateOf(now, 'Europe/Madrid'), -minDaysAgo);
  while (weekdayOf(date) === 0 || weekdayOf(date) === 6) date = addDays(date, -1);
  return date;
}
