import { defineResource } from '../src/shared/resource';

/** Collaborators (read-only in the foundation; the people issue adds create/edit). */
export default defineResource({
  name: 'users',
  module: 'users',
  schema: 'user',
  collection: 'users',
  endpoints: {
    list: 'POST /users/getFiltered',
    one: 'GET /users/:id',
  },
  routes: { list: '/team', show: '/team/profile/:id' },
  list: {
    columns: ['firstName', 'lastName', 'numberOfDocument', 'position', 'mainBranch', 'email'],
    filters: { lastName: 'contains', mainBranch: 'eq', position: 'contains' },
    sorters: ['firstName', 'lastName', 'numberOfDocument', 'position'],
    defaultSort: { field: 'lastName', order: 'asc' },
    search: ['firstName', 'lastName', 'numberOfDocument', 'email'],
  },
  show: ['firstName', 'lastName', 'username', 'email', 'typeOfDocument', 'numberOfDocument', 'position', 'mainBranch', 'active'],
  menu: { parent: 'team', order: 1, icon: 'team' },
  unitScope: 'mainBranch',
});
