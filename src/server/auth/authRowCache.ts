import type { companies, users } from '../db/schema';

export interface AuthRow {
  user: typeof users.$inferSelect;
  company: typeof companies.$inferSelect;
}

/**
 * A short-lived, in-process cache of the user + company row every authenticated request needs. It saves one
 * database round trip per request (the largest fixed cost of an API call on PGlite). Whatever this process changes
 * about a user or company (logout, password change, deactivation, company settings) calls `forgetAuthRow`, so the
 * change applies at once here; other instances sharing a PostgreSQL database see it within TTL_MS.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
const rows = new Map<string, { row: AuthRow; at: number }>();

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

/** Drop one user's entry, or every entry of a company (`companyId`), or everything. */
export function forgetAuthRow(filter?: { userId?: string; companyId?: string }): void {
  if (!filter) return rows.clear();
  if (filter.userId) rows.delete(filter.userId);
  if (filter.companyId) for (const [id, hit] of rows) if (hit.row.company.id === filter.companyId) rows.delete(id);
}
