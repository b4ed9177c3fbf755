import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** The salary bulk load (spec §2 /company/salary-bulk-load): a settlement and its payroll file in one step. */
export const SALARY_PAGES: AreaPage[] = [
  {
    key: 'salary-bulk-load',
    path: '/company/salary-bulk-load',
    component: lazy(() => import('./SalaryBulkLoadPage')),
    module: 'salary',
    action: 'POST',
    highlights: '/company/salary',
  },
];
