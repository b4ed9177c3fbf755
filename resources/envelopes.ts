import { defineResource } from '../src/shared/resource';

/**
 * Envelopes of the document hub (spec §2 /company/documents, §3, §7; documents version V2): an administrator
 * uploads PDFs into one, a background job splits and matches them per collaborator, the matches are reviewed and
 * delivered to the people's files (src/server/areas/documentHub, docs/api/documents.md). Status and counts are the
 * server's.
 */
export default defineResource({
  name: 'envelopes',
  module: 'document',
  schema: 'envelope',
  collection: 'envelopes',
  endpoints: {
    list: 'POST /document-hub-service/envelopes/getFiltered',
    one: 'GET /document-hub-service/envelopes/:id',
    create: 'POST /document-hub-service/envelopes',
    update: 'PATCH /document-hub-service/envelopes/:id',
    remove: 'DELETE /document-hub-service/envelopes/:id',
  },
  routes: { list: '/company/documents', create: '/company/documents/new', edit: '/company/documents/edit/:id', show: '/company/document/:id' },
  list: {
    columns: ['title', 'status', 'documents', 'unassigned', 'createdAt'],
    filters: { title: 'contains', status: 'in' },
    sorters: ['title', 'createdAt', 'status'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    search: ['title', 'description'],
  },
  ui: { description: { 'ui:widget': 'textarea' } },
  // the list with the bulk upload and the unassigned documents; the envelope's page: upload, progress, review
  // (src/app/documents/hub)
  custom: { list: 'EnvelopeListPage', show: 'EnvelopeShowPage' },
  menu: { parent: 'company', order: 9, icon: 'folder', flag: { name: 'documentsVersion', equals: 'V2' } },
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
