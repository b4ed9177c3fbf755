import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/**
 * The help centre (issue 23 item 5): every signed-in user reads it; the Help menu item and each screen's "?" open it
 * in a new tab. The unread report needs the billboard resources' module.
 */
export const HELP_PAGES: AreaPage[] = [
  { key: 'help', path: '/help', component: lazy(() => import('./HelpPage')) },
  { key: 'help-unread', path: '/help/handbooks/unread', component: lazy(() => import('./UnreadHandbooksPage')), module: 'communication-resources', highlights: '/communication/billboard/Resources' },
  { key: 'help-article', path: '/help/:slug', component: lazy(() => import('./HelpArticlePage')) },
];
