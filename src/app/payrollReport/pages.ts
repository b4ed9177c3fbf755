import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** The payroll pre-report (issue 23 item 4), read with the payroll novelties' module `news`. */
export const PAYROLL_REPORT_PAGES: AreaPage[] = [
  {
    key: 'nomine',
    path: '/nomine',
    component: lazy(() => import('./PayrollReportPage')),
    module: 'news',
    menu: { parent: 'team', order: 7.9, icon: 'novelties', label: 'payrollreport.menu', section: 'reports' },
  },
];
