import { defineResource } from '../src/shared/resource';

export default defineResource({
  name: 'dayofftypes',
  module: 'dayoffs-templates',
  schema: 'dayoff-type',
  collection: 'typesOfDayoff',
  endpoints: {
    list: 'GET /companies/typesOfDayoff',
    one: 'GET /companies/typesOfDayoff/:id',
    create: 'POST /companies/typesOfDayoff',
    update: 'PATCH /companies/typesOfDayoff/:id',
    remove: 'DELETE /companies/typesOfDayoff/:id',
  },
  routes: { list: '/reasons', create: '/reasons/new', edit: '/reasons/edit/:id', show: '/reasons/view/:id' },
  list: {
    columns: ['title', 'color', 'maxDays', 'dayCounting', 'paid'],
    filters: { title: 'contains', dayCounting: 'in' },
    sorters: ['title', 'maxDays'],
    defaultSort: { field: 'title', order: 'asc' },
    search: ['title', 'description'],
  },
  ui: { color: { 'ui:widget': 'color' }, description: { 'ui:widget': 'textarea' } },
  menu: { parent: 'team', order: 5.6, icon: 'tags', section: 'licenses' },
  unique: { title: 'TYPE_INVALID' },
  toasts: { created: 'toasts.TypeOfDayoffCreated', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
