import { useCustom } from '@refinedev/core';
import { retryServerErrors } from './retry';

export interface ApiDataOptions {
  method?: 'get' | 'post';
  body?: unknown;
  query?: Record<string, unknown>;
  /** keeps a live figure fresh ("working now") */
  refetchInterval?: number;
  enabled?: boolean;
}

/**
 * A read of one API call that is not a list resource (a report, a custom screen's data) through Refine's `useCustom`:
 * the body and query are the cache key, the previous answer stays on screen while the next loads, server errors are
 * retried and no toast is shown (the screen shows `error`).
 */
export function useApiData<T>(url: string, opts: ApiDataOptions = {}) {
  const { query, result } = useCustom<T & Record<string, unknown>>({
    url,
    method: opts.method ?? 'get',
    config: { payload: opts.body, query: opts.query },
    errorNotification: false,
    queryOptions: { retry: retryServerErrors, refetchInterval: opts.refetchInterval, enabled: opts.enabled ?? true, placeholderData: (previous) => previous },
  });
  // Refine answers an empty object while nothing has arrived yet: no data until the query has some
  return { data: (query.data ? result.data : undefined) as T | undefined, loading: query.isFetching && !query.data, error: query.error as (Error & { statusCode?: number }) | null, refetch: () => void query.refetch() };
}
