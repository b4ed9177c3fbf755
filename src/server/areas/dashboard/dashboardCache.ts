/**
 * A short-lived in-process cache for the dashboard's range aggregates (month calendar, workdays graphic, heat map):
 * each scans weeks of a company's workdays (300k rows for 10,000 people and a month), too much to repeat for every
 * browser that opens the dashboard. Answers are kept CACHE_MS per (company, units counted, parameters); concurrent
 * requests for the same key share one computation, a failed one is not kept. The single-date cards (presences,
 * absences, late arrivals, map) are never cached: they must show a mark at once.
 */
export const CACHE_MS = 60_000;
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
