import { useCanWithoutCache } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { RESOURCES } from '../../../../resources';
import { useSession } from '../session/useSession';

/**
 * Names of the resources on which the user may perform `action` (default: read, i.e. GET on their module), asked
 * to the accessControlProvider. `undefined` while the permission model loads.
 */
export function useAllowedResources(action: 'list' | 'create' = 'list'): ReadonlySet<string> | undefined {
  const { can } = useCanWithoutCache();
  const token = useSession()?.accessToken;
  const [allowed, setAllowed] = useState<ReadonlySet<string>>();

  useEffect(() => {
    let live = true;
    if (!can || !token) {
      setAllowed(new Set(can ? [] : RESOURCES.map((r) => r.name)));
      return undefined;
    }
    Promise.all(RESOURCES.map(async (r) => ((await can({ resource: r.name, action })).can ? r.name : null)))
      .then((names) => live && setAllowed(new Set(names.filter((n): n is string => n !== null))))
      .catch(() => live && setAllowed(new Set()));
    return () => {
      live = false;
    };
  }, [can, token, action]);

  return allowed;
}
