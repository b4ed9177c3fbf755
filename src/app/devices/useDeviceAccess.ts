import { useCan } from '@refinedev/core';

/** What the signed-in role may do with devices (module `devices`): the server checks every call, this only hides buttons. */
export function useDeviceAccess(): { canCreate: boolean; canEdit: boolean; canDelete: boolean } {
  const canCreate = useCan({ resource: 'devices', action: 'create' }).data?.can ?? false;
  const canEdit = useCan({ resource: 'devices', action: 'edit' }).data?.can ?? false;
  const canDelete = useCan({ resource: 'devices', action: 'delete' }).data?.can ?? false;
  return { canCreate, canEdit, canDelete };
}
