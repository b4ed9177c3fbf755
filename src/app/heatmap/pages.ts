import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** Presence heat map (module `reports`, read): Team › Mapa de calor. */
export const HEATMAP_PAGES: AreaPage[] = [
  {
    key: 'heat-map',
    path: '/team/heat-map',
    component: lazy(() => import('./HeatMapPage')),
    module: 'reports',
    menu: { parent: 'team', order: 6, icon: 'clock', label: 'dashboard.menu' },
  },
];
