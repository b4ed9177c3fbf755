import type { ResourceHooks } from '../../engine/hooks';
import { fieldConflict } from '../../http/apiError';

/**
 * Billboard resources: a file resource holds its file (uploaded with the create, or kept from before); a link
 * resource its address (the shared rule `resourceTarget`, also run by the form).
 */
export const billboardResourceHooks: ResourceHooks = {
  async beforeWrite({ record }) {
    if (record.kind === 'FILE' && !(typeof record.file === 'string' && record.file)) throw fieldConflict(400, 'RESOURCE_FILE_REQUIRED', 'file');
  },
};
