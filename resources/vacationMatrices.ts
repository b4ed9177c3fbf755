import { defineResource } from '../src/shared/resource';

/**
 * Vacation matrices (spec §2, §3, §9): days per cycle by seniority band, how they are generated, when what is left
 * expires and how vacation days are counted. Assigned to collaborators (src/server/areas/vacation); the balance of a
 * person is derived from the matrix, the ingress date, the vacation requests and the manual adjustments.
 */
export default defineResource({
  name: 'vacationmatrices',
  module: 'dayoffs-templates',
  schema: 'vacation-matrix',
  collection: 'vacationMatrices',
  endpoints: {
    list: 'POST /vacation-matrices/getFiltered',
    one: 'GET /vacation-matrices/:id',
    create: 'POST /vacation-matrices',
    update: 'PATCH /vacation-matrices/:id',
    remove: 'DELETE /vacation-matrices/:id',
  },
  routes: { list: '/vacation-matrices', create: '/vacation-matrices/new', edit: '/vacation-matrices/edit/:id', show: '/vacation-matrices/view/:id' },
  list: {
    columns: ['name', 'generation', 'dayCounting', 'cycleAnchor'],
    filters: { name: 'contains', generation: 'in' },
    sorters: ['name'],
    defaultSort: { field: 'name', order: 'asc' },
    search: ['name', 'description'],
  },
  ui: { description: { 'ui:widget': 'textarea' } },
  // the show page adds "assign to collaborators" (src/app/vacation/VacationMatrixShowPage.tsx)
  custom: { show: 'VacationMatrixShowPage' },
  menu: { parent: 'team', order: 5.7, icon: 'calendar', section: 'licenses' },
  unique: { name: 'VACATION_MATRIX_NAME_EXISTS' },
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
