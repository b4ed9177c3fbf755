/**
 * A short-lived in-process cache of computed answers (reports, dashboard figures) by key. Concurrent callers of one
 * key share one computation (the promise is kept); a failed one is forgotten; an entry lives `ttlMs`, and at most
 * `maxEntries` are kept (the oldest go first). The caller's key carries whatever makes an answer stale — the company's
 * attendance or data version — so a change in this process shows at once and other processes catch up within ttlMs.
 */
export type AggregateCache = <T>(key: string, run: () => Promise<T>) => Promise<T>;

export function createAggregateCache(ttlMs: number, opts: { maxEntries?: number; clock?: () => number } = {}): AggregateCache {
  const { maxEntries = 500, clock = Date.now } = opts;
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const now = clock();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
    const value = run();
    // re-inserted, so the map's order stays oldest first
    entries.delete(key);
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  };
}
