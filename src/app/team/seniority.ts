/** Whole years between a contract start (YYYY-MM-DD) and a day (today, or the leaving date). */
export function seniorityYears(start: unknown, until: Date | string = new Date()): number | null {
  if (typeof start !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(start)) return null;
  const end = typeof until === 'string' ? until : until.toISOString().slice(0, 10);
  const [y1, m1, d1] = start.split('-').map(Number);
  const [y2, m2, d2] = end.split('-').map(Number);
  const years = y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
  return years < 0 ? null : years;
}
