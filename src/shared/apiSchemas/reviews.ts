import { DECISIONS, REVIEW_STATUSES } from '../reviews';
import { WORKDAY_WARNINGS } from '../workday';
import type { FromSchema } from './jsonSchema';

/** Request bodies of the error-report review (src/server/areas/reviews), declared once for server and browser. */

export const REVIEW_PAGE_DEFAULT = 50;
export const REVIEW_PAGE_MAX = 200;
export const BULK_MAX = 500;
export const REASON_MAX = 1000;

const UUID = { type: 'string', format: 'uuid' } as const;
const DATE = { type: 'string', format: 'date' } as const;
const STATUS = { type: 'string', enum: REVIEW_STATUSES } as const;

export const SORT_FIELDS = ['date', 'createdAt', 'reviewedAt'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** POST /workdays/reviews/getFiltered. */
export const REVIEW_LIST_BODY = {
  $id: 'api.reviews.listBody',
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: REVIEW_PAGE_MAX, default: REVIEW_PAGE_DEFAULT },
    offset: { type: 'integer', minimum: 0, default: 0 },
    sort: {
      type: 'object',
      additionalProperties: false,
      required: ['field'],
      properties: { field: { type: 'string', enum: SORT_FIELDS }, order: { type: 'string', enum: ['asc', 'desc'] } },
    },
    filters: {
      type: 'object',
      additionalProperties: false,
      properties: {
        status: { anyOf: [STATUS, { type: 'array', items: STATUS, minItems: 1, maxItems: 3, uniqueItems: true }] },
        id: UUID,
        kind: { type: 'string', enum: WORKDAY_WARNINGS },
        branch: UUID,
        userId: UUID,
        reviewedBy: UUID,
        date: { type: 'object', additionalProperties: false, minProperties: 1, properties: { gte: DATE, lte: DATE } },
        q: { type: 'string', maxLength: 200 },
      },
    },
  },
} as const;

const DECISION_PROPS = {
  status: { type: 'string', enum: DECISIONS },
  reason: { type: ['string', 'null'], maxLength: REASON_MAX },
} as const;

/** PATCH /workdays/reportErrorRekognition/addreview/:id. */
export const REVIEW_DECISION_BODY = {
  $id: 'api.reviews.decisionBody',
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: DECISION_PROPS,
} as const;

/** PATCH /workdays/reportErrorRekognition/addreview (bulk). */
export const REVIEW_BULK_DECISION_BODY = {
  $id: 'api.reviews.bulkDecisionBody',
  type: 'object',
  additionalProperties: false,
  required: ['ids', 'status'],
  properties: { ids: { type: 'array', items: UUID, minItems: 1, maxItems: BULK_MAX }, ...DECISION_PROPS },
} as const;

export type ReviewListBody = FromSchema<typeof REVIEW_LIST_BODY>;
export type DecisionBody = FromSchema<typeof REVIEW_DECISION_BODY>;
export type BulkDecisionBody = FromSchema<typeof REVIEW_BULK_DECISION_BODY>;

export const REVIEW_SCHEMAS = [REVIEW_LIST_BODY, REVIEW_DECISION_BODY, REVIEW_BULK_DECISION_BODY] as const;
