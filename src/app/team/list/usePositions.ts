import { useCustom } from '@refinedev/core';
import type { StatusFilter } from './ListFilters';

/** Positions the caller's collaborators hold (GET /users/positions), with head counts, for the status shown. */
export function usePositions(status: StatusFilter): { position: string; count: number }[] {
  const { result } = useCustom<{ positions: { position: string; count: number }[] }>({
    url: '/users/positions',
    method: 'get',
    config: { query: status === 'all' ? {} : { active: status === 'active' } },
    queryOptions: { staleTime: 60_000, retry: false },
    errorNotification: false,
  });
  return result.data?.positions ?? [];
}
