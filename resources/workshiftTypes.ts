import { defineResource } from '../src/shared/resource';

export default defineResource({
  name: 'workshifttypes',
  module: 'shifts-templates',
  schema: 'workshift-type',
  collection: 'typesOfWorkshift',
  endpoints: {
    list: 'GET /companies/typesOfWorkshift',
    one: 'GET /companies/typesOfWorkshift/:id',
    create: 'POST /companies/typesOfWorkshift',
    update: 'PATCH /companies/typesOfWorkshift/:id',
    remove: 'DELETE /companies/typesOfWorkshift/:id',
  },
  routes: { list: '/company/workshift-types', create: '/company/workshift-types/new', edit: '/company/workshift-types/edit/:id', show: '/company/workshift-types/view/:id' },
  list: {
    columns: ['title', 'externalId', 'description', 'color'],
    filters: { title: 'contains', externalId: 'eq' },
    sorters: ['title', 'externalId'],
    defaultSort: { field: 'title', order: 'asc' },
    search: ['title', 'externalId'],
  },
  ui: { color: { 'ui:widget': 'color' }, description: { 'ui:widget': 'textarea' } },
  menu: { parent: 'settings', order: 3, icon: 'clock' },
  unique: { title: 'TYPE_INVALID', externalId: 'TEMPLATE_EXTERNAL_ID_EXISTS' },
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
