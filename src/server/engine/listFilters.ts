import type { FilterValue } from '../../shared/listQuery';

/** `id = x`, `{ eq: x }` or `{ in: [...] }`: the caller names the records it wants. */
function namesRecords(filter: FilterValue | undefined): boolean {
  if (typeof filter === 'string') return true;
  if (filter === null || typeof filter !== 'object') return false;
  const ops = Object.keys(filter);
  return ops.length > 0 && ops.every((op) => op === 'eq' || op === 'in');
}

/**
 * The filters a list page runs with. A resource's default filters (collaborators: role `user`, active) shape the
 * list a person browses, unless the caller filters the same field. A lookup of records named by id is how the
 * browser names what other records refer to (Refine's getMany sends `filters.id.in`, the REST convention
 * `?id=a&id=b`): a request's, a novelty's or an article's person, a post's author. It answers the records named,
 * whatever the defaults would hide (an administrator, somebody offboarded), as the record's own endpoint does;
 * the company and the caller's units still bound it.
 */
export function listFilters(defaults: Record<string, FilterValue> | undefined, filters: Record<string, FilterValue>): Record<string, FilterValue> {
  if (!defaults || namesRecords(filters.id)) return filters;
  return { ...defaults, ...filters };
}
