import type { Action } from '../../../shared/modules';

/** Refine actions → the HTTP method the permission model speaks (reads sent as POST count as GET). */
const METHOD_OF: Record<string, Action> = {
  list: 'GET',
  show: 'GET',
  export: 'GET',
  create: 'POST',
  clone: 'POST',
  import: 'POST',
  edit: 'PATCH',
  delete: 'DELETE',
};

export function methodOfAction(action: string): Action {
  const upper = action.toUpperCase();
  if (upper === 'GET' || upper === 'POST' || upper === 'PATCH' || upper === 'DELETE') return upper;
  return METHOD_OF[action] ?? 'GET';
}
