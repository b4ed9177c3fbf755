import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RequestType } from '../../../shared/approvalFlows';
import { requireAuth } from '../../auth/authContext';
import { approvalDelegates } from '../../db/schema';
import { fieldError, notFound, validationError } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';
import { readApproval } from './approvalRows';
import { delegatablePeople, describePath, peopleOf } from './describe';
import { requestSubject } from './requestSubjects';
import { DELEGATE_BODY, PATH_PARAMS, USER_ID_PARAMS } from './flowSchemas';

/**
 * A request's path (GET /approvals/{requestType}/{requestId}) and the approvers' delegates. Absence requests and
 * workday error reviews go through flows; corrections and novelties have no reviewer decision and answer 404.
 */
export function registerPathRoutes(api: FastifyInstance): void {
  api.get<{ Params: { requestType: RequestType; requestId: string } }>('/approvals/:requestType/:requestId', {
    config: { module: 'approval-flows', action: 'GET' },
    schema: {
      tags: ['approval-flows'],
      summary: "A request's approval path: { data: { onFlow, flow, status, currentStep, steps: [{ name?, rule, state: done|current|upcoming|skipped, approvers, approvedBy, substitutions, escalatedAt, fallback }], trail } }",
      description: '`onFlow: false` (steps empty): the request follows the default single review. 404 when the request is not of the company, or outside the caller\'s units unless they are on its path.',
      params: PATH_PARAMS,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { requestType, requestId } = request.params;
    const row = await requestSubject(api.db, auth.company.id, requestType, requestId);
    if (!row) throw notFound();
    const state = await readApproval(api.db, auth.company.id, requestType, requestId);
    const scope = await unitScopeOf(api.db, auth);
    const onPath = state?.steps.some((s) => s.approvers.includes(auth.user.id)) ?? false;
    if (scope && !scope.has(String(row.unit)) && !onPath) throw notFound();
    if (!state) return { data: { onFlow: false, flow: null, status: String(row.status).toLowerCase(), currentStep: 0, steps: [], trail: [] } };
    return { data: { onFlow: true, flow: { id: state.flowId, version: state.flowVersion }, ...(await describePath(api.db, auth.company.id, state)) } };
  });

  api.get('/approvalDelegates', {
    config: { module: 'approval-flows', action: 'GET' },
    schema: { tags: ['approval-flows'], summary: 'Who decides for whom while away: { data: { delegates: [{ user: { id, name, role }, delegate: { id, name, role } }] } }' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const rows = await api.db.select().from(approvalDelegates).where(eq(approvalDelegates.companyId, auth.company.id));
    const people = await peopleOf(api.db, auth.company.id, rows.flatMap((r) => [r.userId, r.delegateId]));
    return { data: { delegates: rows.map((r) => ({ user: people.get(r.userId), delegate: people.get(r.delegateId) })) } };
  });

  api.get('/approvalDelegates/people', {
    config: { module: 'approval-flows', action: 'PATCH' },
    schema: {
      tags: ['approval-flows'],
      summary: 'Who may be an approver or a delegate: { data: { people: [{ id, name, role }], count } }',
      description: "The company's active dashboard users who may decide requests (not collaborators, not viewers), whatever the caller's units: the pickers of the Delegates card. Needs the right to set delegates (approval-flows PATCH).",
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const people = await delegatablePeople(api.db, auth.company.id);
    return { data: { people, count: people.length } };
  });

  api.put<{ Params: { userId: string }; Body: { delegateId: string } }>('/approvalDelegates/:userId', {
    config: { module: 'approval-flows', action: 'PATCH' },
    schema: {
      tags: ['approval-flows'],
      summary: "Set who decides for an approver while they are on approved leave: { data: { userId, delegateId } }",
      description: 'Both must be active dashboard users of the company who may decide requests (not viewers; 404 otherwise), as GET /approvalDelegates/people lists them; nobody is their own delegate (400 APPROVAL_FLOW_INVALID on delegateId).',
      params: USER_ID_PARAMS, body: DELEGATE_BODY,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { userId } = request.params;
    const { delegateId } = request.body;
    if (userId === delegateId) throw validationError([fieldError('delegateId', 'APPROVAL_FLOW_INVALID')]);
    const staff = new Set((await delegatablePeople(api.db, auth.company.id, [userId, delegateId])).map((p) => p.id));
    if (!staff.has(userId) || !staff.has(delegateId)) throw notFound();
    await api.db.insert(approvalDelegates).values({ companyId: auth.company.id, userId, delegateId })
      .onConflictDoUpdate({ target: [approvalDelegates.companyId, approvalDelegates.userId], set: { delegateId, updatedAt: new Date() } });
    return { data: { userId, delegateId } };
  });

  api.delete<{ Params: { userId: string } }>('/approvalDelegates/:userId', {
    config: { module: 'approval-flows', action: 'DELETE' },
    schema: { tags: ['approval-flows'], summary: "Remove an approver's delegate: { data: { userId } }", params: USER_ID_PARAMS },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const [gone] = await api.db.delete(approvalDelegates)
      .where(and(eq(approvalDelegates.companyId, auth.company.id), eq(approvalDelegates.userId, request.params.userId))).returning();
    if (!gone) throw notFound();
    return { data: { userId: request.params.userId } };
  });
}
