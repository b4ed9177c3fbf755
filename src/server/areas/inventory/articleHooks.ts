import type { ResourceHooks } from '../../engine/hooks';
import { fieldConflict } from '../../http/apiError';
import { personName } from '../users/personInScope';
import { registerInventoryRoutes } from './inventoryRoutes';

/**
 * Articles on the engine: a new article starts AVAILABLE with nobody holding it and its first history line; status,
 * assignee and history change only through a move (moveArticle.ts: the schema marks them readOnly, so a PATCH
 * cannot). An article someone holds is not deleted: it is returned first (409 ARTICLE_ASSIGNED).
 */
export const articleHooks: ResourceHooks = {
  async beforeWrite({ auth, record, before }) {
    if (before) return;
    Object.assign(record, {
      status: 'AVAILABLE', assigneeId: null, assignedAt: null,
      history: [{ kind: 'CREATED', to: 'AVAILABLE', by: auth.user.id, byName: personName(auth.user), at: new Date().toISOString() }],
    });
  },

  async beforeDelete({ record }) {
    if (record.status === 'ASSIGNED') throw fieldConflict(409, 'ARTICLE_ASSIGNED', 'status');
  },

  routes: registerInventoryRoutes,
};
