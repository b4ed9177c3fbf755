import { useCustom } from '@refinedev/core';
import { useEffect, useMemo } from 'react';
import { collaboratorLists, type CollaboratorList } from '../../shared/rules/collaboratorLists';
import { getSession, setSession } from '../session';
import { useSession } from '../shell/session/useSession';

/**
 * The company's collaborator lists (typeOfLeave with its defaults). The session's copy answers at once; a fresh
 * read replaces it when someone changed a list since login, so forms (whose `x-enumSource` reads the session)
 * offer the current values.
 */
export function useCollaboratorLists(): Record<CollaboratorList, string[]> {
  const session = useSession();
  const stored = session?.company?.customFields as Record<string, unknown> | undefined;
  const { result } = useCustom<{ customFields: Record<string, string[]> }>({
    url: '/companies/customFields/getCustomFields',
    method: 'post',
    config: { payload: {} },
    meta: { company: session?.company?.id },
    queryOptions: { staleTime: 60_000, retry: false },
    errorNotification: false,
  });
  const fresh = result.data?.customFields;
  useEffect(() => {
    const current = getSession();
    if (!fresh || !current?.company) return;
    const before = (current.company.customFields ?? {}) as Record<string, unknown>;
    const changed = Object.entries(fresh).some(([list, values]) => JSON.stringify(before[list] ?? []) !== JSON.stringify(values));
    if (changed) setSession({ ...current, company: { ...current.company, customFields: { ...before, ...fresh } } });
  }, [fresh]);
  return useMemo(() => collaboratorLists(stored), [stored]);
}

/** After saving the lists: the session's company carries the new ones. */
export function storeLists(customFields: Record<string, string[]>): void {
  const current = getSession();
  if (!current?.company) return;
  const before = (current.company.customFields ?? {}) as Record<string, unknown>;
  setSession({ ...current, company: { ...current.company, customFields: { ...before, ...customFields } } });
}
