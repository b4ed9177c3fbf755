import { createAggregateCache } from '../../cache/aggregateCache';
import { attendanceVersion } from '../workdays/attendanceVersion';

/**
 * The hours worked behind the accident rates are the report's only costly part (every workday of the period's
 * people: millions of rows for a large company's year). They are kept a minute per company, units and period, keyed
 * by the company's attendance version (bumped by every committed mark or workday change in this process), while the
 * accidents themselves are always read afresh: a new accident shows at once. The promise is kept so simultaneous
 * callers share one computation.
 */
const cache = createAggregateCache(60_000, { maxEntries: 200 });

export function cachedHours<T>(companyId: string, key: string, build: () => Promise<T>): Promise<T> {
  return cache(`${companyId}|${attendanceVersion(companyId)}|${key}`, build);
}
