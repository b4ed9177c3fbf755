import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import type { Engine } from '../../engine/engine';
import { LIST_QUERY_STRING_SCHEMA, normalizeListQueryString } from '../../engine/listQuery';
import { ID_PARAMS } from '../../engine/resourceRoutes';
import { fieldError, validationError } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';
import { advancedIn, steppedIn } from '../approvalFlows/flowDecisions';
import { noticeStepOpened } from '../approvalFlows/approvalNotices';
import { sendStepNotices } from '../approvalFlows/stepNotices';
import { registerAttachmentRoutes } from './attachmentRoutes';
import { noticeDayoffsDecided } from './dayoffNotices';
import { reviewMany, reviewOne, type ReviewBody } from './reviewDecision';

const tags = ['dayoffs'];
const UUID = { type: 'string', format: 'uuid' } as const;

/** Most requests one bulk decision takes (like the workday reviews). */
export const REVIEW_BULK_MAX = 500;

const REVIEW_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: {
    id: UUID,
    ids: { type: 'array', minItems: 1, maxItems: REVIEW_BULK_MAX, items: UUID },
    status: { type: 'string', enum: ['APPROVED', 'REJECTED'] },
    reason: { type: 'string', maxLength: 500 },
    revise: { type: 'boolean' },
  },
} as const;

/** The calls of spec §7 Absences that are not the resource's CRUD: the review, the plain list, a reason by id. */
export function registerDayoffRoutes(api: FastifyInstance, engine: Engine): void {
  const service = engine.service('dayoffs');
  const scopeOf = async (auth: ReturnType<typeof requireAuth>) => unitScopeOf(api.db, auth);
  registerAttachmentRoutes(api, engine);

  // a decision that only moved a request along its approval flow tells the next step's approvers, and its person
  // of the step (written with the decision, mailed here), not of a final decision
  const noticeDecisions = async (auth: ReturnType<typeof requireAuth>, ids: string[]) => {
    const stepped = new Set(steppedIn(auth));
    await sendStepNotices(api, auth);
    await noticeStepOpened(api, auth, advancedIn(auth));
    await noticeDayoffsDecided(api, auth, ids.filter((i) => !stepped.has(i)));
  };

  api.post<{ Body: ReviewBody }>('/dayoffs/addreview', {
    config: { module: 'dayoffs', action: 'PATCH' },
    schema: {
      tags,
      summary: 'Approve or reject one request ({ data: dayoff }) or many ({ data: { results: [{ id, status: updated|skipped, code? }], updated, skipped } })',
      description: 'Body `{ id | ids (1..500), status: APPROVED | REJECTED, reason?, revise? }`. Nobody decides their own request (403 SELF_REVIEW_NOT_ALLOWED); REJECTED needs a reason (400 REASON_REQUIRED on `reason`); a decided request answers 409 DAYOFF_NOT_PENDING unless `revise` (which needs a reason). Managers and administrators decide only requests of their units (404 otherwise). A request on an approval flow (docs/api/approval-flows.md) is decided step by step: only its current step’s approvers decide (403 APPROVAL_NOT_YOUR_STEP), wherever their unit; a step’s approval keeps it PENDING and moves it to the next step; the last step’s approval, or a rejection at any step, decides it.',
      body: REVIEW_BODY,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { id, ids } = request.body;
    if ((id === undefined) === (ids === undefined)) throw validationError([fieldError(id === undefined ? 'id' : 'ids', 'required')]);
    const scope = await scopeOf(auth);
    if (id) {
      const decided = await reviewOne(api.db, auth, scope, service, id, request.body);
      await noticeDecisions(auth, [id]);
      return { data: decided };
    }
    const result = await reviewMany(api.db, auth, scope, service, ids ?? [], request.body);
    await noticeDecisions(auth, result.results.filter((r) => r.status === 'updated').map((r) => r.id));
    return { data: result };
  });

  api.get<{ Querystring: Parameters<typeof normalizeListQueryString>[0] }>('/dayoffs', {
    config: { module: 'dayoffs', action: 'GET' },
    schema: { tags, summary: "The company's requests, one page: { data: { dayoffs, count } } (skip, limit, sort, filters as query)", querystring: LIST_QUERY_STRING_SCHEMA },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { rows, count } = await service.list(auth, await scopeOf(auth), normalizeListQueryString(request.query));
    return { data: { dayoffs: rows, count } };
  });

  api.get<{ Params: { id: string } }>('/dayoffs/dayoffsTypes/:id', {
    config: { module: 'dayoffs', action: 'GET' },
    schema: { tags, summary: 'One reason (type of dayoff) by id: { data: type }', params: ID_PARAMS },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    return { data: await engine.service('dayofftypes').one(auth, null, request.params.id) };
  });
}
