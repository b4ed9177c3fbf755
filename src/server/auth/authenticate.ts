import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { companies, users } from '../db/schema';
import { ApiError, unauthorized } from '../http/apiError';
import { canUseDashboard, isKnownRole, isOwnerLevel } from '../../shared/roles';
import type { AuthContext } from './authContext';
import { cachedAuthRow, rememberAuthRow } from './authRowCache';
import { readMaintenance } from './maintenance';
import type { TokenService } from './tokens';
import { authenticateApiKey } from '../areas/apiKeys/authenticateApiKey';
import { isApiKeyText } from '../areas/apiKeys/keyFormat';

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (match) return match[1];
  // an open API key may also come in its own header
  const key = request.headers['x-api-key'];
  if (typeof key === 'string' && isApiKeyText(key)) return key;
  throw unauthorized();
}

/**
 * Verify the bearer token, then re-read the user and company: an inactive user, a bumped token version
 * (logout everywhere, password change) or a deleted company ends the session at once; a collaborator (role user)
 * gets 403 NOT_ADMIN. During maintenance only owner-level users get through (503 MAINTENANCE for the rest).
 */
export async function authenticate(request: FastifyRequest, db: Db, tokens: TokenService): Promise<AuthContext> {
  const token = bearerToken(request);
  if (isApiKeyText(token)) return authenticateApiKey(request, db, token);
  const claims = tokens.verify(token);
  let row = cachedAuthRow(claims.sub);
  if (!row) {
    [row] = await db
      .select({ user: users, company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.id, claims.sub), eq(users.companyId, claims.cid)))
      .limit(1);
    if (row) rememberAuthRow(row);
  }
  if (row && row.user.companyId !== claims.cid) throw unauthorized();
  if (!row || !row.user.active || row.user.tokenVersion !== claims.tv) throw unauthorized();
  const role = row.user.role;
  if (!isKnownRole(role)) throw unauthorized();
  // the dashboard API is for dashboard roles only; a user turned collaborator loses access at once
  if (!canUseDashboard(role)) throw new ApiError(403, 'NOT_ADMIN');
  // a company the provider suspended: its people are out at once (provider staff still reach it, to reactivate it)
  if (row.company.status === 'suspended' && role !== 'provider') throw new ApiError(403, 'COMPANY_SUSPENDED');
  if (!isOwnerLevel(role) && (await readMaintenance(db)).maintenance) throw new ApiError(503, 'MAINTENANCE');
  // support mode: provider staff see another company's dashboard (src/server/areas/provider/supportRoute.ts)
  if (claims.sup) {
    if (role !== 'provider') throw unauthorized();
    const [target] = await db.select().from(companies).where(eq(companies.id, claims.sup)).limit(1);
    if (!target) throw unauthorized();
    return { user: row.user, company: target, role, support: true };
  }
  return { user: row.user, company: row.company, role };
}
