import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** The company's integrations and their exchanges (issue 24 item 3; module `integrations`, administrators). */
export const INTEGRATION_PAGES: AreaPage[] = [
  {
    key: 'integrations',
    path: '/integrations',
    component: lazy(() => import('./IntegrationsPage')),
    module: 'integrations',
    menu: { parent: 'company', order: 20, icon: 'cluster', label: 'integrations.menu' },
  },
  {
    key: 'api-keys',
    path: '/integrations/api-keys',
    component: lazy(() => import('./ApiKeysPage')),
    module: 'integrations',
    highlights: '/integrations',
  },
  {
    key: 'webhooks',
    path: '/integrations/webhooks',
    component: lazy(() => import('./webhooks/WebhooksPage')),
    module: 'integrations',
    highlights: '/integrations',
  },
  {
    key: 'developers',
    path: '/integrations/developers',
    component: lazy(() => import('./developers/DevelopersPage')),
    module: 'integrations',
    highlights: '/integrations',
  },
  {
    key: 'integrations-transactions',
    path: '/integrations-transactions/:id',
    component: lazy(() => import('./IntegrationTransactionsPage')),
    module: 'integrations',
    highlights: '/integrations',
  },
];
