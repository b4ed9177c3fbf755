import { useCustom } from '@refinedev/core';
import type { FilterValue } from '../../../shared/listQuery';
import { retryServerErrors } from '../../engine/query/retry';
import type { Collaborator } from '../collaboratorApi';

export type DismissedRow = Collaborator & { branchOffice: { id: string; name: string } | null };

/** POST /users/getDismissedTable: offboarded collaborators of the caller's units, one page. */
export function useDismissed(query: { offset: number; limit: number; q?: string; filters: Record<string, FilterValue> }) {
  const { query: q, result } = useCustom<{ users: DismissedRow[]; count: number }>({
    url: '/users/getDismissedTable',
    method: 'post',
    config: { payload: query },
    queryOptions: { retry: retryServerErrors, placeholderData: (previous) => previous },
    errorNotification: false,
  });
  return { rows: result.data?.users ?? [], count: result.data?.count, loading: q.isFetching, error: q.error, refetch: q.refetch };
}
