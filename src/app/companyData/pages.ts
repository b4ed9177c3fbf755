import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** /company (the company's data, read) and /company/edit (its form); spec §2. */
export const COMPANY_DATA_PAGES: AreaPage[] = [
  {
    key: 'company-data',
    path: '/company',
    component: lazy(() => import('./CompanyPage')),
    module: 'company-profile',
    menu: { parent: 'company', order: 1, icon: 'company', label: 'company.menu.data' },
  },
  {
    key: 'company-edit',
    path: '/company/edit',
    component: lazy(() => import('./CompanyEditPage')),
    module: 'company-profile',
    action: 'PATCH',
    highlights: '/company',
  },
];
