import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** Workday and shifts reports (module `reports`): Team › Informes, Team › Informe de turnos. */
export const REPORT_PAGES: AreaPage[] = [
  {
    key: 'reports',
    path: '/reports',
    component: lazy(() => import('./ReportsPage')),
    module: 'reports',
    menu: { parent: 'team', order: 7, icon: 'lists', label: 'reports.menu', section: 'reports' },
  },
  {
    key: 'shifts-reports',
    path: '/shifts-reports',
    component: lazy(() => import('./ShiftsReportPage')),
    module: 'reports',
    menu: { parent: 'team', order: 7.5, icon: 'schedule', label: 'reports.shiftsMenu', section: 'reports' },
  },
];
