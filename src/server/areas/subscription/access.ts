import { ApiError, forbidden } from '../../http/apiError';
import type { AuthContext } from '../../auth/authContext';

/** /payments: owner level (owner, provider staff) and administrators read; managers, viewers and company roles do not. */
export function assertMayReadSubscription(auth: AuthContext): void {
  if (!['owner', 'provider', 'administrator'].includes(auth.role)) throw forbidden();
}

/** Cancelling or reactivating the service is owner level only: an administrator never cancels (spec §6). */
export function assertMayCancel(auth: AuthContext): void {
  if (auth.role !== 'owner' && auth.role !== 'provider') throw new ApiError(403, 'OWNER_ONLY');
}

/** The provider's console and its calls (plan, seats, payments, companies): provider staff only. */
export function assertProvider(auth: AuthContext): void {
  if (auth.role !== 'provider') throw forbidden();
}
