import type { FastifyInstance } from 'fastify';
import { requireAuth, type AuthContext } from '../../auth/authContext';
import { ID_PARAMS } from '../../engine/resourceRoutes';
import { emptyBodyAsObject } from '../../http/emptyBody';
import { unitScopeOf } from '../../permissions/unitScope';
import { advancedIn, steppedIn } from '../approvalFlows/flowDecisions';
import { noticeReviewsDecided, noticeReviewStepsOpened } from '../approvalFlows/reviewNotices';
import { sendStepNotices } from '../approvalFlows/stepNotices';
import { decideReview, decideReviews } from './reviewDecisions';
import { listReviews } from './reviewQueries';
import { ref } from '../../../shared/apiSchemas/jsonSchema';
import {
  REVIEW_BULK_DECISION_BODY, REVIEW_DECISION_BODY, REVIEW_LIST_BODY, type BulkDecisionBody, type DecisionBody, type ReviewListBody,
} from '../../../shared/apiSchemas/reviews';

const tags = ['workdays-reviews'];

/**
 * Error reports of workdays (module `workdays-reviews`): the filtered list, and the decision on one or many.
 * Reviews are seen and decided only for people whose main unit is in the caller's scope, or by an approver at the
 * review's current step of its approval flow.
 */
export function registerReviewRoutes(api: FastifyInstance): void {
  // on an approval flow, once committed: the next step's approvers hear of a review to decide, its person of the end
  // (and of each step approved: written with the decision, mailed here)
  const noticeDecisions = async (auth: AuthContext, decided: string[]) => {
    await sendStepNotices(api, auth);
    try {
      await noticeReviewStepsOpened(api.db, auth.company.id, advancedIn(auth), auth.user.id);
    } catch (err) {
      api.log.warn({ err }, 'the review was decided; telling its next approvers failed');
    }
    await noticeReviewsDecided(api, auth.company.id, decided, auth.user.id);
  };

  api.post<{ Body: ReviewListBody }>('/workdays/reviews/getFiltered', {
    config: { module: 'workdays-reviews', action: 'GET' },
    preValidation: emptyBodyAsObject,
    schema: {
      tags,
      summary: 'Error reports, one page: { data: { reviews, count, counts: { PENDING, APPROVED, REJECTED } } }',
      description: 'Body `{ limit (≤ 200, default 50), offset, sort?: { field: date|createdAt|reviewedAt, order }, filters: { status? (one or a list; none = all), id? (one review, whatever its approval step: the link of its notices), kind?, branch? (with its sub-units), userId?, reviewedBy?, date?: { gte, lte } (workday date), q? (every word in name or document) } }`. `count` is the total of the asked statuses, `counts` the totals of each status under the other filters.',
      body: ref(REVIEW_LIST_BODY),
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    return { data: await listReviews(api.db, auth.company.id, scope, request.body, auth.user.id) };
  });

  api.patch<{ Params: { id: string }; Body: DecisionBody }>('/workdays/reportErrorRekognition/addreview/:id', {
    config: { module: 'workdays-reviews', action: 'PATCH' },
    schema: {
      tags,
      summary: 'Approve or reject one PENDING error report: { data: review }',
      description: 'Body `{ status: APPROVED | REJECTED, reason? }`. REJECTED needs a non-blank reason (400 VALIDATION_ERROR, REASON_REQUIRED on `reason`); a review of the caller’s own workday answers 403 SELF_REVIEW_NOT_ALLOWED (on `reviewerId`); a review already decided answers 409 REVIEW_ALREADY_DONE (never back to PENDING nor to the other decision). On an approval flow (docs/api/approval-flows.md) only the current step’s approvers decide (403 APPROVAL_NOT_YOUR_STEP), wherever their unit; a step’s approval keeps it PENDING and tells the next approvers.',
      params: ID_PARAMS,
      body: ref(REVIEW_DECISION_BODY),
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const review = await decideReview(api.db, auth, scope, request.params.id, request.body);
    await noticeDecisions(auth, review.status === 'PENDING' ? [] : [review.id]);
    return { data: review };
  });

  api.patch<{ Body: BulkDecisionBody }>('/workdays/reportErrorRekognition/addreview', {
    config: { module: 'workdays-reviews', action: 'PATCH' },
    schema: {
      tags,
      summary: 'Approve or reject many error reports at once: { data: { results: [{ id, status: updated|skipped, code? }], updated, skipped } }',
      description: 'Body `{ ids (1..500), status, reason? }`, one transaction. Reviews no longer PENDING are skipped with REVIEW_ALREADY_DONE; the caller’s own with SELF_REVIEW_NOT_ALLOWED; unknown ids, other companies’ and those outside the caller’s units with NOT_FOUND.',
      body: ref(REVIEW_BULK_DECISION_BODY),
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const { ids, ...decision } = request.body;
    const result = await decideReviews(api.db, auth, scope, ids, decision);
    const stepped = new Set(steppedIn(auth));
    await noticeDecisions(auth, result.results.filter((r) => r.status === 'updated' && !stepped.has(r.id)).map((r) => r.id));
    return { data: result };
  });
}
