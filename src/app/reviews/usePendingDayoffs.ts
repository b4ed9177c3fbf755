import { useCustom } from '@refinedev/core';
import { useMemo, useState } from 'react';
import { retryServerErrors } from '../engine/query/retry';
import { PENDING_DAYOFFS_URL, type PendingDayoff, type PendingDayoffFilters } from './pendingApi';

/** POST /reviews/pending/dayoffs/getFiltered: one page of pending absence requests, read on the server. */
export function usePendingDayoffs(filters: PendingDayoffFilters, pageSize: number, enabled: boolean) {
  const [page, setPage] = useState({ current: 1, size: pageSize });
  const filterKey = JSON.stringify(filters);
  const [lastFilters, setLastFilters] = useState(filterKey);
  if (lastFilters !== filterKey) {
    // new filters start on the first page
    setLastFilters(filterKey);
    setPage((p) => ({ ...p, current: 1 }));
  }
  const payload = useMemo(() => ({ limit: page.size, offset: (page.current - 1) * page.size, filters }), [page, filterKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const { query, result } = useCustom<{ dayoffs: PendingDayoff[]; count: number }>({
    url: PENDING_DAYOFFS_URL,
    method: 'post',
    config: { payload },
    queryOptions: { enabled, retry: retryServerErrors, placeholderData: (previous) => previous },
    errorNotification: false,
  });
  const data = result.data as { dayoffs?: PendingDayoff[]; count?: number } | undefined;
  return {
    rows: data?.dayoffs ?? [],
    count: data?.count,
    loading: query.isFetching,
    error: query.error as Error | null,
    refetch: query.refetch,
    page,
    setPage,
  };
}
