import type { AuthProvider } from '@refinedev/core';
import { loginError } from '../auth/loginError';
import { clearSession, getSession, setSession } from '../session';
import { forgetPermissions, permissionDecider } from '../shell/access/permissionDecider';
import { isLocked, unlockSession } from '../shell/session/lock';
import { logInAndLoadSession, type LoginAnswer } from '../shell/session/loadSession';
import { loginPath } from '../shell/session/loginPath';
import { isTokenExpired } from '../shell/session/tokenExpiry';
import { request, type ApiHttpError } from './http';
import { loadAllTexts } from './i18n';

export interface LoginParams {
  /** username or email */
  username: string;
  password: string;
  /** the answer of a sign-in finished by its second-factor step (src/app/auth/mfa): the session is loaded from it */
  answer?: LoginAnswer;
}

export const authProvider: AuthProvider = {
  login: async ({ username, password, answer }: LoginParams) => {
    try {
      forgetPermissions();
      const session = await logInAndLoadSession(username, password, setSession, answer);
      unlockSession();
      // build the permission model and fetch every area's texts now, so the app is ready when it shows (a failure is retried later)
      permissionDecider(session).catch(() => undefined);
      loadAllTexts().catch(() => undefined);
      return { success: true };
    } catch (err) {
      clearSession();
      return { success: false, error: loginError(err) };
    }
  },

  logout: async () => {
    if (getSession()) await request('/auth/v1/logout', { method: 'POST' }).catch(() => undefined);
    clearSession();
    unlockSession();
    forgetPermissions();
    return { success: true, redirectTo: loginPath() };
  },

  check: async () => {
    const session = getSession();
    if (session?.authorized && session.accessToken && !isTokenExpired(session.accessToken)) {
      return isLocked() ? { authenticated: false, redirectTo: '/auth/lockscreen' } : { authenticated: true };
    }
    if (session) clearSession();
    return { authenticated: false, redirectTo: loginPath(), logout: true };
  },

  onError: async (error: Partial<ApiHttpError>) => {
    if (error?.statusCode === 401) return { logout: true, redirectTo: loginPath(), error: error as Error };
    return {};
  },

  getIdentity: async () => {
    const user = getSession()?.user;
    return user ? { ...user, name: `${user.firstName} ${user.lastName}`.trim(), avatar: user.imageUrl ?? undefined } : null;
  },

  getPermissions: async () => getSession()?.roles ?? [],
};
