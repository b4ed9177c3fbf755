import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** Vacation screens that are not the matrices' generic pages: adding vacation with the balance beside it. */
export const VACATION_PAGES: AreaPage[] = [
  {
    key: 'vacation-add',
    path: '/absences/vacation/add',
    component: lazy(() => import('./VacationAddPage')),
    module: 'dayoffs',
    action: 'POST',
    menu: { parent: 'team', order: 5.2, icon: 'calendar', label: 'vacation.menu.add', section: 'licenses' },
  },
];
