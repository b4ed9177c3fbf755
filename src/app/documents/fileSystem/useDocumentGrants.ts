import { useEffect, useState } from 'react';
import { permissionDecider } from '../../shell/access/permissionDecider';
import { useSession } from '../../shell/session/useSession';

export interface DocumentGrants {
  create: boolean;
  edit: boolean;
  remove: boolean;
}

const NONE: DocumentGrants = { create: false, edit: false, remove: false };

/**
 * What the signed-in user may do with people's files (module `document`: POST creates, uploads, copies and moves,
 * PATCH renames, DELETE deletes), from the same policy the server enforces. Nothing until it is known, so a write
 * button never flashes for a viewer; the server checks every call anyway.
 */
export function useDocumentGrants(): DocumentGrants {
  const session = useSession();
  const [grants, setGrants] = useState<DocumentGrants>(NONE);
  useEffect(() => {
    let live = true;
    if (session?.accessToken) {
      permissionDecider(session)
        .then((d) => live && setGrants({ create: d.can('document', 'POST'), edit: d.can('document', 'PATCH'), remove: d.can('document', 'DELETE') }))
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
    // the decider follows the token, not every re-render of the session object
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session?.accessToken]);
  return grants;
}
