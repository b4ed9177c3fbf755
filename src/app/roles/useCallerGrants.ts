import { useEffect, useState } from 'react';
import type { Action, ModuleKey } from '../../shared/modules';
import { isOwnerLevel } from '../../shared/roles';
import { permissionDecider, type PermissionDecider } from '../shell/access/permissionDecider';
import { useSession } from '../shell/session/useSession';

/**
 * What the signed-in user may hand out in a role: owner level anything; everyone else only grants they hold
 * (the server answers ROLE_NOT_ALLOWED otherwise). `mayGrant` is undefined while their permissions load.
 */
export function useCallerGrants(): { ownerLevel: boolean; mayGrant?: (module: ModuleKey, action: Action) => boolean } {
  const session = useSession();
  const ownerLevel = (session?.roles ?? []).some(isOwnerLevel);
  const [decider, setDecider] = useState<PermissionDecider>();
  useEffect(() => {
    let live = true;
    if (session?.accessToken && !ownerLevel) {
      permissionDecider(session).then((d) => live && setDecider(d)).catch(() => undefined);
    }
    return () => {
      live = false;
    };
    // the decider follows the token, not every re-render of the session object
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session?.accessToken, ownerLevel]);
  if (ownerLevel) return { ownerLevel, mayGrant: () => true };
  return { ownerLevel, mayGrant: decider ? (m, a) => decider.can(m, a) : undefined };
}
