import { defineResource } from '../src/shared/resource';

export default defineResource({
  name: 'branchoffices',
  module: 'branches',
  schema: 'branch-office',
  collection: 'branchoffices',
  endpoints: {
    list: 'POST /branchoffices/getFiltered',
    one: 'GET /branchoffices/:id',
    create: 'POST /branchoffices',
    update: 'PATCH /branchoffices/:id',
    remove: 'PATCH /branchoffices/delete/:id',
  },
  routes: {
    list: '/company/branch-offices',
    create: '/company/branch-offices/new',
    edit: '/company/branch-offices/edit/:id',
    show: '/company/branch-offices/view/:id',
  },
  list: {
    columns: ['name', 'code', 'parentOrganization', 'city', 'country'],
    filters: { name: 'contains', parentOrganization: 'eq', country: 'in' },
    sorters: ['name', 'code', 'city', 'country'],
    defaultSort: { field: 'name', order: 'asc' },
    search: ['name', 'code', 'city'],
  },
  ui: { 'ui:order': ['name', 'code', 'parentOrganization', 'address', 'city', 'country', 'timezone', 'latitude', 'longitude', '*'] },
  menu: { parent: 'company', order: 2, icon: 'apartment' },
  custom: { list: 'BranchOfficeTree' },
  files: { image: { maxBytes: 1_048_576, accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] } },
  unique: { name: 'BRANCH_DUPLICATED_NAME' },
  unitScope: 'id',
  // hand-designed table (src/server/db/schema/core.ts): login, tokens, contract columns, the unit tree
  storage: { design: 'own' },
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.BranchDeleted' },
});
