import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** The company's settings screens of this area (see src/app/areaPages.ts). */
export const SETTINGS_PAGES: AreaPage[] = [
  {
    key: 'settings',
    path: '/settings',
    component: lazy(() => import('./GeneralSettingsPage')),
    module: 'company-config',
    // first of the settings group: the time rules every mark and workday is computed with
    menu: { parent: 'settings', order: 1, icon: 'clock', label: 'settings.menu.general' },
  },
  {
    key: 'settings-notifications',
    path: '/settings/notifications',
    component: lazy(() => import('./NotificationSettingsPage')),
    module: 'company-config',
    menu: { parent: 'settings', order: 2, icon: 'lists', label: 'companyconfig.menu.notifications' },
  },
  {
    key: 'settings-covid',
    path: '/settings/covid',
    component: lazy(() => import('./CovidSettingsPage')),
    module: 'company-config',
    menu: { parent: 'settings', order: 3, icon: 'record', label: 'companyconfig.menu.covid' },
  },
  {
    key: 'settings-security',
    path: '/settings/security',
    component: lazy(() => import('./SecuritySettingsPage')),
    module: 'company-config',
    // who must sign in with a second factor (issue 21); the owner changes it
    menu: { parent: 'settings', order: 4, icon: 'record', label: 'settings.menu.security' },
  },
];
