import type { Decision, Review, ReviewFilters, ReviewStatus } from '../../shared/reviews';
import type { BulkDecisionBody, DecisionBody, ReviewListBody as SharedReviewListBody } from '../../shared/apiSchemas/reviews';
import { request } from '../providers/http';

/** Shapes of src/server/areas/reviews answers (src/shared/reviews). */
export type { Decision, Review, ReviewFilters, ReviewStatus } from '../../shared/reviews';

/** POST /workdays/reviews/getFiltered body (src/shared/apiSchemas/reviews), with what the pages always send */
export type ReviewListBody = { limit: number; offset: number; sort?: SharedReviewListBody['sort']; filters: ReviewFilters };

export interface ReviewPage {
  reviews: Review[];
  count: number;
  counts: Record<ReviewStatus, number>;
}

export interface BulkAnswer {
  results: { id: string; status: 'updated' | 'skipped'; code?: string }[];
  updated: number;
  skipped: number;
}

export const REVIEWS_LIST_URL = '/workdays/reviews/getFiltered';

export const reviewApi = {
  decide: (id: string, status: Decision, reason?: string) =>
    request<Review>(`/workdays/reportErrorRekognition/addreview/${id}`, { method: 'PATCH', body: { status, ...(reason !== undefined ? { reason } : {}) } satisfies DecisionBody }),
  decideMany: (ids: string[], status: Decision, reason?: string) =>
    request<BulkAnswer>('/workdays/reportErrorRekognition/addreview', { method: 'PATCH', body: { ids, status, ...(reason !== undefined ? { reason } : {}) } satisfies BulkDecisionBody }),
};
