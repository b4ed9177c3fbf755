import { useAllowed } from '../shell/access/useAllowed';

/**
 * What the user may do with roles, asked to the access control provider through this area's pages (module admins):
 * create (POST), edit (PATCH), delete (DELETE). Undefined answers count as no while they load.
 */
export function useAdminsAccess() {
  const create = useAllowed('roles-new', 'list');
  const edit = useAllowed('roles-edit', 'list');
  const remove = useAllowed('roles-view', 'delete');
  return { create, edit, remove };
}
