import { defineResource } from '../src/shared/resource';

/**
 * Export layouts of the payroll pre-report (/nomine, issue 23 item 4): the columns, headers and file format the
 * company's payroll provider imports (CSV with its delimiter and decimal separator, or XLSX). Chosen on /nomine when
 * exporting; every export is recorded (src/server/areas/payrollReport). docs/api/payroll-report.md
 */
export default defineResource({
  name: 'payrolllayouts',
  module: 'news',
  schema: 'payroll-layout',
  collection: 'payrollLayouts',
  endpoints: {
    list: 'POST /nomine/layouts/getFiltered',
    one: 'GET /nomine/layouts/:id',
    create: 'POST /nomine/layouts',
    update: 'PATCH /nomine/layouts/:id',
    remove: 'DELETE /nomine/layouts/:id',
  },
  routes: { list: '/nomine/layouts', create: '/nomine/layouts/new', edit: '/nomine/layouts/edit/:id', show: '/nomine/layouts/view/:id' },
  labelFields: ['name'],
  list: {
    columns: ['name', 'format', 'delimiter', 'decimalSeparator', 'includeHeader'],
    filters: { name: 'contains', format: 'in' },
    sorters: ['name', 'format', 'createdAt'],
    defaultSort: { field: 'name', order: 'asc' },
    search: ['name', 'description'],
  },
  ui: {
    'ui:order': ['name', 'format', 'delimiter', 'decimalSeparator', 'includeHeader', 'columns', 'description', '*'],
    description: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
  },
  show: ['name', 'format', 'delimiter', 'decimalSeparator', 'includeHeader', 'columns', 'description'],
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
