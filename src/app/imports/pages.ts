import { lazy } from 'react';
import type { AreaPage } from '../areaPages';

/**
 * Screens of this area that are not generic resource pages (see src/app/areaPages.ts): the collaborator import and
 * the pictures import (spec §2). No menu entry: the collaborators list (/team) links to them.
 */
export const IMPORT_PAGES: AreaPage[] = [
  { key: 'data-import', path: '/team/data-import', component: lazy(() => import('./spreadsheet/DataImportPage')), module: 'users', action: 'POST' },
  { key: 'pictures-import', path: '/team/pictures-import', component: lazy(() => import('./pictures/PicturesImportPage')), module: 'users', action: 'PATCH' },
];
