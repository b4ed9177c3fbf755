import { defineResource } from '../src/shared/resource';

/**
 * Collaborators (role `user`): the team list, create/edit (flat or the spec's nested body), the profile.
 * Offboarding, the casualty list, pictures, pickers and exports are extra routes of src/server/areas/users.
 */
export default defineResource({
  name: 'users',
  module: 'users',
  schema: 'user',
  collection: 'users',
  endpoints: {
    list: 'POST /users/getFiltered',
    one: 'GET /users/:id',
    create: 'POST /users',
    update: 'PATCH /users/:id',
  },
  routes: { list: '/team', create: '/team/new', edit: '/team/edit/:id', show: '/team/profile/:id' },
  labelFields: ['firstName', 'lastName'],
  list: {
    columns: ['lastName', 'firstName', 'numberOfDocument', 'position', 'mainBranch', 'email', 'phone', 'typeOfContract', 'contractStartDate', 'externalId'],
    filters: { mainBranch: 'eq', position: 'eq', active: 'eq', typeOfContract: 'eq' },
    sorters: ['firstName', 'lastName', 'numberOfDocument', 'position', 'email', 'contractStartDate', 'leaveDate', 'createdAt'],
    defaultSort: { field: 'lastName', order: 'asc' },
    search: ['firstName', 'lastName', 'numberOfDocument'],
  },
  ui: {
    'ui:order': [
      'firstName', 'lastName', 'typeOfDocument', 'numberOfDocument', 'documentExpirationDate', 'birthDate', 'gender',
      'nationality', 'disability', 'username', 'email', 'phone', 'address', 'mainBranch', 'position', 'externalId',
      'contractStartDate', 'contractEndDate', 'typeOfContract', 'weeklyHours', 'unionAgreement', 'laborUnion',
      'currentSituation', 'holidayGroup', 'quoteGroup', '*',
    ],
    address: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
  },
  custom: { list: 'CollaboratorListPage', create: 'CollaboratorFormPage', edit: 'CollaboratorFormPage', show: 'CollaboratorProfilePage' },
  rules: ['contractDatesOrdered'],
  unique: { username: 'USERNAME_IN_USE', email: 'EMAIL_IN_USE', numberOfDocument: 'DOCUMENT_IN_USE', externalId: 'EXTERNAL_ID_IN_USE' },
  menu: { parent: 'team', order: 1, icon: 'team' },
  unitScope: 'mainBranch',
  // hand-designed table (src/server/db/schema/core.ts): login, tokens, contract columns, the unit tree
  storage: { design: 'own' },
  toasts: { created: 'toasts.employeeCreationSuccess', updated: 'toasts.employeeUpdateSuccess' },
});
