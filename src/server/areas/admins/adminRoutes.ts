import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { users } from '../../db/schema';
import { normalizeListQueryString } from '../../engine/listQuery';
import { notFound } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';
import { adminRowsCondition, adminTablePage } from './adminTable';
import { sendInvite } from './adminInvite';
import { ADMIN_RECORD, ASSIGNABLE_ROLE, CREATE_ADMIN_BODY, UPDATE_ADMIN_BODY, type AdminBody, type CreateAdminBody } from '../../../shared/admins/admin';
import { ref } from '../../../shared/apiSchemas/jsonSchema';
import { ADMIN_ID_PARAMS, ADMIN_TABLE_QUERY } from './adminSchemas';
import { adminView, loadAdminNames } from './adminView';
import { AdminWrites } from './adminWrites';
import { assignableRoles } from './assignableRoles';

type IdParams = { Params: { id: string } };
const tags = ['admins'];
/** `{ data: … }` answers; the serializer writes only the declared fields, so no column leaks by accident. */
const answer = (data: object) => ({ 200: { type: 'object', properties: { data } } });

/**
 * Administrators (/user, module `admins`): every dashboard user of the company (role other than `user`), with the
 * spec's endpoints. Answers follow spec §8: J002–J011 on their fields (400 malformed, 409 taken), OWNER_NOT_REMOVABLE,
 * ROLE_NOT_ALLOWED. J001 ("face not in collection") belongs to a biometric enrolment this product does not have, so it
 * is never answered.
 */
export function registerAdminRoutes(api: FastifyInstance): void {
  const writes = new AdminWrites(api.db, api.enforcer);

  api.get<{ Querystring: Parameters<typeof normalizeListQueryString>[0] }>('/users/admin/getAdminTable', {
    config: { module: 'admins', action: 'GET' },
    schema: {
      tags,
      summary: 'Administrators of the company within the caller\'s units: { data: { admins: [...], count } }; skip, limit, sort, q, filters.role',
      querystring: ADMIN_TABLE_QUERY,
      response: answer({ type: 'object', properties: { admins: { type: 'array', items: ref(ADMIN_RECORD) }, count: { type: 'integer' } } }),
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const [{ rows, count }, names] = await Promise.all([
      adminTablePage(api.db, auth.company.id, scope, normalizeListQueryString(request.query)),
      loadAdminNames(api.db, auth.company.id),
    ]);
    return { data: { admins: rows.map((r) => adminView(r, names)), count } };
  });

  api.get('/users/admin/assignableRoles', {
    config: { module: 'admins', action: 'GET' },
    schema: {
      tags,
      summary: 'Roles the caller may give on the administrator form: { data: { roles: [{ key, name, builtIn, needsAllowedBranches }] } }',
      response: answer({ type: 'object', properties: { roles: { type: 'array', items: ref(ASSIGNABLE_ROLE) } } }),
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    return { data: { roles: await assignableRoles(api.db, api.enforcer, auth, await unitScopeOf(api.db, auth)) } };
  });

  api.get<IdParams>('/users/admin/:id', {
    config: { module: 'admins', action: 'GET' },
    schema: { tags, summary: 'One administrator (404 outside the company or the caller\'s units)', params: ADMIN_ID_PARAMS, response: answer(ref(ADMIN_RECORD)) },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const [row] = await api.db.select().from(users).where(and(eq(users.id, request.params.id), adminRowsCondition(auth.company.id, scope))).limit(1);
    if (!row) throw notFound();
    return { data: adminView(row, await loadAdminNames(api.db, auth.company.id)) };
  });

  api.post<{ Body: CreateAdminBody }>('/users/admin', {
    config: { module: 'admins', action: 'POST' },
    schema: {
      tags,
      summary: 'Create an administrator; without `password` an invitation link is mailed. The image goes afterwards with PATCH /users/image/:id',
      body: ref(CREATE_ADMIN_BODY),
      response: { 201: { type: 'object', properties: { data: { allOf: [ref(ADMIN_RECORD), { type: 'object', properties: { invited: { type: 'boolean' } } }] } } } },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const { row, inviteToken } = await writes.create(auth, request.body);
    if (inviteToken && row.email) {
      await sendInvite(api, request, {
        userId: row.id, token: inviteToken, email: row.email, firstName: row.firstName, username: row.username,
        companyName: auth.company.name, invitedBy: `${auth.user.firstName} ${auth.user.lastName}`.trim(),
      });
    }
    const view = adminView(row, await loadAdminNames(api.db, auth.company.id));
    return reply.code(201).send({ data: { ...view, invited: !!inviteToken } });
  });

  api.patch<IdParams & { Body: AdminBody }>('/users/admin/:id', {
    config: { module: 'admins', action: 'PATCH' },
    schema: {
      tags,
      summary: 'Update an administrator (partial). `password` only for owner level or oneself (GET /users/allowPasswordChange/:id); a new role or password ends their sessions',
      params: ADMIN_ID_PARAMS,
      body: ref(UPDATE_ADMIN_BODY),
      response: answer(ref(ADMIN_RECORD)),
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const row = await writes.update(auth, request.params.id, request.body);
    return { data: adminView(row, await loadAdminNames(api.db, auth.company.id)) };
  });

  api.delete<IdParams>('/users/admin/:id', {
    config: { module: 'admins', action: 'DELETE' },
    schema: {
      tags,
      summary: 'Remove dashboard access: the administrator becomes a collaborator and their sessions end (409 OWNER_NOT_REMOVABLE, CANNOT_DELETE_SELF)',
      params: ADMIN_ID_PARAMS,
    },
  }, async (request) => {
    const row = await writes.demote(requireAuth(request.auth), request.params.id);
    return { data: { id: row.id, role: row.role } };
  });
}
