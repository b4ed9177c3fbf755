import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** The attendance calendar (module `reports`, read, like the dashboard it opens). */
export const CALENDAR_PAGES: AreaPage[] = [
  {
    key: 'calendar',
    path: '/calendar',
    component: lazy(() => import('./CalendarPage')),
    module: 'reports',
    // opened from the dashboard's month calendar: the dashboard stays highlighted
    highlights: '/dashboard',
  },
];
