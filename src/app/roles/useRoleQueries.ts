import { useCustom } from '@refinedev/core';
import { retryServerErrors } from '../engine/query/retry';
import type { RoleHolder, RoleRecord } from './roleTypes';

const quiet = { errorNotification: false as const, queryOptions: { retry: retryServerErrors } };

/** GET /roles: built-in roles first, then the company's. */
export function useRoles() {
  const { query, result } = useCustom<{ roles: RoleRecord[]; count: number }>({ url: '/roles', method: 'get', ...quiet });
  return { roles: result.data?.roles, loading: query.isLoading, error: query.error, refetch: query.refetch };
}

/** GET /roles/:id (a uuid, or a built-in key). */
export function useRole(id: string | undefined) {
  const { query, result } = useCustom<RoleRecord>({
    url: `/roles/${encodeURIComponent(id ?? '')}`,
    method: 'get',
    ...quiet,
    queryOptions: { ...quiet.queryOptions, enabled: !!id },
  });
  return { role: query.isSuccess ? result.data : undefined, loading: query.isLoading, error: query.error, refetch: query.refetch };
}

/** GET /roles/:id/users (holders) or /roles/:id/candidates (who could be assigned). */
export function useRoleUsers(id: string | undefined, which: 'users' | 'candidates' = 'users', enabled = true) {
  const { query, result } = useCustom<{ users: RoleHolder[]; count: number }>({
    url: `/roles/${encodeURIComponent(id ?? '')}/${which}`,
    method: 'get',
    ...quiet,
    queryOptions: { ...quiet.queryOptions, enabled: !!id && enabled },
  });
  return { users: result.data?.users, loading: query.isLoading, error: query.error, refetch: query.refetch };
}
