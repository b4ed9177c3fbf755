import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** /demographic-reports (issue 23 item 2; module `reports`, read): Team › Reports. */
export const DEMOGRAPHICS_PAGES: AreaPage[] = [
  {
    key: 'demographic-reports',
    path: '/demographic-reports',
    component: lazy(() => import('./DemographicsPage')),
    module: 'reports',
    menu: { parent: 'team', order: 7.4, icon: 'lists', label: 'demographics.menu', section: 'reports' },
  },
];
