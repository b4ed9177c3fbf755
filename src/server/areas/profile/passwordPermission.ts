import type { AuthContext } from '../../auth/authContext';
import { isOwnerLevel } from '../../../shared/roles';

/**
 * May the caller set this user's password (GET /users/allowPasswordChange/:id)? Their own: yes. Someone else's in
 * their company: owner level only (an owner's own staff, never the provider's, unless the caller is provider staff).
 * Everyone else changes only their own, knowing the current one.
 */
export function mayChangePassword(auth: AuthContext, target: { id: string; companyId: string; role: string }): boolean {
  if (target.id === auth.user.id) return true;
  if (target.companyId !== auth.company.id || !isOwnerLevel(auth.role)) return false;
  return target.role !== 'provider' || auth.role === 'provider';
}
