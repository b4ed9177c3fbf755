import { fieldError, ApiError } from '../../http/apiError';
import type { AuthContext } from '../../auth/authContext';
import type { Permission, PolicyEnforcer } from '../../permissions/enforcer';
import { isOwnerLevel } from '../../../shared/roles';

const key = (p: Permission) => `${p.module}|${p.action}`;

/**
 * No escalation: below owner level, a caller may only add or remove grants they hold themselves. Grants they do not
 * hold and leave untouched stay as they are (an administrator may rename a role the owner made broader).
 * 403 ROLE_NOT_ALLOWED with one field error per grant, `permissions.<module>.<action>`, so the matrix can mark them.
 */
export function assertMayChangeGrants(enforcer: PolicyEnforcer, auth: AuthContext, before: Permission[], after: Permission[]): void {
  if (isOwnerLevel(auth.role)) return;
  const was = new Set(before.map(key));
  const will = new Set(after.map(key));
  const changed = [...after.filter((p) => !was.has(key(p))), ...before.filter((p) => !will.has(key(p)))];
  const missing = changed.filter((p) => !enforcer.can(auth.role, auth.company.id, p.module, p.action));
  if (missing.length) {
    throw new ApiError(403, 'ROLE_NOT_ALLOWED', { errors: missing.map((p) => fieldError(`permissions.${p.module}.${p.action}`, 'ROLE_NOT_ALLOWED')) });
  }
}

/** May the caller hand out (or take away) a role with these grants as a whole? Owner level always may. */
export function holdsAll(enforcer: PolicyEnforcer, auth: AuthContext, grants: Permission[]): boolean {
  return isOwnerLevel(auth.role) || grants.every((p) => enforcer.can(auth.role, auth.company.id, p.module, p.action));
}
