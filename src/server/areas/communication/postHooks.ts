import type { ResourceHooks } from '../../engine/hooks';
import { richTextToPlain } from '../../engine/richText';
import { fieldConflict, validationError, fieldError } from '../../http/apiError';
import { canDeleteForGood } from '../../../shared/communication/postStates';
import { assertAudienceInScope } from './audienceScope';
import { registerCommunicationRoutes } from './communicationRoutes';

/**
 * Posts on the engine: a new post is a draft by its author; status and the publication/bin dates change only
 * through a move (movePost.ts; the schema marks them readOnly, so a PATCH cannot). A body left empty once
 * sanitized (only a script, say) is refused like an empty one. Only a post in the paper bin is deleted for good
 * (409 POST_NOT_IN_BIN): deleting from the billboard is moving to the bin. Callers limited to units speak only to
 * them (audienceScope.ts).
 */
export const postHooks: ResourceHooks = {
  async beforeWrite({ auth, scope, record, before }) {
    if (before) assertAudienceInScope(before, scope);
    assertAudienceInScope(record, scope);
    if (typeof record.body === 'string' && !richTextToPlain(record.body) && !record.body.includes('<img')) {
      throw validationError([fieldError('body', 'minLength')]);
    }
    if (before) return;
    Object.assign(record, { status: 'DRAFT', authorId: auth.user.id, publishedAt: null, binnedAt: null });
  },

  async beforeDelete({ scope, record }) {
    assertAudienceInScope(record, scope);
    if (!canDeleteForGood(record.status)) throw fieldConflict(409, 'POST_NOT_IN_BIN', 'status');
  },

  routes: registerCommunicationRoutes,
};
