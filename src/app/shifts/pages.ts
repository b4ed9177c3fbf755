import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** The shifts calendar (module `shifts`): Team › Turnos. */
export const SHIFT_PAGES: AreaPage[] = [
  {
    key: 'shifts',
    path: '/team/shifts',
    component: lazy(() => import('./ShiftsPage')),
    module: 'shifts',
    menu: { parent: 'team', order: 3, icon: 'record', label: 'shifts.menu' },
  },
];
