/**
 * Reports kept per company, data version (bumped by every committed write to people or units, dataVersion.ts), asOf
 * and filters: reading the same figures again costs one version read. The promise is kept so simultaneous callers
 * share one computation; a failed one is forgotten.
 */
const MAX_ENTRIES = 500;
const entries = new Map<string, Promise<unknown>>();

export function cachedReport<T>(key: string, build: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit) return hit as Promise<T>;
  const value = build();
  entries.set(key, value);
  value.catch(() => entries.delete(key));
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return value;
}
