import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/authContext';
import { auditLog } from '../db/schema';
import type { Engine } from '../engine/engine';
import { forbidden } from '../http/apiError';
import { unitScopeOf } from '../permissions/unitScope';

interface AuditQuery {
  entity: string;
  entityId?: string;
  skip?: number;
  limit?: number;
}

/**
 * GET /audit?entity=&entityId=&skip=&limit= → { data: { audit, count } }, newest first. The permission is the
 * entity's module with GET, so it is checked here (the route itself is authOnly). For unit-scoped roles on a
 * unit-scoped resource the record must be one they can see, so its history never leaks.
 */
export function registerAuditRoutes(api: FastifyInstance, engine: Engine): void {
  api.get<{ Querystring: AuditQuery }>('/audit', {
    config: { authOnly: true },
    schema: {
      tags: ['audit'],
      summary: 'Change history of an entity (who, when, what changed)',
      querystring: {
        type: 'object',
        required: ['entity'],
        additionalProperties: false,
        properties: {
          entity: { type: 'string', enum: engine.resources.map((r) => r.name) },
          entityId: { type: 'string', format: 'uuid' },
          skip: { type: 'integer', minimum: 0, default: 0 },
          limit: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
        },
      },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { entity, entityId, skip = 0, limit = 20 } = request.query;
    const service = engine.service(entity);
    if (!api.enforcer.can(auth.role, auth.company.id, service.resource.module, 'GET')) throw forbidden();
    // an accident's history holds its medical details (injury, body part): only for the roles granted to read them
    if (entity === 'accidents' && !api.enforcer.can(auth.role, auth.company.id, 'accidents-medical', 'GET')) throw forbidden();
    const scope = await unitScopeOf(api.db, auth);
    if (scope && service.resource.unitScope) {
      if (!entityId) throw forbidden();
      await service.one(auth, scope, entityId); // 404 when out of scope
    }
    const where = and(eq(auditLog.companyId, auth.company.id), eq(auditLog.entity, entity), entityId ? eq(auditLog.entityId, entityId) : undefined);
    const rows = await api.db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(skip);
    const [{ count }] = await api.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(auditLog).where(where);
    return { data: { audit: rows, count } };
  });
}
