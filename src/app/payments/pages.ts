import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** The subscription and its bills (docs/api/subscription.md): owner level and administrators (module company-config). */
export const PAYMENT_PAGES: AreaPage[] = [
  {
    key: 'payments',
    path: '/payments',
    component: lazy(() => import('./PaymentsPage')),
    module: 'company-config',
    menu: { parent: 'settings', order: 90, icon: 'dollar', label: 'subscription.title' },
  },
  { key: 'payments-bill', path: '/payments/bill/:id', component: lazy(() => import('./BillPage')), module: 'company-config', highlights: '/payments' },
];
