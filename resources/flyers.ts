import { defineResource } from '../src/shared/resource';

/**
 * Flyers of the billboard: an image with a title and an optional link, shown in the feed between its publication
 * date and its expiry to the audience chosen. Routes keep the spec's spellings (`/comunication/…` for add and edit).
 */
export default defineResource({
  name: 'flyers',
  module: 'communication-flyer',
  schema: 'flyer',
  collection: 'flyers',
  endpoints: {
    list: 'POST /communication/flyers/getFiltered',
    one: 'GET /communication/flyers/:id',
    create: 'POST /communication/flyers',
    update: 'PATCH /communication/flyers/:id',
    remove: 'DELETE /communication/flyers/:id',
  },
  routes: {
    list: '/communication/billboard/Flyer',
    create: '/comunication/billboard/addFlyer',
    edit: '/comunication/billboard/flyer/edit/:id',
    show: '/communication/billboard/Flyer/view/:id',
  },
  list: {
    columns: ['image', 'title', 'categoryId', 'audience', 'publishAt', 'expiresAt'],
    filters: { title: 'contains', categoryId: 'in' },
    sorters: ['title', 'publishAt', 'expiresAt', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    search: ['title'],
  },
  ui: {
    'ui:order': ['title', 'description', 'link', 'categoryId', 'audience', 'unitIds', 'publishAt', 'expiresAt', '*'],
    description: { 'ui:widget': 'textarea' },
  },
  menu: { parent: 'communication', order: 2, icon: 'picture' },
  files: { image: { maxBytes: 1_048_576, accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] } },
  rules: ['postAudience', 'postDates'],
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
