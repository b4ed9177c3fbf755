import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/**
 * Screens of the team area that are not generic resource pages (see src/app/areaPages.ts). The team list, the
 * collaborator form and the profile are the `users` resource's custom pages (src/app/customPages.ts).
 */
export const TEAM_PAGES: AreaPage[] = [
  {
    key: 'casualty-list',
    path: '/team/casualtylist',
    component: lazy(() => import('./casualty/CasualtyListPage')),
    module: 'unactive-users',
    // spec §2 Menus: Team › Collaborators, Shift templates, Marks review, …, Casualty list
    menu: { parent: 'team', order: 5, icon: 'offboarded', label: 'users.menu.casualtyList' },
  },
  { key: 'casualty-profile', path: '/casualty/profile/:id', component: lazy(() => import('./casualty/CasualtyProfilePage')), module: 'unactive-users' },
  {
    key: 'employee-record',
    path: '/team/employee-record',
    component: lazy(() => import('./record/EmployeeRecordListPage')),
    module: 'users',
    menu: { parent: 'team', order: 6, icon: 'record', label: 'users.menu.employeeRecord' },
  },
  { key: 'employee-record-view', path: '/team/employee-record/:id', component: lazy(() => import('./record/EmployeeRecordPage')), module: 'users' },
  {
    key: 'collaborator-lists',
    path: '/settings/collaborator-lists',
    component: lazy(() => import('./settings/CollaboratorListsPage')),
    module: 'company-config',
    menu: { parent: 'settings', order: 5, icon: 'lists', label: 'users.menu.customFields' },
  },
];
