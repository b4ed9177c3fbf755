import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canUseDashboard, isKnownRole, isOwnerLevel } from '../../../shared/roles';
import type { AuthContext } from '../../auth/authContext';
import { cachedApiKeyRow, rememberApiKeyRow } from '../../auth/authRowCache';
import { readMaintenance } from '../../auth/maintenance';
import type { Db } from '../../db/client';
import { apiKeys, companies, users } from '../../db/schema';
import { ApiError, unauthorized } from '../../http/apiError';
import { ipAllowed } from './ipAllowlist';
import { parseApiKey, secretMatches } from './keyFormat';

interface KeyRow { key: typeof apiKeys.$inferSelect; user: typeof users.$inferSelect; company: typeof companies.$inferSelect }

/** Requests a key may make per minute, per server process (API_KEY_RATE_PER_MINUTE). */
const PER_MINUTE = Number(process.env.API_KEY_RATE_PER_MINUTE ?? 600);
const windows = new Map<string, { start: number; count: number }>();
/** the last use is written at most once a minute per key: a busy integration must not write on every call */
const lastTouch = new Map<string, number>();

function spend(keyId: string, now: number): void {
  const w = windows.get(keyId);
  if (!w || now - w.start >= 60_000) {
    windows.set(keyId, { start: now, count: 1 });
    return;
  }
  w.count += 1;
  if (w.count > PER_MINUTE) throw new ApiError(429, 'TOO_MANY_REQUESTS', { detail: `retry after ${Math.ceil((w.start + 60_000 - now) / 1000)} s` });
}

/**
 * A request carrying an open API key (`Authorization: Bearer hrk_…` or `X-API-Key: hrk_…`): the key must exist with
 * that secret, be neither revoked nor expired, be used from an allowed address, and its maker must still be an
 * active dashboard user of the company. The caller is then that person, limited to the key's scopes (the route
 * check, routeAccess.ts), rate-limited per key. Any failure to identify the key is the same 401.
 */
export async function authenticateApiKey(request: FastifyRequest, db: Db, text: string, now = Date.now()): Promise<AuthContext> {
  const parsed = parseApiKey(text);
  if (!parsed) throw unauthorized();
  // the key's row, its maker and company, as a session's are (authRowCache.ts): revoking forgets it at once here
  let row = cachedApiKeyRow<KeyRow>(parsed.prefix);
  if (!row) {
    [row] = await db.select({ key: apiKeys, user: users, company: companies }).from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.createdBy))
      .innerJoin(companies, eq(companies.id, apiKeys.companyId))
      .where(eq(apiKeys.prefix, parsed.prefix)).limit(1);
    if (row) rememberApiKeyRow(parsed.prefix, row);
  }
  if (!row || !secretMatches(parsed.secret, row.key.secretHash)) throw unauthorized();
  if (row.key.revokedAt || (row.key.expiresAt && row.key.expiresAt.getTime() <= now)) throw unauthorized();
  const role = row.user.role;
  if (row.user.companyId !== row.key.companyId || !row.user.active || !isKnownRole(role) || !canUseDashboard(role)) throw unauthorized();
  if (row.company.status === 'suspended') throw new ApiError(403, 'COMPANY_SUSPENDED');
  if (!ipAllowed(row.key.ipAllowlist, request.ip)) throw new ApiError(403, 'FORBIDDEN');
  if (!isOwnerLevel(role) && (await readMaintenance(db)).maintenance) throw new ApiError(503, 'MAINTENANCE');
  spend(row.key.id, now);
  if (now - (lastTouch.get(row.key.id) ?? 0) > 60_000) {
    lastTouch.set(row.key.id, now);
    await db.update(apiKeys).set({ lastUsedAt: sql`now()`, lastUsedIp: request.ip }).where(eq(apiKeys.id, row.key.id));
  }
  return { user: row.user, company: row.company, role, apiKey: { id: row.key.id, name: row.key.name, scopes: row.key.scopes } };
}
