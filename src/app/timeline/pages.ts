import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** Team timeline (spec §2 names a timeline screen without a route: /team/timeline), module `dayoffs` GET. */
export const TIMELINE_PAGES: AreaPage[] = [
  {
    key: 'team-timeline',
    path: '/team/timeline',
    component: lazy(() => import('./TimelinePage')),
    module: 'dayoffs',
    menu: { parent: 'team', order: 5.5, icon: 'schedule', label: 'timeline.menu', section: 'licenses' },
  },
];
