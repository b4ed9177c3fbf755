import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** Screens of this area that are not generic resource pages (see src/app/areaPages.ts). */
export const ORG_CHART_PAGES: AreaPage[] = [
  {
    key: 'organization-chart',
    path: '/team/organization-chart',
    component: lazy(() => import('./OrgChartPage')),
    module: 'organization-chart',
    // spec §2 Menus: Company › … Special days, Organization chart. The chart is the positions tree: a company whose
    // `positionsTree` flag is false has none to offer (a company stored before the flag existed keeps its chart)
    menu: { parent: 'company', order: 6, icon: 'orgChart', label: 'orgchart.menu.chart', flag: { name: 'positionsTree', not: false } },
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
