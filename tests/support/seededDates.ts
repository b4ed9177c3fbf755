import { addDays, localDateOf, toInstant, weekdayOf } from '../../src/shared/workday';

/**
 * Dates for tests that must hold on any day they run (any weekday, month or year end, daylight-saving change, any
 * hour UTC). "Today" is always the date in Madrid — the demo's and the fixture's zone, and the server's default —
 * never the machine's date (at 23:30 UTC Madrid is already on the next day). Every helper takes `now` so a test of
 * the helpers, or a test with its own clock, can pin it. `scripts/dateSweep.sh` runs the tests that read the clock
 * on each day of a week to prove it.
 */
export const MADRID = 'Europe/Madrid';

/** Today in Madrid. */
export function madridToday(now = Date.now()): string {
  return localDateOf(now, MADRID);
}

/**
 * A past date on which the demo seed guarantees a full working day: every office and warehouse works Monday to
 * Friday (workdaysShiftPlan.ts; holidays are not skipped), so the latest Monday–Friday at least `minDaysAgo` days
 * before today in Madrid. Tests that open the demo on "a few days ago" use it, so they hold whatever day of the week
 * CI runs on.
 */
export function seededWorkingDay(minDaysAgo = 3, now = Date.now()): string {
  let date = addDays(madridToday(now), -minDaysAgo);
  while (weekdayOf(date) === 0 || weekdayOf(date) === 6) date = addDays(date, -1);
  return date;
}

/** True when the clocks do not change between `date` noon and the next day's noon (a night shift lasts its hours). */
export function hasSteadyNight(date: string, timeZone = MADRID): boolean {
  return toInstant(addDays(date, 1), '12:00', timeZone) - toInstant(date, '12:00', timeZone) === 86_400_000;
}

/**
 * The latest date at least `minDaysAgo` days before today in Madrid whose night has no daylight-saving change: a
 * 22:00–06:00 shift on it is 8 hours, not 7 or 9 as on the last Saturday of March or October.
 */
export function steadyNightDaysAgo(minDaysAgo: number, now = Date.now()): string {
  let date = addDays(madridToday(now), -minDaysAgo);
  while (!hasSteadyNight(date)) date = addDays(date, -1);
  return date;
}

/** The last whole calendar month before today in Madrid (the reports screens' default range). */
export function lastWholeMonth(now = Date.now()): { from: string; to: string } {
  const firstOfThisMonth = `${madridToday(now).slice(0, 7)}-01`;
  const to = addDays(firstOfThisMonth, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}
