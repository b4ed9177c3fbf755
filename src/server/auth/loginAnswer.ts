import type { UserRow } from './authContext';
import { DASHBOARD_ROLES } from '../../shared/roles';
import type { TokenService } from './tokens';

/** What a finished sign-in answers (POST /auth/v1/login, and its second-factor step): the token, roles and profile. */
export function loginAnswer(tokens: TokenService, user: UserRow) {
  const role = user.role;
  return {
    accessToken: tokens.sign({ sub: user.id, cid: user.companyId, role, tv: user.tokenVersion }),
    roles: [role],
    // the roles that may enter the dashboard (spec §6: the client keeps them with the session)
    allowedRoles: DASHBOARD_ROLES,
    user: {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      position: user.position,
      role,
      companyId: user.companyId,
      imageUrl: user.imageUrl,
    },
  };
}
