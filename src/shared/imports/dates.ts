/**
 * Dates as people type them in spreadsheets: ISO (2024-01-31, 2024/01/31) or day first, as in Spain and Brazil
 * (31/01/2024, 31-01-2024, 31.01.2024). Returns YYYY-MM-DD, or null for anything that is no real calendar date.
 */
export function parseImportDate(value: string): string | null {
  const text = value.trim();
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/.exec(text);
  let year: number, month: number, day: number;
  if (m) [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
    if (!m) return null;
    [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
