import type { FastifyInstance } from 'fastify';
import { isAdminLevel } from '../../../shared/roles';
import { requireAuth } from '../../auth/authContext';
import { emptyBodyAsObject } from '../../http/emptyBody';
import { unitScopeOf } from '../../permissions/unitScope';
import { countPendingDayoffs, listPendingDayoffs, PENDING_DAYOFFS_BODY, type PendingDayoffsBody } from './pendingDayoffs';
import { listReviews } from './reviewQueries';

/**
 * The approvals inbox beside the workday reviews: the pending absence requests (module `dayoffs` GET) and the
 * menu badge's count of everything the caller may decide.
 */
export function registerPendingRoutes(api: FastifyInstance): void {
  api.post<{ Body: PendingDayoffsBody }>('/reviews/pending/dayoffs/getFiltered', {
    config: { module: 'dayoffs', action: 'GET' },
    preValidation: emptyBodyAsObject,
    schema: {
      tags: ['dayoffs'],
      summary: 'Pending absence requests of the caller’s units, one page: { data: { dayoffs: [{ kind: "dayoff", id, userId, userName, branchId, branchName, typeId, typeTitle, color, from, to, partial, days, comment, createdAt, approval }], count } }',
      description: 'Body `{ limit (≤ 200, default 50), offset, filters: { branch? (with its sub-units), typeId?, date?: { gte, lte } (requests overlapping), q? (every word in name or document), allSteps? } }`. Oldest start first. A request on an approval flow is listed only to the approvers of its current step (wherever their unit), unless an administrator or owner asks `allSteps: true` (every request of their units); `approval` tells where it is: `{ step, steps, approvers }` or null (default single step). A reversed range answers 400 DATE_RANGE_INVALID.',
      body: PENDING_DAYOFFS_BODY,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const viewer = { id: auth.user.id, allSteps: isAdminLevel(auth.role) };
    return { data: await listPendingDayoffs(api.db, auth.company.id, await unitScopeOf(api.db, auth), request.body, viewer) };
  });

  // authOnly: each count needs its own module's PATCH (who may decide); without it that count is 0
  api.get('/reviews/pending/count', {
    config: { authOnly: true },
    schema: {
      tags: ['workdays-reviews'],
      summary: 'Pending items the caller may decide: { data: { workdays, dayoffs, total } }',
      description: '`workdays`: PENDING error reports the caller may decide other than their own workday’s — of their units, or at their step of an approval flow (needs `workdays-reviews` PATCH, else 0); `dayoffs`: PENDING absence requests the caller may decide other than their own — of their units, or at their step of an approval flow (needs `dayoffs` PATCH, else 0).',
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const can = (module: string) => api.enforcer.can(auth.role, auth.company.id, module, 'PATCH');
    const scope = await unitScopeOf(api.db, auth);
    const pendingReviews = (filters: { status: 'PENDING'; userId?: string }) => listReviews(api.db, auth.company.id, scope, { limit: 1, filters }, auth.user.id);
    // the caller's own workday's reviews are someone else's to decide
    const workdays = can('workdays-reviews') ? (await pendingReviews({ status: 'PENDING' })).count - (await pendingReviews({ status: 'PENDING', userId: auth.user.id })).count : 0;
    const dayoffs = can('dayoffs') ? await countPendingDayoffs(api.db, auth.company.id, scope, auth.user.id) : 0;
    return { data: { workdays, dayoffs, total: workdays + dayoffs } };
  });
}
