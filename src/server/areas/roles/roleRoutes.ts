import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { exportFileName, exportPolicyCsv } from './policyExport';
import { listCandidates, listHolders, RoleHolders, roleKeyOf } from './roleHolders';
import { ref } from '../../../shared/apiSchemas/jsonSchema';
import {
  ASSIGN_ROLE_BODY, CREATE_ROLE_BODY, UPDATE_ROLE_BODY, type AssignRoleBody, type CreateRoleBody, type RoleBody,
} from '../../../shared/apiSchemas/roles';
import { ROLE_ID_PARAMS, ROLE_USER_PARAMS, UNASSIGN_QUERY } from './roleSchemas';
import { getRole, listRoles } from './roleViews';
import { RoleWrites } from './roleWrites';

type IdParams = { Params: { id: string } };
const tags = ['roles'];

/**
 * Company roles (module `admins`): the built-in roles (read-only) and the company's own, their users, and the
 * policy export. Every write reloads the enforcer once it has committed, so the change applies to the next request.
 */
export function registerRoleRoutes(api: FastifyInstance): void {
  const writes = new RoleWrites(api.db, api.enforcer);
  const holders = new RoleHolders(api.db);
  // the write has committed: a failed reload must not turn it into an error; the version check catches up within ~1 s
  const applied = async <T>(result: T): Promise<T> => {
    await api.policySync.reload().catch((err: unknown) => api.log.error({ err }, 'policy reload after a role change failed'));
    return result;
  };

  api.get('/roles', {
    config: { module: 'admins', action: 'GET' },
    schema: { tags, summary: 'Built-in and company roles: { data: { roles: [{ id, key, name, description, builtIn, permissions, usersCount }], count } }' },
  }, async (request) => {
    const roles = await listRoles(api.db, api.enforcer, requireAuth(request.auth).company.id);
    return { data: { roles, count: roles.length } };
  });

  api.get('/roles/policy.csv', {
    config: { module: 'admins', action: 'GET' },
    schema: { tags, summary: "The company's Casbin policy (built-in and company rows) in policies/policy.csv format, for auditors" },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const now = new Date();
    const csv = await exportPolicyCsv(api.enforcer, auth, await listRoles(api.db, api.enforcer, auth.company.id), now);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(auth.company.slug, now)}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  api.get<IdParams>('/roles/:id', {
    config: { module: 'admins', action: 'GET' },
    schema: { tags, summary: 'One role by id (a company role uuid, or a built-in key such as administrator)', params: ROLE_ID_PARAMS },
  }, async (request) => ({ data: await getRole(api.db, api.enforcer, requireAuth(request.auth).company.id, request.params.id) }));

  api.post<{ Body: CreateRoleBody }>('/roles', {
    config: { module: 'admins', action: 'POST' },
    schema: { tags, summary: 'Create a company role; below owner level only with grants the caller holds (ROLE_NOT_ALLOWED)', body: ref(CREATE_ROLE_BODY) },
  }, async (request, reply) => {
    const role = await applied(await writes.create(requireAuth(request.auth), request.body));
    return reply.code(201).send({ data: role });
  });

  api.patch<IdParams & { Body: RoleBody }>('/roles/:id', {
    config: { module: 'admins', action: 'PATCH' },
    schema: { tags, summary: 'Update a company role (built-in roles are read-only: 403)', params: ROLE_ID_PARAMS, body: ref(UPDATE_ROLE_BODY) },
  }, async (request) => ({ data: await applied(await writes.update(requireAuth(request.auth), request.params.id, request.body)) }));

  api.delete<IdParams>('/roles/:id', {
    config: { module: 'admins', action: 'DELETE' },
    schema: { tags, summary: 'Delete a company role; 409 ROLE_IN_USE while users hold it', params: ROLE_ID_PARAMS },
  }, async (request) => ({ data: await applied(await writes.remove(requireAuth(request.auth), request.params.id)) }));

  api.get<IdParams>('/roles/:id/users', {
    config: { module: 'admins', action: 'GET' },
    schema: { tags, summary: 'Users holding the role: { data: { users, count } }', params: ROLE_ID_PARAMS },
  }, async (request) => {
    const companyId = requireAuth(request.auth).company.id;
    const rows = await listHolders(api.db, companyId, await roleKeyOf(api.db, companyId, request.params.id));
    return { data: { users: rows, count: rows.length } };
  });

  api.get<IdParams>('/roles/:id/candidates', {
    config: { module: 'admins', action: 'GET' },
    schema: { tags, summary: 'Active administrators, managers, viewers and company-role users who do not hold the role', params: ROLE_ID_PARAMS },
  }, async (request) => {
    const companyId = requireAuth(request.auth).company.id;
    const rows = await listCandidates(api.db, companyId, await roleKeyOf(api.db, companyId, request.params.id));
    return { data: { users: rows, count: rows.length } };
  });

  api.post<IdParams & { Body: AssignRoleBody }>('/roles/:id/users', {
    config: { module: 'admins', action: 'PATCH' },
    schema: { tags, summary: 'Give a company role to a dashboard user (owner level only)', params: ROLE_ID_PARAMS, body: ref(ASSIGN_ROLE_BODY) },
  }, async (request) => ({ data: await holders.assign(requireAuth(request.auth), request.params.id, request.body) }));

  api.delete<{ Params: { id: string; userId: string }; Querystring: { moveTo: string } }>('/roles/:id/users/:userId', {
    config: { module: 'admins', action: 'PATCH' },
    schema: { tags, summary: 'Take a company role from a user, who gets `moveTo` instead (owner level only)', params: ROLE_USER_PARAMS, querystring: UNASSIGN_QUERY },
  }, async (request) => ({ data: await holders.unassign(requireAuth(request.auth), request.params.id, request.params.userId, request.query.moveTo) }));
}
