import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { unitScopeOf } from '../../permissions/unitScope';
import { timelineOf, type TimelineQuery } from './timelineQuery';

/** Team timeline (who is away when): `GET /dayoffs/timeline`, module `dayoffs` GET, paged by person, unit-scoped. */
export function registerTimelineRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: TimelineQuery }>('/dayoffs/timeline', {
    config: { module: 'dayoffs', action: 'GET' },
    schema: {
      tags: ['dayoffs'],
      summary: 'Team timeline: a page of collaborators of a unit with their pending and approved requests and the unit’s special days in range',
      description: 'Query `from`, `to` (YYYY-MM-DD, ≤ 42 days), `branchId?` (with its sub-units), `skip`, `limit ≤ 100` → `{ data: { people: [{ id, name, branchId, branchName, requests: [{ id, typeId, typeTitle, color, from, to, partial, status, days }] }], specialDays: [{ id, name, branches, dates }], count } }`.',
      querystring: {
        type: 'object', required: ['from', 'to'], additionalProperties: false,
        properties: {
          from: { type: 'string', format: 'date' },
          to: { type: 'string', format: 'date' },
          branchId: { type: 'string', format: 'uuid' },
          skip: { type: 'integer', minimum: 0, default: 0 },
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
        },
      },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    return { data: await timelineOf(api.db, auth, scope, request.query) };
  });
}
