import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** The absences dashboard (spec §2): today and this month at a glance, pending and upcoming requests. */
export const ABSENCES_PAGES: AreaPage[] = [
  {
    key: 'absences-dashboard',
    path: '/absences/dashboard',
    component: lazy(() => import('./AbsencesDashboardPage')),
    module: 'dayoffs',
    menu: { parent: 'team', order: 5.3, icon: 'dashboard', label: 'absencesdashboard.menu', section: 'licenses' },
  },
];
