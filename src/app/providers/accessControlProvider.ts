import type { AccessControlProvider } from '@refinedev/core';
import { areaPageByKey } from '../areaPages';
import { resourceByName } from '../engine/resourceRegistry';
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
    const page = !def && name ? areaPageByKey(name) : undefined;
    // the module and method to check: a resource's for the action, an area page's own (list = open the page)
    const module = def?.module ?? page?.module;
    const method = def ? methodOfAction(action) : action === 'list' ? (page?.action ?? 'GET') : methodOfAction(action);
    // a page for some roles only (the provider's console): the role decides before any grant
    if (page?.roles && !page.roles.includes(session.user?.role ?? session.roles[0] ?? '')) return { can: false, reason: i18n.t('errors.FORBIDDEN') };
    // menu groups, shell pages (dashboard) and pages for every signed-in user (profile) carry no module
    if (!module) return { can: true };
    const decider = await permissionDecider(session);
    const modules = page?.anyOf ?? [module];
    return modules.some((m) => decider.can(m, method)) ? { can: true } : { can: false, reason: i18n.t('errors.FORBIDDEN') };
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
  },
};
