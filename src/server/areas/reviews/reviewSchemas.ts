import { DECISIONS, REVIEW_STATUSES, type Decision, type ReviewFilters } from '../../../shared/reviews';
import { WORKDAY_WARNINGS } from '../../../shared/workday';

export { DECISIONS, REVIEW_STATUSES, type Decision, type ReviewFilters, type ReviewStatus } from '../../../shared/reviews';

export const REVIEW_PAGE_DEFAULT = 50;
export const REVIEW_PAGE_MAX = 200;
export const BULK_MAX = 500;
export const REASON_MAX = 1000;
/** Entity name of the audit rows a decision writes. */
export const REVIEW_AUDIT_ENTITY = 'workdayReviews';

const UUID = { type: 'string', format: 'uuid' } as const;
const DATE = { type: 'string', format: 'date' } as const;
const STATUS = { type: 'string', enum: [...REVIEW_STATUSES] } as const;

export const SORT_FIELDS = ['date', 'createdAt', 'reviewedAt'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export interface ReviewListBody {
  limit?: number;
  offset?: number;
  sort?: { field: SortField; order?: 'asc' | 'desc' };
  filters?: ReviewFilters;
}

/** POST /workdays/reviews/getFiltered body. */
export const LIST_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: REVIEW_PAGE_MAX, default: REVIEW_PAGE_DEFAULT },
    offset: { type: 'integer', minimum: 0, default: 0 },
    sort: {
      type: 'object',
      additionalProperties: false,
      required: ['field'],
      properties: { field: { type: 'string', enum: [...SORT_FIELDS] }, order: { type: 'string', enum: ['asc', 'desc'] } },
    },
    filters: {
      type: 'object',
      additionalProperties: false,
      properties: {
        status: { anyOf: [STATUS, { type: 'array', items: STATUS, minItems: 1, maxItems: 3, uniqueItems: true }] },
        kind: { type: 'string', enum: [...WORKDAY_WARNINGS] },
        branch: UUID,
        userId: UUID,
        reviewedBy: UUID,
        date: { type: 'object', additionalProperties: false, minProperties: 1, properties: { gte: DATE, lte: DATE } },
        q: { type: 'string', maxLength: 200 },
      },
    },
  },
} as const;

export interface DecisionBody {
  status: Decision;
  reason?: string | null;
}

const DECISION_PROPS = {
  status: { type: 'string', enum: [...DECISIONS] },
  reason: { type: ['string', 'null'], maxLength: REASON_MAX },
} as const;

/** PATCH /workdays/reportErrorRekognition/addreview/:id body. */
export const DECISION_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: DECISION_PROPS,
} as const;

export interface BulkDecisionBody extends DecisionBody {
  ids: string[];
}

/** PATCH /workdays/reportErrorRekognition/addreview body (bulk). */
export const BULK_DECISION_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['ids', 'status'],
  properties: { ids: { type: 'array', items: UUID, minItems: 1, maxItems: BULK_MAX }, ...DECISION_PROPS },
} as const;
