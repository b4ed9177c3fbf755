import { useCan } from '@refinedev/core';

/**
 * What the user may do with roles, asked to the access control provider through this area's pages (module admins):
 * create (POST), edit (PATCH), delete (DELETE). Undefined answers count as no while they load.
 */
export function useAdminsAccess() {
  const create = useCan({ resource: 'roles-new', action: 'list' }).data?.can ?? false;
  const edit = useCan({ resource: 'roles-edit', action: 'list' }).data?.can ?? false;
  const remove = useCan({ resource: 'roles-view', action: 'delete' }).data?.can ?? false;
  return { create, edit, remove };
}
