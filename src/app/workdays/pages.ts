import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/**
 * The time-and-attendance screens of this area (see src/app/areaPages.ts). The daily record opens from a
 * collaborator's profile, so it has no menu entry.
 */
export const WORKDAY_PAGES: AreaPage[] = [
  { key: 'daily-record', path: '/team/daily-record/:id', component: lazy(() => import('./DailyRecordPage')), module: 'workdays' },
];
