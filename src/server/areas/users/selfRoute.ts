import type { FastifyInstance } from 'fastify';
import { requireAuth, type UserRow } from '../../auth/authContext';

/** The signed-in user as the session keeps it: never the password hash or the token version. */
export function selfView(u: UserRow) {
  return {
    id: u.id,
    companyId: u.companyId,
    username: u.username,
    email: u.email,
    role: u.role,
    firstName: u.firstName,
    lastName: u.lastName,
    typeOfDocument: u.typeOfDocument,
    numberOfDocument: u.numberOfDocument,
    position: u.position,
    mainBranch: u.mainBranch,
    allowedBranches: u.allowedBranches,
    active: u.active,
    imageUrl: u.imageUrl,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}

export function registerUserSelfRoute(api: FastifyInstance): void {
  api.get('/users/self', {
    config: { authOnly: true },
    schema: { tags: ['users'], summary: 'The signed-in user' },
  }, async (request) => ({ data: selfView(requireAuth(request.auth).user) }));
}
