import { defineResource } from '../src/shared/resource';

/** Categories of the billboard's posts, flyers and resources (spec §2 /communication/categories). */
export default defineResource({
  name: 'postcategories',
  module: 'communication-categories',
  schema: 'post-category',
  collection: 'categories',
  endpoints: {
    list: 'POST /communication/categories/getFiltered',
    one: 'GET /communication/categories/:id',
    create: 'POST /communication/categories',
    update: 'PATCH /communication/categories/:id',
    remove: 'DELETE /communication/categories/:id',
  },
  routes: {
    list: '/communication/categories',
    create: '/communication/categories/new',
    edit: '/communication/categories/edit/:id',
    show: '/communication/categories/view/:id',
  },
  list: {
    columns: ['name', 'color', 'description'],
    filters: { name: 'contains' },
    sorters: ['name'],
    defaultSort: { field: 'name', order: 'asc' },
    search: ['name'],
  },
  ui: { color: { 'ui:widget': 'color' }, description: { 'ui:widget': 'textarea' } },
  menu: { parent: 'communication', order: 4, icon: 'tags' },
  unique: { name: 'POST_CATEGORY_EXISTS' },
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
