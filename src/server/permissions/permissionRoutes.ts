import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../../resources';
import { isCustomRole, isOwnerLevel, ROLES, type Role } from '../../shared/roles';
import { companyRoleExists } from '../areas/roles/roleLookup';
import { requireAuth } from '../auth/authContext';
import { forbidden, notFound } from '../http/apiError';

/** A built-in role name or a company role key (`custom:<uuid>`). */
const ROLE_PARAM_PATTERN = `^(${ROLES.join('|')}|custom:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$`;

/**
 * What the browser needs to mirror the server's decisions: the caller's permissions and policy rows (it builds its
 * own Casbin enforcer from model.conf + these rows), and the views (resource names) a role may open.
 */
export async function permissionRoutes(api: FastifyInstance): Promise<void> {
  api.get('/role-permission-service/role/self/permissions', {
    config: { authOnly: true },
    schema: { tags: ['permissions'], summary: "The caller's roles, permissions and policy rows (policy.csv format)" },
  }, async (request) => {
    const { role, company } = requireAuth(request.auth);
    const rows = await api.enforcer.policyRowsOf(role, company.id);
    return {
      data: {
        roles: [role],
        companyId: company.id,
        permissions: api.enforcer.permissionsOf(role, company.id),
        policy: rows.join('\n'),
      },
    };
  });

  api.get<{ Params: { role: Role } }>('/auth/v1/role/views/:role', {
    config: { authOnly: true },
    schema: {
      tags: ['permissions'],
      summary: "Resource names a role (built-in or `custom:<id>` of the caller's company) may read; another role than the caller's own needs owner level",
      params: { type: 'object', required: ['role'], additionalProperties: false, properties: { role: { type: 'string', pattern: ROLE_PARAM_PATTERN } } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { role } = request.params;
    if (role !== auth.role && !isOwnerLevel(auth.role)) throw forbidden();
    // another company's role (or a deleted one) is simply not found, never described
    if (isCustomRole(role) && !(await companyRoleExists(api.db, auth.company.id, role))) throw notFound();
    const views = RESOURCES.filter((r) => api.enforcer.can(role, auth.company.id, r.module, 'GET')).map((r) => r.name);
    return { data: { role, views } };
  });
}
