import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** Screens of this area that are not generic resource pages (see src/app/areaPages.ts). */
export const ORG_CHART_PAGES: AreaPage[] = [
  {
    key: 'organization-chart',
    path: '/team/organization-chart',
    component: lazy(() => import('./OrgChartPage')),
    module: 'organization-chart',
    // spec §2 Menus: Company › … Special days, Organization chart
    menu: { parent: 'company', order: 6, icon: 'orgChart', label: 'orgchart.menu.chart' },
  },
  {
    key: 'levels',
    path: '/levels',
    component: lazy(() => import('./LevelsPage')),
    module: 'company-config',
    // the levels are a company setting (customFields), next to the other configurable lists
    menu: { parent: 'settings', order: 4, icon: 'cluster', label: 'orgchart.menu.levels' },
  },
];
