import { lazy } from 'react';
import type { AreaPage } from '../../areaPages';

/** Screens of the document hub that are not the envelopes' generic pages (spec §2 Company routes). */
export const DOCUMENT_HUB_PAGES: AreaPage[] = [
  {
    key: 'document-bulk-upload',
    path: '/company/document-bulk-upload',
    component: lazy(() => import('./DocumentBulkUploadPage')),
    module: 'document',
    action: 'POST',
    highlights: '/company/documents',
  },
  {
    key: 'unassigned-documents',
    path: '/company/documents/unassignedDocuments',
    component: lazy(() => import('./UnassignedDocumentsPage')),
    module: 'document',
  },
  {
    key: 'document-view',
    path: '/company/document/view/:id',
    component: lazy(() => import('./DocumentViewPage')),
    module: 'document',
    highlights: '/company/documents',
  },
];
