export { DECISIONS, REVIEW_STATUSES, type Decision, type ReviewFilters, type ReviewStatus } from '../../../shared/reviews';
// the request bodies are declared once with the browser: src/shared/apiSchemas/reviews.ts
export {
  BULK_MAX, REASON_MAX, REVIEW_PAGE_DEFAULT, REVIEW_PAGE_MAX, SORT_FIELDS,
  type BulkDecisionBody, type DecisionBody, type ReviewListBody, type SortField,
} from '../../../shared/apiSchemas/reviews';

/** Entity name of the audit rows a decision writes. */
export const REVIEW_AUDIT_ENTITY = 'workdayReviews';
