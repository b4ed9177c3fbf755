import { addDays } from '../../shared/workday';

/** Days shown around the reported date on the daily record (the neighbours matter when correcting a workday). */
const AROUND = 3;

/**
 * The person's daily record around the workday of a review: `/team/daily-record/:userId?from=&to=` (the record
 * reads the range from the query; without it, it opens on its default last two weeks).
 */
export function recordLink(userId: string, date: string, today: string): string {
  const to = addDays(date, AROUND) > today ? today : addDays(date, AROUND);
  return `/team/daily-record/${userId}?from=${addDays(date, -AROUND)}&to=${to}`;
}
