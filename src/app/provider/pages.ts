import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** The provider's console (docs/api/provider.md): provider staff only (`roles`), whatever their grants. */
export const PROVIDER_PAGES: AreaPage[] = [
  {
    key: 'companies',
    path: '/companies',
    component: lazy(() => import('./CompaniesPage')),
    roles: ['provider'],
    menu: { parent: 'settings', order: 95, icon: 'company', label: 'provider.menu' },
  },
  { key: 'companies-view', path: '/companies/company-view', component: lazy(() => import('./CompanyViewPage')), roles: ['provider'], highlights: '/companies' },
];
