import type { SpecialDayRule } from './types';

/** A special day concerns a person when it names no unit or names one of theirs. */
export function specialDayConcerns(day: SpecialDayRule, unitIds: readonly string[]): boolean {
  return !day.branches?.length || day.branches.some((b) => unitIds.includes(b));
}

/**
 * Whether a special day falls on a date. A recurring one repeats its month-days every year from its first
 * date on (a range over New Year, 24 Dec–2 Jan, wraps); a range of a year or more covers every date. A
 * recurring 29 February only occurs in leap years.
 */
export function specialDayFallsOn(day: SpecialDayRule, date: string): boolean {
  if (!day.isRecurring) return day.dateFrom <= date && date <= day.dateTo;
  if (date < day.dateFrom) return false;
  const fromYear = Number(day.dateFrom.slice(0, 4));
  const toYear = Number(day.dateTo.slice(0, 4));
  const fromMd = day.dateFrom.slice(5);
  const toMd = day.dateTo.slice(5);
  const md = date.slice(5);
  if (toYear === fromYear) return fromMd <= md && md <= toMd;
  if (toYear === fromYear + 1 && toMd < fromMd) return md >= fromMd || md <= toMd;
  return toYear > fromYear;
}

/** The special days of a person's units on a date (the ones given are usually pre-filtered by concern). */
export function specialDaysOn(days: readonly SpecialDayRule[], date: string, unitIds: readonly string[]): SpecialDayRule[] {
  return days.filter((d) => specialDayConcerns(d, unitIds) && specialDayFallsOn(d, date));
}
