import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** Absences report (spec §2 route /absences-reports, module `reports`): Team, next to the workday reports. */
export const ABSENCES_REPORT_PAGES: AreaPage[] = [
  {
    key: 'absences-reports',
    path: '/absences-reports',
    component: lazy(() => import('./AbsencesReportPage')),
    module: 'reports',
    menu: { parent: 'team', order: 7.2, icon: 'lists', label: 'absencesreports.menu', section: 'reports' },
  },
];
