import type { FastifyInstance } from 'fastify';
import { registerApprovalFlowRoutes } from '../approvalFlows';
import { registerPendingRoutes } from './pendingRoutes';
import { registerReviewRoutes } from './reviewRoutes';

/** Workday error reports: the review queue and its decisions (tables filled by ../workdays/workdayReviewSync); the inbox's pending absences and count. */
export function registerReviewAreaRoutes(api: FastifyInstance): void {
  registerReviewRoutes(api);
  registerPendingRoutes(api);
  // the flows the inbox's requests follow, and a request's path (docs/api/approval-flows.md)
  registerApprovalFlowRoutes(api);
}
