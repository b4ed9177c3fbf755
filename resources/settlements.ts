import { defineResource } from '../src/shared/resource';

/**
 * Salary settlements (spec §2 /company/salary, §3 "Salary settlement / envelope", §7 Salary, §9 default year 2025;
 * documents version other than V2): a settlement receives the payroll PDF, which is split and matched per person,
 * confirmed, and becomes one slip per person (src/server/areas/salary, docs/api/documents.md).
 */
export default defineResource({
  name: 'settlements',
  module: 'salary',
  schema: 'settlement',
  collection: 'settlements',
  endpoints: {
    list: 'POST /companies/settlement/getFiltered',
    one: 'GET /companies/settlement/:id',
    create: 'POST /companies/settlement',
    update: 'PATCH /companies/settlement/:id',
    remove: 'DELETE /companies/settlement/:id',
  },
  routes: { list: '/company/salary', create: '/company/salary/new', edit: '/company/salary/edit/:id', show: '/company/salary/:id' },
  list: {
    columns: ['title', 'year', 'month', 'type', 'status', 'slips'],
    filters: { title: 'contains', year: 'eq', month: 'eq', type: 'in', status: 'in' },
    sorters: ['year', 'month', 'title', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    search: ['title', 'period', 'settlementInfo'],
  },
  ui: { 'ui:order': ['title', 'year', 'month', 'period', 'type', 'isSettlement', 'settlementInfo', '*'], settlementInfo: { 'ui:widget': 'textarea' } },
  // the list with the bulk load; the settlement's page: load, progress, review, confirm, slips (src/app/salary)
  custom: { list: 'SettlementListPage', show: 'SettlementShowPage' },
  menu: { parent: 'company', order: 9, icon: 'dollar', flag: { name: 'documentsVersion', not: 'V2' } },
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
