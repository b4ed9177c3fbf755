import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/** Screens of this area that are not generic resource pages (see src/app/areaPages.ts). */
export const PROFILE_PAGES: AreaPage[] = [
  // every signed-in user (no module); reached from the header's user menu, so no menu entry
  { key: 'profile', path: '/profile', component: lazy(() => import('./ProfilePage')) },
];
