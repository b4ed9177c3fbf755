import { useCustom } from '@refinedev/core';
import { retryServerErrors } from '../engine/query/retry';
import type { WorkdayHistory } from './workdayApi';

/** POST /workdays/history/:userId for a date range (the record shows weeks: the 1000 limit is never reached). */
export function useWorkdayHistory(userId: string | undefined, range: { gte: string; lte: string }) {
  const { query, result } = useCustom<WorkdayHistory>({
    url: `/workdays/history/${userId}`,
    method: 'post',
    config: { payload: { filter: { date: range } } },
    queryOptions: { enabled: !!userId, retry: retryServerErrors, placeholderData: (previous) => previous },
    errorNotification: false,
  });
  // Refine hands an empty object until the first answer arrives
  const history = (result.data as WorkdayHistory | undefined)?.workdays ? (result.data as WorkdayHistory) : undefined;
  return { history, loading: query.isLoading, fetching: query.isFetching, error: query.error, refetch: query.refetch };
}
