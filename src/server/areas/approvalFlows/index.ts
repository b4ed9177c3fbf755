import type { FastifyInstance } from 'fastify';
import { escalatePendingApprovals } from './escalation';
import { registerFlowRoutes } from './flowRoutes';
import { registerPathRoutes } from './pathRoutes';

/** Approval flows (docs/api/approval-flows.md): the flows, a request's path, the approvers' delegates. */
export function registerApprovalFlowRoutes(api: FastifyInstance): void {
  registerFlowRoutes(api);
  registerPathRoutes(api);
  // steps pending too long escalate, approvers gone are re-resolved: checked with the periodic checks and their clock
  api.dailyChecks.add({ name: 'approval-escalation', run: (now) => escalatePendingApprovals(api, now) });
}

export { escalatePendingApprovals };
