import { useCanWithoutCache } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { AREA_PAGES } from '../../areaPages';
import { useResources } from '../../engine/resourceRegistry';
import { useSession } from '../session/useSession';

/**
 * Names of the resources on which the user may perform `action` (default: read, i.e. GET on their module), asked
 * to the accessControlProvider, plus the keys of the area pages (src/app/areaPages.ts) the user may open when
 * `action` is list. `undefined` while the permission model loads.
 */
export function useAllowedResources(action: 'list' | 'create' = 'list'): ReadonlySet<string> | undefined {
  const { can } = useCanWithoutCache();
  const token = useSession()?.accessToken;
  const [allowed, setAllowed] = useState<ReadonlySet<string>>();
  const resources = useResources();

  useEffect(() => {
    let live = true;
    const names = [...resources.map((r) => r.name), ...(action === 'list' ? AREA_PAGES.map((p) => p.key) : [])];
    if (!can || !token) {
      setAllowed(new Set(can ? [] : names));
      return undefined;
    }
    Promise.all(names.map(async (name) => ((await can({ resource: name, action })).can ? name : null)))
      .then((names) => live && setAllowed(new Set(names.filter((n): n is string => n !== null))))
      .catch(() => live && setAllowed(new Set()));
    return () => {
      live = false;
    };
  }, [can, token, action, resources]);

  return allowed;
}
