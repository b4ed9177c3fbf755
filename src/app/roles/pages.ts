import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

const RoleEditorPage = lazy(() => import('./RoleEditorPage'));
const RoleViewPage = lazy(() => import('./RoleViewPage'));
const LeadAdministratorPage = lazy(() => import('./LeadAdministratorPage'));

/**
 * The roles screens (spec §2 routes, module admins). The list is the roles tab of /user (RolesTab), so none has a
 * menu entry. /new-roles/* are the same editor as /roles/*: the spec names both.
 */
export const ROLE_PAGES: AreaPage[] = [
  { key: 'roles-new', path: '/roles/new', component: RoleEditorPage, module: 'admins', action: 'POST' },
  { key: 'new-roles-new', path: '/new-roles/new', component: RoleEditorPage, module: 'admins', action: 'POST' },
  { key: 'roles-edit', path: '/roles/edit/:id', component: RoleEditorPage, module: 'admins', action: 'PATCH' },
  { key: 'new-roles-edit', path: '/new-roles/edit/:id', component: RoleEditorPage, module: 'admins', action: 'PATCH' },
  { key: 'roles-view', path: '/roles/view/:id', component: RoleViewPage, module: 'admins', action: 'GET' },
  { key: 'roles-lead-administrator', path: '/roles/leadAdministrator/:id', component: LeadAdministratorPage, module: 'admins', action: 'GET' },
];
