import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

const AdminFormPage = lazy(() => import('./AdminFormPage'));

/** Screens of this area that are not generic resource pages (see src/app/areaPages.ts): spec §2 /user routes. */
export const ADMIN_PAGES: AreaPage[] = [
  {
    key: 'admins',
    path: '/user',
    component: lazy(() => import('./AdminsPage')),
    module: 'admins',
    action: 'GET',
    // spec §2 Menus: Users › Administrators (the roles are the page's second tab)
    menu: { parent: 'users', order: 1, icon: 'users', label: 'admins.title' },
  },
  { key: 'admins-create', path: '/user/add', component: AdminFormPage, module: 'admins', action: 'POST' },
  { key: 'admins-edit', path: '/user/edit/:id', component: AdminFormPage, module: 'admins', action: 'PATCH' },
];
