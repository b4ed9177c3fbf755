/**
 * How long the dashboard's figures are kept (src/server/cache/aggregateCache.ts). The range aggregates (month
 * calendar, workdays graphic, heat map) scan weeks of a company's workdays (300k rows for 10,000 people and a month) and are kept
 * CACHE_MS; the single-date cards (presences, absences, late arrivals, map) are kept DAY_CACHE_MS, so a whole office
 * opening the dashboard at nine costs one computation. Keys carry the company's attendance version
 * (workdays/attendanceVersion): a mark, a corrected workday or a moved shift in this process shows at once; other
 * processes on a shared PostgreSQL show it when the entry expires. Concurrent requests for one key share one
 * computation; a failed one is not kept.
 */
export const CACHE_MS = 60_000;
export const DAY_CACHE_MS = 10_000;
