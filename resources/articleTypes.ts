import { defineResource } from '../src/shared/resource';

/**
 * Article types of the inventory (spec §2 /settings/inventory, §3 inventoryType searched by title): laptop, phone,
 * uniform… A type articles use is not deleted (src/server/areas/inventory/articleTypeHooks.ts).
 */
export default defineResource({
  name: 'articletypes',
  module: 'inventory',
  schema: 'article-type',
  collection: 'articleTypes',
  endpoints: {
    list: 'POST /inventory/types/getFiltered',
    one: 'GET /inventory/types/:id',
    create: 'POST /inventory/types',
    update: 'PATCH /inventory/types/:id',
    remove: 'DELETE /inventory/types/:id',
  },
  routes: { list: '/settings/inventory', create: '/settings/inventory/new', edit: '/settings/inventory/edit/:id', show: '/settings/inventory/view/:id' },
  list: {
    columns: ['title', 'color', 'description'],
    filters: { title: 'contains' },
    sorters: ['title'],
    defaultSort: { field: 'title', order: 'asc' },
    search: ['title'],
  },
  ui: { color: { 'ui:widget': 'color' }, description: { 'ui:widget': 'textarea' } },
  menu: { parent: 'settings', order: 6, icon: 'tags' },
  unique: { title: 'ARTICLE_TYPE_TITLE_EXISTS' },
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
