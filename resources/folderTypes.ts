import { defineResource } from '../src/shared/resource';

export default defineResource({
  name: 'foldertypes',
  module: 'company-config',
  schema: 'folder-type',
  collection: 'typesOfFolder',
  endpoints: {
    list: 'GET /companies/typesOfFolder',
    one: 'GET /companies/typesOfFolder/:id',
    create: 'POST /companies/typesOfFolder',
    update: 'PATCH /companies/typesOfFolder/:id',
    remove: 'DELETE /companies/typesOfFolder/:id',
  },
  routes: { list: '/company/folder-types', create: '/company/folder-types/new', edit: '/company/folder-types/edit/:id', show: '/company/folder-types/view/:id' },
  list: {
    columns: ['title', 'description', 'color'],
    filters: { title: 'contains' },
    sorters: ['title'],
    defaultSort: { field: 'title', order: 'asc' },
    search: ['title', 'description'],
  },
  ui: { color: { 'ui:widget': 'color' }, description: { 'ui:widget': 'textarea' } },
  menu: { parent: 'settings', order: 2, icon: 'folder' },
  unique: { title: 'TYPE_INVALID' },
  toasts: { created: 'toasts.FolderCreated', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
