import { createHash } from 'node:crypto';
import { createAggregateCache } from '../../cache/aggregateCache';
import { attendanceVersion } from '../workdays/attendanceVersion';

/**
 * A short-lived cache of the work-order reports' answers, per company, caller's units and query. Its key carries the
 * company's attendance version (bumped by every committed mark, so mark-driven logs show at once in this process)
 * and a work-order version (bumped by typed logs and order changes here); another process sharing the database, and
 * the live minutes of open logs, catch up within 10 s. The promise itself is kept, so the 32 callers who ask for
 * the same page at once share one computation.
 */
const versions = new Map<string, number>();
const cache = createAggregateCache(10_000);

export function workOrdersChanged(companyId: string): void {
  versions.set(companyId, (versions.get(companyId) ?? 0) + 1);
}

const scopeKey = (scope: Set<string> | null) => (scope ? createHash('sha256').update([...scope].sort().join(',')).digest('base64') : '*');

export function cachedReport<T>(companyId: string, scope: Set<string> | null, key: string, build: () => Promise<T>): Promise<T> {
  return cache(`${companyId}|${attendanceVersion(companyId)}|${versions.get(companyId) ?? 0}|${scopeKey(scope)}|${key}`, build);
}
