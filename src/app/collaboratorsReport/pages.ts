import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** The collaborators report builder (issue 23 item 3), read with the collaborators' module. */
export const COLLABORATORS_REPORT_PAGES: AreaPage[] = [
  {
    key: 'collaborators-report',
    path: '/reports/collaborators',
    component: lazy(() => import('./CollaboratorsReportPage')),
    module: 'users',
    menu: { parent: 'team', order: 7.3, icon: 'lists', label: 'collaboratorsreport.menu', section: 'reports' },
  },
];
