import { defineResource } from '../src/shared/resource';

/**
 * Billboard posts (spec §2 /communication/billboard, §4 draft → published → paper bin). A post is created as a
 * draft; status, author and the publication/bin dates are the server's: a post moves only through
 * `POST /communication/posts/:id/move` (src/server/areas/communication, rules in src/shared/communication), and only
 * a post in the paper bin is deleted for good.
 */
export default defineResource({
  name: 'posts',
  module: 'communication',
  schema: 'post',
  collection: 'posts',
  endpoints: {
    list: 'POST /communication/posts/getFiltered',
    one: 'GET /communication/posts/:id',
    create: 'POST /communication/posts',
    update: 'PATCH /communication/posts/:id',
    remove: 'DELETE /communication/posts/:id',
  },
  routes: {
    list: '/communication/billboard',
    create: '/communication/billboard/new',
    edit: '/communication/billboard/edit/:id',
    show: '/communication/billboard/view/:id',
  },
  list: {
    columns: ['title', 'categoryId', 'status', 'audience', 'publishAt', 'expiresAt', 'banner'],
    filters: { title: 'contains', status: 'in', categoryId: 'in', banner: 'eq' },
    sorters: ['title', 'status', 'publishAt', 'expiresAt', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    search: ['title'],
  },
  ui: {
    'ui:order': ['title', 'categoryId', 'body', 'audience', 'unitIds', 'publishAt', 'expiresAt', 'banner', '*'],
    // images dropped into the body are stored first (POST /communication/posts/images) and referenced by URL
    body: { 'ui:options': { imageUpload: '/communication/posts/images' } },
  },
  show: ['title', 'categoryId', 'image', 'status', 'audience', 'unitIds', 'publishAt', 'expiresAt', 'banner', 'authorId', 'publishedAt', 'binnedAt', 'body'],
  // the billboard (feed, published, drafts, paper bin) and the post with its moves; forms are the generic ones
  custom: { list: 'PostListPage', show: 'PostShowPage' },
  menu: { parent: 'communication', order: 1, icon: 'notification' },
  files: { image: { maxBytes: 1_048_576, accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] } },
  rules: ['postAudience', 'postDates'],
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
