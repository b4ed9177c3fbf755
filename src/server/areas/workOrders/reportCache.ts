import { createHash } from 'node:crypto';
import { attendanceVersion } from '../workdays/attendanceVersion';

/**
 * A short-lived cache of the work-order reports' answers, per company, caller's units and query. Its key carries the
 * company's attendance version (bumped by every committed mark, so mark-driven logs show at once in this process)
 * and a work-order version (bumped by typed logs and order changes here); another process sharing the database, and
 * the live minutes of open logs, catch up within TTL_MS. The promise itself is kept, so the 32 callers who ask for
 * the same page at once share one computation.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 500;
const versions = new Map<string, number>();
const entries = new Map<string, { at: number; value: Promise<unknown> }>();

export function workOrdersChanged(companyId: string): void {
  versions.set(companyId, (versions.get(companyId) ?? 0) + 1);
}

const scopeKey = (scope: Set<string> | null) => (scope ? createHash('sha256').update([...scope].sort().join(',')).digest('base64') : '*');

export function cachedReport<T>(companyId: string, scope: Set<string> | null, key: string, build: () => Promise<T>): Promise<T> {
  const full = `${companyId}|${attendanceVersion(companyId)}|${versions.get(companyId) ?? 0}|${scopeKey(scope)}|${key}`;
  const now = Date.now();
  const hit = entries.get(full);
  if (hit && now - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = build();
  entries.delete(full);
  entries.set(full, { at: now, value });
  value.catch(() => entries.delete(full));
  // oldest first (insertion order): a bounded memory whatever the number of queries
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return value;
}
