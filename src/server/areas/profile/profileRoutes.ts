import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import type { TokenService } from '../../auth/tokens';
import { users } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { loadAdminNames } from '../admins/adminView';
import { changeOwnPassword } from './passwordChange';
import { mayChangePassword } from './passwordPermission';
import { passwordChangeRateLimit } from './passwordRateLimit';
import { ref } from '../../../shared/apiSchemas/jsonSchema';
import { CHANGE_PASSWORD_BODY, UPDATE_PROFILE_BODY, USER_ID_PARAMS, type ChangePasswordInput } from './profileSchemas';
import { updateProfile } from './profileUpdate';
import { profileView } from './profileView';

const tags = ['profile'];

/**
 * The signed-in person's own profile (/profile): every dashboard user, whatever their permissions (authOnly), always
 * on their own row. Registered with the token service: a password change answers a fresh token for this session.
 */
export async function profileRoutes(api: FastifyInstance, opts: { tokens: TokenService }): Promise<void> {
  api.get('/users/profile/get', {
    config: { authOnly: true },
    schema: { tags, summary: 'The signed-in user\'s profile' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    return { data: profileView(auth.user, await loadAdminNames(api.db, auth.company.id)) };
  });

  api.patch('/users/profile/update', {
    config: { authOnly: true },
    schema: {
      tags,
      summary: 'Update one\'s own name, email, phone, position and photo: JSON, or multipart with a `data` part and an `image` part (≤ 1 MB)',
      consumes: ['application/json', 'multipart/form-data'],
      body: { 'x-handler-validated': true, allOf: [ref(UPDATE_PROFILE_BODY)] },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const row = await updateProfile(api, request, auth);
    return { data: profileView(row, await loadAdminNames(api.db, auth.company.id)) };
  });

  // the spec's path ends with a slash; the same route without it, for clients that trim it
  for (const url of ['/users/profile/change-password/', '/users/profile/change-password']) {
    api.patch<{ Body: ChangePasswordInput }>(url, {
      config: { authOnly: true, rateLimit: passwordChangeRateLimit(api.config) },
      schema: {
        tags,
        summary: 'Change one\'s own password (current one required); other sessions end, the answer carries this session\'s new access token',
        body: ref(CHANGE_PASSWORD_BODY),
      },
    }, async (request) => {
      const auth = requireAuth(request.auth);
      const { accessToken } = await changeOwnPassword(api, request, auth, opts.tokens, request.body);
      return { data: { changed: true, accessToken } };
    });
  }

  api.get<{ Params: { id: string } }>('/users/allowPasswordChange/:id', {
    config: { authOnly: true },
    schema: { tags, summary: 'May the caller set this user\'s password? Own: yes; another of the company: owner level only', params: USER_ID_PARAMS },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const [target] = await api.db
      .select({ id: users.id, companyId: users.companyId, role: users.role })
      .from(users)
      .where(and(eq(users.id, request.params.id), eq(users.companyId, auth.company.id)))
      .limit(1);
    if (!target) throw notFound();
    return { data: { allowed: mayChangePassword(auth, target) } };
  });
}
