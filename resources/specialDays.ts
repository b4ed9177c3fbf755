import { defineResource } from '../src/shared/resource';

export default defineResource({
  name: 'specialdays',
  module: 'specialdays',
  schema: 'special-day',
  collection: 'specialDays',
  endpoints: {
    list: 'GET /companies/specialDays',
    one: 'GET /companies/specialDays/:id',
    create: 'POST /companies/specialDays',
    update: 'PATCH /companies/specialDays/:id',
    remove: 'DELETE /companies/specialDays/:id',
  },
  routes: { list: '/specialdays', create: '/specialdays/new', edit: '/specialdays/edit/:id', show: '/specialdays/view/:id' },
  list: {
    columns: ['name', 'dateFrom', 'dateTo', 'category', 'isRecurring', 'isDeductedFromVacation'],
    filters: { name: 'contains', dateFrom: 'between', category: 'in', isRecurring: 'eq' },
    sorters: ['name', 'dateFrom', 'dateTo', 'category'],
    defaultSort: { field: 'dateFrom', order: 'asc' },
    search: ['name', 'description'],
  },
  ui: {
    'ui:order': ['name', 'dateFrom', 'dateTo', 'category', 'isRecurring', 'countries', 'branches', 'isDeductedFromVacation', 'impactedPayroll', 'description', '*'],
    description: { 'ui:widget': 'textarea' },
  },
  menu: { parent: 'company', order: 5, icon: 'calendar' },
  rules: ['dateRangeOrdered'],
  toasts: { created: 'toasts.SpecialDayCreated', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
