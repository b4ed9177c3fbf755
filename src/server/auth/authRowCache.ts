import type { companies, users } from '../db/schema';

export interface AuthRow {
  user: typeof users.$inferSelect;
  company: typeof companies.$inferSelect;
}

/**
 * A short-lived, in-process cache of the user + company row every authenticated request needs. It saves one
 * database round trip per request (the largest fixed cost of an API call on PGlite). Whatever this process changes
 * about a user or company (logout, password change, deactivation, company settings) calls `forgetAuthRow`, so the
 * change applies at once here. Other instances sharing a PostgreSQL database drop the company's rows when its change is
 * announced (permissions/followAnnouncedChanges.ts); TTL_MS bounds what is missed while announcements are not heard.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
const rows = new Map<string, { row: AuthRow; at: number }>();
/** the same for open API keys, by their lookup prefix: the key's row with its maker and company */
const keyRows = new Map<string, { row: AuthRow; at: number }>();

export function cachedAuthRow(userId: string): AuthRow | undefined {
  const hit = rows.get(userId);
  if (!hit) return undefined;
  if (Date.now() - hit.at > TTL_MS) {
    rows.delete(userId);
    return undefined;
  }
  return hit.row;
}

export function rememberAuthRow(row: AuthRow): void {
  if (rows.size >= MAX_ENTRIES) rows.clear();
  rows.set(row.user.id, { row, at: Date.now() });
}

export function cachedApiKeyRow<T extends AuthRow>(prefix: string): T | undefined {
  const hit = keyRows.get(prefix);
  if (!hit) return undefined;
  if (Date.now() - hit.at > TTL_MS) {
    keyRows.delete(prefix);
    return undefined;
  }
  return hit.row as T;
}

export function rememberApiKeyRow(prefix: string, row: AuthRow): void {
  if (keyRows.size >= MAX_ENTRIES) keyRows.clear();
  keyRows.set(prefix, { row, at: Date.now() });
}

/**
 * Drop one user's entry (and their API keys'), or every entry of a company (`companyId`), or one key's (`apiKeyPrefix`,
 * revoked), or everything.
 */
export function forgetAuthRow(filter?: { userId?: string; companyId?: string; apiKeyPrefix?: string }): void {
  if (!filter) {
    rows.clear();
    keyRows.clear();
    return;
  }
  if (filter.userId) rows.delete(filter.userId);
  if (filter.companyId) for (const [id, hit] of rows) if (hit.row.company.id === filter.companyId) rows.delete(id);
  if (filter.apiKeyPrefix) keyRows.delete(filter.apiKeyPrefix);
  for (const [prefix, hit] of keyRows) {
    if (hit.row.user.id === filter.userId || hit.row.company.id === filter.companyId) keyRows.delete(prefix);
  }
}
