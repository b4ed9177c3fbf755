import type { AccessControlProvider } from '@refinedev/core';
import { resourceByName } from '../../../resources';
import { getSession } from '../session';
import { methodOfAction } from '../shell/access/actionMethods';
import { permissionDecider } from '../shell/access/permissionDecider';
import { i18n } from './i18n';

/**
 * Refine's access control from the Casbin model: (role, companyId, resource module, method of the action).
 * Only hides what the server would refuse anyway; the server checks every call.
 */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const session = getSession();
    if (!session?.authorized) return { can: false, reason: i18n.t('errors.UNAUTHORIZED') };
    const name = resource ?? params?.resource?.name;
    const def = name ? resourceByName(name) : undefined;
    // menu groups and shell pages (dashboard) carry no module of their own
    if (!def) return { can: true };
    const decider = await permissionDecider(session);
    return decider.can(def.module, methodOfAction(action)) ? { can: true } : { can: false, reason: i18n.t('errors.FORBIDDEN') };
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
  },
};
