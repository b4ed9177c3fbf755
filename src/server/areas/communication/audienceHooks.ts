import type { ResourceHooks } from '../../engine/hooks';
import { assertAudienceInScope } from './audienceScope';

/** Flyers and notes: callers limited to units address only their units, as with posts (audienceScope.ts). */
export const audienceHooks: ResourceHooks = {
  async beforeWrite({ scope, record, before }) {
    if (before) assertAudienceInScope(before, scope);
    assertAudienceInScope(record, scope);
  },
  async beforeDelete({ scope, record }) {
    assertAudienceInScope(record, scope);
  },
};
