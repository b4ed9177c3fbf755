import { defineResource } from '../src/shared/resource';

/**
 * Absence requests (dayoffs / licenses, spec §3, §4, §7 Absences). Status, review, history, days, branch and
 * attachments are set by the server (src/server/areas/dayoffs): a request is created PENDING and decided by
 * `POST /dayoffs/addreview`.
 */
export default defineResource({
  name: 'dayoffs',
  module: 'dayoffs',
  schema: 'dayoff',
  collection: 'dayoffs',
  endpoints: {
    list: 'POST /dayoffs/getFiltered',
    one: 'GET /dayoffs/:id',
    create: 'POST /dayoffs',
    update: 'PATCH /dayoffs/:id',
    remove: 'DELETE /dayoffs/:id',
  },
  routes: { list: '/requests', create: '/requests/new', edit: '/requests/edit/:id', show: '/requests/view/:id' },
  list: {
    columns: ['userId', 'typeId', 'from', 'to', 'days', 'status'],
    filters: { status: 'in', typeId: 'in', userId: 'eq', branch: 'eq', from: 'between', to: 'between' },
    sorters: ['from', 'to', 'status', 'days', 'createdAt'],
    defaultSort: { field: 'from', order: 'desc' },
  },
  ui: {
    'ui:order': ['userId', 'typeId', 'from', 'to', 'partial', 'comment', '*'],
    comment: { 'ui:widget': 'textarea' },
  },
  menu: { parent: 'team', order: 5.1, icon: 'calendar', section: 'licenses' },
  // the generic pages plus attachments (src/app/dayoffs): an upload on the form, links on the show page; the list
  // with a month calendar view (ListOverrides)
  custom: { list: 'RequestsCalendarListPage', create: 'DayoffFormPage', edit: 'DayoffFormPage', show: 'DayoffShowPage' },
  // dates and part-day hours checked in the form before sending, and by the engine (src/shared/rules)
  rules: ['absenceRequestShape'],
  unitScope: 'branch',
  toasts: { created: 'toasts.DayOffCreated', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
