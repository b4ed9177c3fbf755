import { defineResource } from '../src/shared/resource';

export default defineResource({
  name: 'shifttemplates',
  module: 'shifts-templates',
  schema: 'shift-template',
  collection: 'shiftTemplates',
  endpoints: {
    list: 'POST /workshift/shiftTemplate/getFiltered',
    one: 'GET /workshift/shiftTemplate/:id',
    create: 'POST /workshift/shiftTemplate',
    update: 'PATCH /workshift/shiftTemplate/:id',
    remove: 'DELETE /workshift/shiftTemplate/:id',
  },
  routes: { list: '/team/shift-templates', create: '/team/shift-templates/new', edit: '/team/shift-templates/edit/:id', show: '/team/shift-templates/view/:id' },
  list: {
    columns: ['name', 'externalId', 'type', 'startTime', 'endTime', 'breakMinutes', 'color'],
    filters: { name: 'contains', type: 'in', externalId: 'eq' },
    sorters: ['name', 'externalId', 'type', 'startTime'],
    defaultSort: { field: 'name', order: 'asc' },
    search: ['name', 'externalId'],
  },
  ui: { color: { 'ui:widget': 'color' }, description: { 'ui:widget': 'textarea' } },
  menu: { parent: 'team', order: 2, icon: 'schedule' },
  rules: ['shiftTimesValid'],
  unique: { name: 'TEMPLATE_NAME_EXISTS', externalId: 'TEMPLATE_EXTERNAL_ID_EXISTS' },
  toasts: { created: 'toasts.TemplateCreated', updated: 'toasts.TemplateUpdated', deleted: 'toasts.TemplateDeleted' },
});
