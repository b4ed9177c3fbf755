import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../../resources';
import { isOwnerLevel, ROLES, type Role } from '../../shared/roles';
import { requireAuth } from '../auth/authContext';
import { forbidden } from '../http/apiError';

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
      summary: "Resource names a role may read; another role than the caller's own needs owner level",
      params: { type: 'object', required: ['role'], additionalProperties: false, properties: { role: { type: 'string', enum: [...ROLES] } } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { role } = request.params;
    if (role !== auth.role && !isOwnerLevel(auth.role)) throw forbidden();
    const views = RESOURCES.filter((r) => api.enforcer.can(role, auth.company.id, r.module, 'GET')).map((r) => r.name);
    return { data: { role, views } };
  });
}
