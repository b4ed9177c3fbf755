import { attendanceVersion } from '../workdays/attendanceVersion';

/**
 * The hours worked behind the accident rates are the report's only costly part (every workday of the period's
 * people: millions of rows for a large company's year). They are kept a minute per company, units and period, keyed
 * by the company's attendance version (bumped by every committed mark or workday change in this process), while the
 * accidents themselves are always read afresh: a new accident shows at once. The promise is kept so simultaneous
 * callers share one computation.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 200;
const entries = new Map<string, { at: number; value: Promise<unknown> }>();

export function cachedHours<T>(companyId: string, key: string, build: () => Promise<T>): Promise<T> {
  const full = `${companyId}|${attendanceVersion(companyId)}|${key}`;
  const now = Date.now();
  const hit = entries.get(full);
  if (hit && now - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = build();
  entries.delete(full);
  entries.set(full, { at: now, value });
  value.catch(() => entries.delete(full));
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return value;
}
