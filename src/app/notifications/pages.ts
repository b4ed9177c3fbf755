import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** The caller's notifications (spec §2 /notifications): every signed-in user, reached from the header's bell. */
export const NOTIFICATION_PAGES: AreaPage[] = [
  { key: 'notifications', path: '/notifications', component: lazy(() => import('./NotificationsPage')) },
];
