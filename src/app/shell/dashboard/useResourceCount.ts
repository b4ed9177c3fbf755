import { useCan, useList, type CrudFilter, type CrudSort } from '@refinedev/core';

interface CountOptions {
  filters?: CrudFilter[];
  sorters?: CrudSort[];
  /** rows wanted besides the count */
  pageSize?: number;
}

/**
 * How many rows a resource has (its list endpoint's `count`), and the first rows, when the user may read it.
 * `allowed` is undefined while the permission is being checked.
 */
export function useResourceCount<T extends Record<string, unknown>>(resource: string, options: CountOptions = {}) {
  const { data: can } = useCan({ resource, action: 'list' });
  const allowed = can?.can;
  const { query, result } = useList<T>({
    resource,
    filters: options.filters,
    sorters: options.sorters,
    pagination: { currentPage: 1, pageSize: options.pageSize ?? 1, mode: 'server' },
    queryOptions: { enabled: allowed === true },
    // the card says it failed; no toast for a dashboard figure
    errorNotification: false,
  });
  return {
    allowed,
    loading: allowed === undefined || (allowed && query.isLoading),
    failed: query.isError,
    total: result.total,
    rows: result.data,
  };
}
