import { useOne } from '@refinedev/core';
import { retryServerErrors } from '../../engine/query/retry';
import type { Collaborator } from '../collaboratorApi';

/** GET /users/:id through Refine (cached with the list; refetched after an offboarding, a new picture…). */
export function useCollaborator(id: string | undefined) {
  const { query, result } = useOne<Collaborator>({
    resource: 'users',
    id,
    queryOptions: { enabled: !!id, retry: retryServerErrors },
    errorNotification: false,
  });
  return { collaborator: result as Collaborator | undefined, loading: query.isLoading, error: query.error, refetch: query.refetch };
}
