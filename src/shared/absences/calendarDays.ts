/**
 * Calendar arithmetic on local dates `YYYY-MM-DD` that src/shared/workday/zonedTime.ts does not have (addDays and
 * weekdayOf live there). Day numbers (days since 1970-01-01) let the ledger compare and subtract dates without
 * building strings for every day. Pure integer arithmetic (proleptic Gregorian, H. Hinnant's civil-date
 * algorithms) instead of `Date` objects: a company's ledgers convert a few hundred thousand dates.
 */

const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const DIGIT_0 = 48;

/** Days since 1970-01-01 of a civil date (`month` 1–12). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Year, month (1–12) and day of a day number, written into `out` to spare an allocation. */
function civilFromDays(n: number, out: number[]): void {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  out[0] = yoe + era * 400 + (month <= 2 ? 1 : 0);
  out[1] = month;
  out[2] = day;
}

const civil = [0, 0, 0];
const digit = (s: string, i: number) => s.charCodeAt(i) - DIGIT_0;

/** Days since 1970-01-01 of a local date. */
export function dayNumber(date: string): number {
  const year = digit(date, 0) * 1000 + digit(date, 1) * 100 + digit(date, 2) * 10 + digit(date, 3);
  return daysFromCivil(year, digit(date, 5) * 10 + digit(date, 6), digit(date, 8) * 10 + digit(date, 9));
}

/** The local date of a day number. */
export function dateOfDayNumber(n: number): string {
  civilFromDays(n, civil);
  const year = civil[0];
  return `${TWO_DIGITS[Math.floor(year / 100)]}${TWO_DIGITS[year % 100]}-${TWO_DIGITS[civil[1]]}-${TWO_DIGITS[civil[2]]}`;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month (`month` 1–12). */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1];
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
  return `${TWO_DIGITS[Math.floor(year / 100)]}${TWO_DIGITS[year % 100]}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
}

/** Day number of the last day of the month holding day number `n`. */
export function endOfMonthNumber(n: number): number {
  civilFromDays(n, civil);
  return n + daysInMonth(civil[0], civil[1]) - civil[2];
}

/** Number of dates from `from` to `to`, both included (0 when `to` is before `from`). */
export function datesBetween(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}
