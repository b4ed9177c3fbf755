import type { ResourceHooks } from '../../engine/hooks';

/**
 * Users as the team list shows them: collaborators (role `user`) who are active, unless the caller filters
 * `role` or `active` explicitly. Unit scoping (mainBranch) comes from the resource declaration.
 */
export const collaboratorHooks: ResourceHooks = {
  defaultFilters: { role: 'user', active: true },
};
