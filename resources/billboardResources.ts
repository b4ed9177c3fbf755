import { defineResource } from '../src/shared/resource';

/**
 * Resources of the billboard: a file (PDF or image, checked by content) or a link the company shares with its
 * people (handbooks, forms, policies). Routes keep the spec's spellings (`AddResource`, `/comunication/…/edit`).
 */
export default defineResource({
  name: 'billboardresources',
  module: 'communication-resources',
  schema: 'billboard-resource',
  collection: 'resources',
  endpoints: {
    list: 'POST /communication/resources/getFiltered',
    one: 'GET /communication/resources/:id',
    create: 'POST /communication/resources',
    update: 'PATCH /communication/resources/:id',
    remove: 'DELETE /communication/resources/:id',
  },
  routes: {
    list: '/communication/billboard/Resources',
    create: '/communication/billboard/AddResource',
    edit: '/comunication/billboard/resource/edit/:id',
    show: '/communication/billboard/Resources/view/:id',
  },
  list: {
    columns: ['title', 'kind', 'handbook', 'categoryId', 'url', 'file'],
    filters: { title: 'contains', kind: 'in', categoryId: 'in' },
    sorters: ['title', 'kind', 'createdAt'],
    defaultSort: { field: 'title', order: 'asc' },
    search: ['title'],
  },
  ui: { 'ui:order': ['title', 'kind', 'url', 'categoryId', 'description', '*'], description: { 'ui:widget': 'textarea' } },
  menu: { parent: 'communication', order: 3, icon: 'paperClip' },
  files: { file: { maxBytes: 20_971_520, accept: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'] } },
  rules: ['resourceTarget'],
  // the generic pages; a handbook's page and edit form link to who has not read it (src/app/communication)
  custom: { show: 'BillboardResourceShowPage', edit: 'BillboardResourceEditPage' },
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
