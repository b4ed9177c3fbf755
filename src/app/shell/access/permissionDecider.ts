import modelText from '../../../../policies/model.conf?raw';
import type { Action } from '../../../shared/modules';
import { request } from '../../providers/http';
import type { Session } from '../../session';

/** GET /role-permission-service/role/self/permissions (conventions: Auth and session). */
interface SelfPermissions {
  roles: string[];
  companyId: string;
  permissions: { module: string; action: string }[];
  /** policy.csv rows that apply to the caller's roles */
  policy: string;
}

/** Answers (module, action) for the logged-in user, from the same Casbin model the server enforces. */
export interface PermissionDecider {
  can(module: string, action: Action): boolean;
}

let memo: { token: string; decider: Promise<PermissionDecider> } | null = null;

/**
 * casbin, loaded on demand. Its model parser (and csv-parse under its StringAdapter) reach for Node's global
 * `Buffer`; the browser gets the `buffer` package casbin itself depends on.
 */
async function loadCasbin() {
  if (!('Buffer' in globalThis)) {
    const { Buffer } = await import('buffer');
    Object.assign(globalThis, { Buffer });
  }
  return import('casbin');
}

async function build(session: Session): Promise<PermissionDecider> {
  // casbin is loaded only once someone is logged in: the login page never pays for it
  const [{ newEnforcer, newModel, StringAdapter }, self] = await Promise.all([
    loadCasbin(),
    request<SelfPermissions>('/role-permission-service/role/self/permissions'),
  ]);
  const enforcer = await newEnforcer(newModel(modelText), new StringAdapter(self.policy ?? ''));
  const roles = self.roles?.length ? self.roles : session.roles;
  const companyId = self.companyId ?? session.company?.id ?? session.user?.companyId ?? '';
  const allowed = (module: string, action: Action) => roles.some((role) => enforcer.enforceSync(role, companyId, module, action));
  // support mode (provider staff inside a company) is read-only on the server: no button offers a write
  return { can: (module, action) => (session.support ? action === 'GET' : true) && allowed(module, action) };
}

/** One enforcer per session (per access token), built on first use and reused by every check. */
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
