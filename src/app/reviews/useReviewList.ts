import { useCustom } from '@refinedev/core';
import { retryServerErrors } from '../engine/query/retry';
import { REVIEWS_LIST_URL, type ReviewListBody, type ReviewPage } from './reviewApi';

/** POST /workdays/reviews/getFiltered: one page of error reports (the previous page stays while the next loads). */
export function useReviewList(body: ReviewListBody, enabled = true) {
  const { query, result } = useCustom<ReviewPage>({
    url: REVIEWS_LIST_URL,
    method: 'post',
    config: { payload: body },
    queryOptions: { retry: retryServerErrors, placeholderData: (previous) => previous, enabled },
    errorNotification: false,
  });
  const page = (result.data as ReviewPage | undefined)?.reviews ? (result.data as ReviewPage) : undefined;
  return {
    reviews: page?.reviews ?? [],
    count: page?.count,
    counts: page?.counts,
    loading: query.isFetching,
    firstLoad: query.isLoading,
    error: query.error as Error | null,
    refetch: query.refetch,
  };
}
