import type { FastifyInstance } from 'fastify';
import { registerWorkdayRoutes } from './workdayRoutes';

/** Workdays: history, manual edits, deletes and their audit (marks come in through ../marks). */
export function registerWorkdayAreaRoutes(api: FastifyInstance): void {
  registerWorkdayRoutes(api);
}

export { recomputeWorkdays, type RecomputeRange } from './recomputeWorkdays';
export { userTimeZone, userTimeZones, DEFAULT_TIME_ZONE } from './timeZones';
export { toWorkdayRecord, type WorkdayRecord } from './workdayRecord';
