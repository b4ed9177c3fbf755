import { useCustom } from '@refinedev/core';
import { retryServerErrors } from '../engine/query/retry';
import { useSession } from '../shell/session/useSession';
import type { BranchLite } from './branchOptions';

/**
 * The units the user may hand out: asked afresh (a unit created since login is there), else the session's list
 * (a role without branch-office access still has the units it was given at login).
 */
export function useBranches(): { branches: BranchLite[]; loading: boolean } {
  const sessionBranches = useSession()?.branchOffices ?? [];
  const { query, result } = useCustom<{ branchoffices: BranchLite[] }>({
    url: '/branchoffices/getFiltered',
    method: 'post',
    config: { payload: { limit: 500 } },
    errorNotification: false,
    queryOptions: { retry: retryServerErrors },
  });
  const fetched = result.data?.branchoffices;
  return {
    branches: (fetched ?? sessionBranches).map(({ id, name, parentOrganization }) => ({ id, name, parentOrganization: parentOrganization ?? null })),
    loading: query.isLoading,
  };
}
