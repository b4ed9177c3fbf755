import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { users } from '../../db/schema';
import { unitScopeOf } from '../../permissions/unitScope';
import { collaboratorScopeConditions } from './collaboratorLookup';

/**
 * GET /users/positions?active=true|false → { data: { positions: [{ position, count }] } }: the job titles the
 * caller's collaborators hold, with how many hold each, for the team list's position filter (users.position is free
 * text, so the options come from the data). Without `active`, active and offboarded alike.
 */
export function registerPositionsRoute(api: FastifyInstance): void {
  api.get<{ Querystring: { active?: boolean } }>('/users/positions', {
    config: { module: 'users', action: 'GET' },
    schema: {
      tags: ['users'],
      summary: "Positions held by the caller's collaborators, with counts",
      querystring: { type: 'object', additionalProperties: false, properties: { active: { type: 'boolean' } } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const { active } = request.query;
    const count = sql<number>`count(*)`.mapWith(Number);
    const rows = await api.db
      .select({ position: users.position, count })
      .from(users)
      .where(and(
        ...collaboratorScopeConditions(auth, scope),
        eq(users.role, 'user'),
        isNotNull(users.position),
        active === undefined ? undefined : eq(users.active, active),
      ))
      .groupBy(users.position)
      .orderBy(asc(sql`lower(${users.position})`));
    return { data: { positions: rows.filter((r) => r.position?.trim()) } };
  });
}
