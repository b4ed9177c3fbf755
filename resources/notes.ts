import { defineResource } from '../src/shared/resource';

/**
 * Notes of the billboard (spec §2 communication "notes"): a short text on a coloured card — where to pick up the
 * uniforms, a change of the canteen's hours — shown in the feed while visible, pinned ones first. The spec names
 * the screen but no route: these follow the flyers' and resources' (`/communication/billboard/…`, edit under
 * `/comunication/…`).
 */
export default defineResource({
  name: 'notes',
  module: 'communication-notes',
  schema: 'note',
  collection: 'notes',
  endpoints: {
    list: 'POST /communication/notes/getFiltered',
    one: 'GET /communication/notes/:id',
    create: 'POST /communication/notes',
    update: 'PATCH /communication/notes/:id',
    remove: 'DELETE /communication/notes/:id',
  },
  routes: {
    list: '/communication/billboard/Notes',
    create: '/communication/billboard/AddNote',
    edit: '/comunication/billboard/note/edit/:id',
    show: '/communication/billboard/Notes/view/:id',
  },
  list: {
    columns: ['title', 'color', 'pinned', 'categoryId', 'audience', 'publishAt', 'expiresAt'],
    filters: { title: 'contains', pinned: 'eq', categoryId: 'in' },
    sorters: ['title', 'publishAt', 'expiresAt', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    search: ['title', 'text'],
  },
  ui: {
    'ui:order': ['title', 'text', 'color', 'pinned', 'categoryId', 'audience', 'unitIds', 'publishAt', 'expiresAt', '*'],
    text: { 'ui:widget': 'textarea' },
    color: { 'ui:widget': 'color' },
  },
  menu: { parent: 'communication', order: 2.5, icon: 'note' },
  rules: ['postAudience', 'postDates'],
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
