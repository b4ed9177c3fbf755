/**
 * Calendar arithmetic on local dates `YYYY-MM-DD` that src/shared/workday/zonedTime.ts does not have (addDays and
 * weekdayOf live there). Day numbers (days since 1970-01-01) let the ledger compare and subtract dates without
 * building strings for every day.
 */

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Days since 1970-01-01 of a local date. */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** The local date of a day number. */
export function dateOfDayNumber(n: number): string {
  const d = new Date(n * DAY_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Days in a month (`month` 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The date `months` calendar months after `date`; a day the target month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February; 29 February + 12 months = 28 February).
 */
export function addMonths(date: string, months: number): string {
  const total = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month));
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Day number of the last day of the month holding day number `n`. */
export function endOfMonthNumber(n: number): number {
  const d = new Date(n * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0) / DAY_MS;
}

/** Number of dates from `from` to `to`, both included (0 when `to` is before `from`). */
export function datesBetween(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}
