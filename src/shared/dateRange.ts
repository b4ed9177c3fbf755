/**
 * Years a date of the product may have (every date field and date query parameter, browser and server). RFC 3339
 * allows 0000–9999, but PostgreSQL refuses year 0 and a typo such as 20250 would be stored as a date nobody finds
 * again: outside this range a date is malformed, refused on its field before the database sees it.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/** Whether the year of a `YYYY-…` text is within MIN_YEAR–MAX_YEAR. */
export function yearInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}
