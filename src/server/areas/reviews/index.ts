import type { FastifyInstance } from 'fastify';
import { registerPendingRoutes } from './pendingRoutes';
import { registerReviewRoutes } from './reviewRoutes';

/** Workday error reports: the review queue and its decisions (tables filled by ../workdays/workdayReviewSync); the inbox's pending absences and count. */
export function registerReviewAreaRoutes(api: FastifyInstance): void {
  registerReviewRoutes(api);
  registerPendingRoutes(api);
}
