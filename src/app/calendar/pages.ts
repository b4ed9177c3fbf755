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
  // every signed-in user: their own feeds; managers and administrators also others' (docs/api/calendar.md)
  {
    key: 'calendar-connection',
    path: '/calendar/connection',
    component: lazy(() => import('./CalendarConnectionPage')),
    highlights: '/dashboard',
  },
];
