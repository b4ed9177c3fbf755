import { defineResource } from '../src/shared/resource';

/**
 * Inventory articles (spec §2 /inventory, §3 inventory states, §4 available → assigned → returned). Status,
 * assignee, assignment date and history are set by the server: an article moves only through
 * `POST /inventory/:id/move` (src/server/areas/inventory, rules in src/shared/inventory).
 */
export default defineResource({
  name: 'articles',
  module: 'inventory',
  schema: 'article',
  collection: 'articles',
  endpoints: {
    list: 'POST /inventory/getFiltered',
    one: 'GET /inventory/:id',
    create: 'POST /inventory',
    update: 'PATCH /inventory/:id',
    remove: 'DELETE /inventory/:id',
  },
  routes: { list: '/inventory', create: '/inventory/new', edit: '/inventory/edit/:id', show: '/inventory/view/:id' },
  list: {
    columns: ['title', 'typeId', 'code', 'status', 'assigneeId', 'assignedAt'],
    filters: { title: 'contains', typeId: 'in', status: 'in', assigneeId: 'eq' },
    sorters: ['title', 'code', 'status', 'assignedAt', 'purchaseDate', 'createdAt'],
    defaultSort: { field: 'title', order: 'asc' },
    search: ['title', 'code'],
  },
  ui: {
    'ui:order': ['title', 'typeId', 'code', 'purchaseDate', 'value', 'description', 'notes', '*'],
    description: { 'ui:widget': 'textarea' },
    notes: { 'ui:widget': 'textarea' },
  },
  show: ['title', 'typeId', 'code', 'status', 'assigneeId', 'assignedAt', 'purchaseDate', 'value', 'description', 'notes'],
  // the list with its filters in the URL and an export; the show page with the moves and the history timeline (src/app/inventory)
  custom: { list: 'ArticleListPage', show: 'ArticleShowPage' },
  menu: { parent: 'company', order: 7, icon: 'inventory' },
  unique: { code: 'ARTICLE_CODE_EXISTS' },
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
