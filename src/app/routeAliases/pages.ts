import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/**
 * Paths of spec §2 served by screens that live under another route: each renders that screen in place (no
 * redirect) and the sidebar highlights that screen's entry.
 */
export const ROUTE_ALIAS_PAGES: AreaPage[] = [
  { key: 'team-team', path: '/team/team', component: lazy(() => import('./TeamTeamPage')), module: 'users', highlights: '/team' },
  { key: 'news', path: '/news', component: lazy(() => import('./NewsPage')), module: 'news', highlights: '/novelties' },
  {
    key: 'employee-records',
    path: '/employee-records',
    component: lazy(() => import('./EmployeeRecordsPage')),
    module: 'company-profile',
    highlights: '/company/employer-records',
  },
];
