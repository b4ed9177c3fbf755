import type { companies, users } from '../db/schema';
import type { Role } from '../../shared/roles';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** Who is calling: re-read from the database on every request, so a disabled user or a logout takes effect at once. */
export interface AuthContext {
  user: UserRow;
  company: CompanyRow;
  role: Role;
  /** set when the caller is an open API key acting for `user` (src/server/areas/apiKeys): only its scopes pass */
  apiKey?: { id: string; name: string; scopes: { module: string; action: string }[] };
  /** provider staff inside `company` for support: reads only (403 SUPPORT_READ_ONLY), every entry audited (issue 24) */
  support?: boolean;
}

/** The caller, for handlers of authenticated routes (the auth hook guarantees it). */
export function requireAuth(auth: AuthContext | null): AuthContext {
  if (!auth) throw new Error('route reached without authentication: check its config');
  return auth;
}
