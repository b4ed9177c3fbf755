import { useCan } from '@refinedev/core';

/** The actions a custom page asks about; each maps to the HTTP method the policy speaks (actionMethods.ts). */
export type PageAction = 'list' | 'show' | 'export' | 'create' | 'import' | 'edit' | 'delete';

/**
 * Whether the signed-in user may do `action` on a resource or an area page (by its key in src/app/areaPages.ts),
 * asked to the same accessControlProvider the generic pages use. `false` until the answer is known: a write control
 * appears only once the policy allows it, never flashes for a viewer.
 */
export function useAllowed(resource: string, action: PageAction): boolean {
  return useCan({ resource, action }).data?.can ?? false;
}
