import { defineResource } from '../src/shared/resource';

/**
 * Accidents at work (issue 23 item 1): the register. The engine does the CRUD and unit scope (`unit`); the server
 * area (src/server/areas/accidents) adds the status order, the checks of each person and their absence, the medical
 * details (injury, body part, the linked absence) kept from callers without the `accidents-medical` grant and
 * audited when read, and the report behind /accidents-reports. docs/api/accidents.md
 */
export default defineResource({
  name: 'accidents',
  module: 'accidents',
  schema: 'accident',
  collection: 'accidents',
  endpoints: {
    list: 'POST /accidents/getFiltered',
    one: 'GET /accidents/:id',
    create: 'POST /accidents',
    update: 'PATCH /accidents/:id',
    remove: 'DELETE /accidents/:id',
  },
  routes: { list: '/accidents', create: '/accidents/new', edit: '/accidents/edit/:id', show: '/accidents/view/:id' },
  labelFields: ['occurredAt', 'place'],
  list: {
    // `people` stays out of the columns: the list and its XLSX export never carry medical details
    columns: ['occurredAt', 'type', 'unit', 'place', 'status', 'reference'],
    filters: { type: 'in', status: 'in', unit: 'eq', occurredAt: 'between' },
    sorters: ['occurredAt', 'type', 'status', 'createdAt'],
    defaultSort: { field: 'occurredAt', order: 'desc' },
    search: ['place', 'description', 'reference'],
  },
  ui: {
    'ui:order': ['occurredAt', 'type', 'status', 'unit', 'place', 'people', 'description', 'circumstances', 'witnesses', 'reference', '*'],
    description: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
    circumstances: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
    witnesses: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
  },
  show: ['occurredAt', 'type', 'status', 'unit', 'place', 'people', 'description', 'circumstances', 'witnesses', 'reference', 'attachments'],
  // the generic show page plus attachments opened, added and removed in place (src/app/accidents)
  custom: { show: 'AccidentShowPage' },
  menu: { parent: 'team', order: 7.8, icon: 'errorReports' },
  unitScope: 'unit',
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
