import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { ID_PARAMS } from '../../engine/resourceRoutes';
import { emptyBodyAsObject } from '../../http/emptyBody';
import { unitScopeOf } from '../../permissions/unitScope';
import { decideReview, decideReviews } from './reviewDecisions';
import { listReviews } from './reviewQueries';
import { ref } from '../../../shared/apiSchemas/jsonSchema';
import {
  REVIEW_BULK_DECISION_BODY, REVIEW_DECISION_BODY, REVIEW_LIST_BODY, type BulkDecisionBody, type DecisionBody, type ReviewListBody,
} from '../../../shared/apiSchemas/reviews';

const tags = ['workdays-reviews'];

/**
 * Error reports of workdays (module `workdays-reviews`): the filtered list, and the decision on one or many.
 * Reviews are seen and decided only for people whose main unit is in the caller's scope.
 */
export function registerReviewRoutes(api: FastifyInstance): void {
  api.post<{ Body: ReviewListBody }>('/workdays/reviews/getFiltered', {
    config: { module: 'workdays-reviews', action: 'GET' },
    preValidation: emptyBodyAsObject,
    schema: {
      tags,
      summary: 'Error reports, one page: { data: { reviews, count, counts: { PENDING, APPROVED, REJECTED } } }',
      description: 'Body `{ limit (≤ 200, default 50), offset, sort?: { field: date|createdAt|reviewedAt, order }, filters: { status? (one or a list; none = all), kind?, branch? (with its sub-units), userId?, reviewedBy?, date?: { gte, lte } (workday date), q? (every word in name or document) } }`. `count` is the total of the asked statuses, `counts` the totals of each status under the other filters.',
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
      description: 'Body `{ status: APPROVED | REJECTED, reason? }`. REJECTED needs a non-blank reason (400 VALIDATION_ERROR, REASON_REQUIRED on `reason`); a review already decided answers 409 REVIEW_ALREADY_DONE (never back to PENDING nor to the other decision).',
      params: ID_PARAMS,
      body: ref(REVIEW_DECISION_BODY),
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    return { data: await decideReview(api.db, auth, scope, request.params.id, request.body) };
  });

  api.patch<{ Body: BulkDecisionBody }>('/workdays/reportErrorRekognition/addreview', {
    config: { module: 'workdays-reviews', action: 'PATCH' },
    schema: {
      tags,
      summary: 'Approve or reject many error reports at once: { data: { results: [{ id, status: updated|skipped, code? }], updated, skipped } }',
      description: 'Body `{ ids (1..500), status, reason? }`, one transaction. Reviews no longer PENDING are skipped with REVIEW_ALREADY_DONE; unknown ids, other companies’ and those outside the caller’s units with NOT_FOUND.',
      body: ref(REVIEW_BULK_DECISION_BODY),
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const { ids, ...decision } = request.body;
    return { data: await decideReviews(api.db, auth, scope, ids, decision) };
  });
}
