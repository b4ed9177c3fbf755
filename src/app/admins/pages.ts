import type { AreaPage } from '../areaPages';

/** Screens of this area that are not generic resource pages (see src/app/areaPages.ts). */
export const ADMIN_PAGES: AreaPage[] = [];
