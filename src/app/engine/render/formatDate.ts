import dayjs from 'dayjs';

/** Pattern of a date or date-time in the user's language (`engine.format.date`), with safe fallbacks. */
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY';
export const DEFAULT_DATETIME_FORMAT = 'DD/MM/YYYY HH:mm';

/** `2026-03-19` → `19/03/2026` (or the locale's pattern); unparsable values are answered as they came. */
export function formatDate(value: unknown, pattern: string): string {
  if (value === undefined || value === null || value === '') return '';
  const text = String(value);
  // a plain date has no time zone: parse its parts so it never shifts a day
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = plain ? dayjs(new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]))) : dayjs(text);
  return date.isValid() ? date.format(pattern) : text;
}
