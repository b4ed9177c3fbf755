import { defineResource } from '../src/shared/resource';

export default defineResource({
  name: 'hierarchies',
  module: 'hierarchies',
  schema: 'hierarchy',
  collection: 'hierarchies',
  endpoints: {
    list: 'GET /companies/hierarchies/HierarchiesToTable/get',
    one: 'GET /companies/hierarchies/:id',
    create: 'POST /companies/hierarchies',
    update: 'PATCH /companies/hierarchies/:id',
    remove: 'DELETE /companies/hierarchies/:id',
  },
  routes: { list: '/company/hierarchies', create: '/company/hierarchies/new', edit: '/company/hierarchies/edit/:id', show: '/company/hierarchies/view/:id' },
  list: {
    columns: ['name', 'type', 'parentId', 'description'],
    filters: { name: 'contains', type: 'in' },
    sorters: ['name', 'type'],
    defaultSort: { field: 'name', order: 'asc' },
    search: ['name', 'description'],
  },
  ui: { description: { 'ui:widget': 'textarea' } },
  menu: { parent: 'company', order: 4, icon: 'cluster' },
  unique: { name: 'HIERARCHY_EXISTS' },
  uniqueWithin: { name: ['type'] },
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
