import type { Action } from '../../../shared/modules';
import { request } from '../../providers/http';
import type { Session } from '../../session';

/** GET /role-permission-service/role/self/permissions (conventions: Auth and session). */
interface SelfPermissions {
  roles: string[];
  companyId: string;
  /** every (module, action) the caller's role may do in the company, as the server's Casbin enforcer decides it */
  permissions: { module: string; action: string }[];
  /** policy.csv rows that apply to the caller's roles (shown to auditors; not needed to decide) */
  policy: string;
}

/** Answers (module, action) for the logged-in user, as the server's Casbin model decided it. */
export interface PermissionDecider {
  can(module: string, action: Action): boolean;
}

let memo: { token: string; decider: Promise<PermissionDecider> } | null = null;

/**
 * The server enforces policies/model.conf with Casbin and sends the caller every (module, action) pair it allows,
 * over the whole module catalogue: the browser looks them up instead of running a second enforcer on the same rows
 * (issue 21: casbin and the Buffer polyfill it needs were 36 KB of the first screen's JavaScript). The decisions are
 * the server's own, so a control shown is a call allowed.
 */
async function build(session: Session): Promise<PermissionDecider> {
  const self = await request<SelfPermissions>('/role-permission-service/role/self/permissions');
  const allowed = new Set((self.permissions ?? []).map(({ module, action }) => `${module}\u0000${action}`));
  // support mode (provider staff inside a company) is read-only on the server: no button offers a write
  return { can: (module, action) => (session.support ? action === 'GET' : true) && allowed.has(`${module}\u0000${action}`) };
}

/** One decider per session (per access token), loaded on first use and reused by every check. */
export function permissionDecider(session: Session): Promise<PermissionDecider> {
  if (memo?.token !== session.accessToken) {
    const decider = build(session);
    memo = { token: session.accessToken, decider };
    // a failed load (network, 401) is retried by the next check instead of denying for the whole session
    decider.catch((err: unknown) => {
      console.warn('The permission model could not be loaded; retrying on the next check', err);
      if (memo?.decider === decider) memo = null;
    });
  }
  return memo.decider;
}

export const forgetPermissions = (): void => {
  memo = null;
};
