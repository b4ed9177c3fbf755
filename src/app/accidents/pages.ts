import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** /accidents-reports (spec route; module `accidents`, read): Team › Reports. The register itself is the engine resource. */
export const ACCIDENT_PAGES: AreaPage[] = [
  {
    key: 'accidents-reports',
    path: '/accidents-reports',
    component: lazy(() => import('./AccidentsReportPage')),
    module: 'accidents',
    menu: { parent: 'team', order: 7.85, icon: 'errorReports', label: 'accidents.report.menu', section: 'reports' },
  },
];
