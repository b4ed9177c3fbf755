import type { FastifyInstance } from 'fastify';
import { registerReviewRoutes } from './reviewRoutes';

/** Workday error reports: the review queue and its decisions (tables filled by ../workdays/workdayReviewSync). */
export function registerReviewAreaRoutes(api: FastifyInstance): void {
  registerReviewRoutes(api);
}
