/**
 * A short-lived in-process cache for the dashboard's figures. The range aggregates (month calendar, workdays
 * graphic, heat map) scan weeks of a company's workdays (300k rows for 10,000 people and a month) and are kept
 * CACHE_MS; the single-date cards (presences, absences, late arrivals, map) are kept DAY_CACHE_MS, so a whole office
 * opening the dashboard at nine costs one computation. Keys carry the company's attendance version
 * (workdays/attendanceVersion): a mark, a corrected workday or a moved shift in this process shows at once; other
 * processes on a shared PostgreSQL show it when the entry expires. Concurrent requests for one key share one
 * computation; a failed one is not kept.
 */
export const CACHE_MS = 60_000;
export const DAY_CACHE_MS = 10_000;
const MAX_ENTRIES = 500;

export type AggregateCache = <T>(key: string, run: () => Promise<T>) => Promise<T>;

/** One cache per app instance (two apps in one process, as tests build them, never share answers). */
export function createAggregateCache(ttlMs = CACHE_MS, clock: () => number = Date.now): AggregateCache {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const now = clock();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
    const value = run();
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    return value;
  };
}
