import { defineResource } from '../src/shared/resource';

/**
 * Employer records (spec §2 Company › Employer records, shown only when the company's `employerRecords` flag is set):
 * the registrations under which the company employs people (social-security employer account, its risk class),
 * each optionally tied to the unit it covers. Company data, so it lives under the company-profile permission: who may
 * edit the company's data edits its registrations, and every role that reads the company reads them.
 */
export default defineResource({
  name: 'employerrecords',
  module: 'company-profile',
  schema: 'employer-record',
  collection: 'employerRecords',
  endpoints: {
    list: 'POST /companies/employerRecords/getFiltered',
    one: 'GET /companies/employerRecords/:id',
    create: 'POST /companies/employerRecords',
    update: 'PATCH /companies/employerRecords/:id',
    remove: 'DELETE /companies/employerRecords/:id',
  },
  routes: {
    list: '/company/employer-records',
    create: '/company/employer-records/new',
    edit: '/company/employer-records/edit/:id',
    show: '/company/employer-records/view/:id',
  },
  list: {
    columns: ['name', 'registrationNumber', 'branchOfficeId', 'riskClass', 'active'],
    filters: { name: 'contains', registrationNumber: 'contains', branchOfficeId: 'in', riskClass: 'in', active: 'eq' },
    sorters: ['name', 'registrationNumber', 'riskClass'],
    defaultSort: { field: 'name', order: 'asc' },
    search: ['name', 'registrationNumber', 'address'],
  },
  ui: { 'ui:order': ['name', 'registrationNumber', 'branchOfficeId', 'riskClass', 'address', 'active', '*'], address: { 'ui:widget': 'textarea' } },
  menu: { parent: 'company', order: 3, icon: 'record', flag: { name: 'employerRecords' } },
  unique: { registrationNumber: 'EMPLOYER_RECORD_EXISTS' },
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
