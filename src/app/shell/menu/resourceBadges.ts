import { lazy, type ComponentType } from 'react';

/** Count badges beside resources' menu entries, by resource name (area pages declare theirs in `menu.badge`). */
export const RESOURCE_MENU_BADGES: Record<string, ComponentType> = {
  envelopes: lazy(() => import('../../documents/hub/UnassignedCountBadge')),
  articles: lazy(() => import('../../inventory/RepairCountBadge')),
};
