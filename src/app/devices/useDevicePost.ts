import { useCustom } from '@refinedev/core';
import { retryServerErrors } from '../engine/query/retry';

/**
 * A POST read of the devices area (punches, collaborators, biometry of a device) through Refine's `useCustom`: the
 * body is part of the query key, so a new page or filter asks again; `refetchInterval` keeps states moving.
 */
export function useDevicePost<T extends object>(url: string, body: unknown, opts: { refetchInterval?: number | false | ((data: T | undefined) => number | false); enabled?: boolean } = {}) {
  const { query, result } = useCustom<T & Record<string, unknown>>({
    url,
    method: 'post',
    config: { payload: body },
    errorNotification: false,
    queryOptions: { retry: retryServerErrors, refetchInterval: typeof opts.refetchInterval === 'function' ? (q) => (opts.refetchInterval as (d: T | undefined) => number | false)(q.state.data?.data as T | undefined) : opts.refetchInterval, enabled: opts.enabled ?? true, placeholderData: (previous) => previous },
  });
  return { data: result?.data as T | undefined, loading: query.isFetching && !query.data, error: query.error, refetch: () => void query.refetch() };
}
