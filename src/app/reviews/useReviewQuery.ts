import { useMemo, useState } from 'react';
import type { ReviewListBody, ReviewStatus } from './reviewApi';
import type { ReviewFilterValues } from './ReviewFilterBar';
import { useReviewList } from './useReviewList';

/**
 * A review list's state: the filter bar's values, the status asked, the page; changing a filter or the status goes
 * back to the first page. The list is read on the server for exactly this page.
 */
export function useReviewQuery(opts: { status?: ReviewStatus | ReviewStatus[]; sort?: ReviewListBody['sort']; pageSize?: number; reviewedBy?: string; id?: string; enabled?: boolean }) {
  const [filters, setFiltersState] = useState<ReviewFilterValues>({});
  const [page, setPage] = useState({ current: 1, size: opts.pageSize ?? 50 });
  const statusKey = JSON.stringify(opts.status ?? null);
  const [lastStatus, setLastStatus] = useState(statusKey);
  if (lastStatus !== statusKey) {
    // a new tab starts on its first page
    setLastStatus(statusKey);
    setPage((p) => ({ ...p, current: 1 }));
  }
  const body = useMemo<ReviewListBody>(() => ({
    limit: page.size,
    offset: (page.current - 1) * page.size,
    sort: opts.sort,
    filters: {
      ...(opts.status ? { status: opts.status } : {}),
      ...(opts.reviewedBy ? { reviewedBy: opts.reviewedBy } : {}),
      ...(opts.id ? { id: opts.id } : {}),
      ...filters,
    },
  }), [page, filters, statusKey, opts.sort?.field, opts.sort?.order, opts.reviewedBy, opts.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = useReviewList(body, opts.enabled ?? true);
  const setFilters = (next: ReviewFilterValues) => {
    setFiltersState(next);
    setPage((p) => ({ ...p, current: 1 }));
  };
  return { filters, setFilters, page, setPage, ...list };
}
