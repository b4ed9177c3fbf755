import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/**
 * The work-order reports (module `workorders`, read; issue 22): Team › Work order reports and the screens it opens.
 * Routes exactly as the spec's route table names them.
 */
export const WORK_ORDER_PAGES: AreaPage[] = [
  {
    key: 'ots-reports',
    path: '/ots-reports',
    component: lazy(() => import('./OrdersReportPage')),
    module: 'workorders',
    menu: { parent: 'team', order: 7.8, icon: 'lists', label: 'workorders.menu', section: 'reports' },
  },
  { key: 'ots-report-colab', path: '/otsReport/colab', component: lazy(() => import('./ColabReportPage')), module: 'workorders', highlights: '/ots-reports' },
  { key: 'ots-report-info-colab', path: '/otsReport/InfoColabOT', component: lazy(() => import('./InfoColabPage')), module: 'workorders', highlights: '/ots-reports' },
  { key: 'ots-report', path: '/otsReport/:id', component: lazy(() => import('./OrderReportPage')), module: 'workorders', highlights: '/ots-reports' },
  { key: 'info-colaborator-ot', path: '/infoColaboratorOT/:id', component: lazy(() => import('./CollaboratorOrdersPage')), module: 'workorders', highlights: '/ots-reports' },
  { key: 'working-in-ot', path: '/workingInOT/:orderId/u/:userId', component: lazy(() => import('./WorkingInOtPage')), module: 'workorders', highlights: '/ots-reports' },
];
