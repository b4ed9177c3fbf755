import { createAggregateCache } from '../../cache/aggregateCache';

/**
 * Reports kept per company, data version (bumped by every committed write to people or units, dataVersion.ts), asOf
 * and filters: reading the same figures again costs one version read. The promise is kept so simultaneous callers
 * share one computation; a failed one is forgotten. No expiry: the key's data version changes with every write, and
 * a stale key simply ages out of the 500 kept.
 */
export const cachedReport = createAggregateCache(Number.POSITIVE_INFINITY);
