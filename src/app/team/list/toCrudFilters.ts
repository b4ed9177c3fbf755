import type { CrudFilter } from '@refinedev/core';
import type { CollaboratorFilters } from './ListFilters';

/**
 * The toolbar's choices as Refine filters (the data provider turns them into the list query). Status: the server
 * lists active collaborators unless `active` is filtered; "all" asks for `active` not null, which every row is.
 */
export function toCrudFilters(f: CollaboratorFilters): CrudFilter[] {
  const filters: CrudFilter[] = [];
  if (f.q) filters.push({ field: 'q', operator: 'contains', value: f.q });
  if (f.mainBranch) filters.push({ field: 'mainBranch', operator: 'eq', value: f.mainBranch });
  if (f.position) filters.push({ field: 'position', operator: 'eq', value: f.position });
  if (f.status === 'active') filters.push({ field: 'active', operator: 'eq', value: true });
  if (f.status === 'inactive') filters.push({ field: 'active', operator: 'eq', value: false });
  if (f.status === 'all') filters.push({ field: 'active', operator: 'null', value: false });
  return filters;
}
