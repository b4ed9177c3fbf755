import { defineResource } from '../src/shared/resource';

/**
 * Payroll novelties (spec §1, §2 Team › Novedades, permission module `news`; src/shared/novelties.ts): what payroll
 * must know of a period per collaborator. Typed in (every version), brought from approved unpaid leave and from the
 * workdays' overtime and night hours (novelties version V2), then sent to payroll, which locks the period's rows.
 * Shown by environment (NOVELTIES_MENU=all) or by the company's `novelties` flag. docs/api/novelties.md
 */
export default defineResource({
  name: 'novelties',
  module: 'news',
  schema: 'novelty',
  collection: 'novelties',
  endpoints: {
    list: 'POST /novelties/getFiltered',
    one: 'GET /novelties/:id',
    create: 'POST /novelties',
    update: 'PATCH /novelties/:id',
    remove: 'DELETE /novelties/:id',
  },
  routes: { list: '/novelties', create: '/novelties/new', edit: '/novelties/edit/:id', show: '/novelties/view/:id' },
  list: {
    columns: ['userId', 'type', 'date', 'quantity', 'source', 'status'],
    filters: { userId: 'eq', type: 'in', period: 'eq', date: 'between', source: 'in', status: 'in', branch: 'eq' },
    sorters: ['date', 'type', 'quantity', 'createdAt'],
    defaultSort: { field: 'date', order: 'desc' },
    search: ['comment'],
  },
  show: ['userId', 'type', 'date', 'period', 'quantity', 'comment', 'source', 'status', 'branch'],
  ui: { 'ui:order': ['userId', 'type', 'date', 'quantity', 'comment', '*'], comment: { 'ui:widget': 'textarea' } },
  // the list with the period's actions (bring from absences and workdays, send to payroll, reopen) and amounts shown
  // in their unit, also on the show page (src/app/novelties)
  custom: { list: 'NoveltyListPage', show: 'NoveltyShowPage' },
  menu: { parent: 'team', order: 8, icon: 'novelties', flag: { name: 'novelties' } },
  rules: ['noveltyQuantity'],
  unitScope: 'branch',
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
