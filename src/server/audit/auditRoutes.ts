import { and, desc, eq, ne, sql } from 'drizzle-orm';
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
  reads?: 'list' | 'summary';
}

/**
 * GET /audit?entity=&entityId=&skip=&limit= → { data: { audit, count } }, newest first. The permission is the
 * entity's module with GET, so it is checked here (the route itself is authOnly). For unit-scoped roles on a
 * unit-scoped resource the record must be one they can see, so its history never leaks.
 * `reads=summary`: the `read` rows (an accident's medical details, biometric templates… each read is audited and
 * kept) are left out of the list and its count and summed up as `reads: { count, last: { at, username } | null }`,
 * so a record read every day still shows its changes first (the show page's history panel asks for this).
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
          reads: { type: 'string', enum: ['list', 'summary'], default: 'list', description: 'summary: the read rows summed up in `reads` instead of listed' },
        },
      },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { entity, entityId, skip = 0, limit = 20, reads = 'list' } = request.query;
    const service = engine.service(entity);
    if (!api.enforcer.can(auth.role, auth.company.id, service.resource.module, 'GET')) throw forbidden();
    // an accident's history holds its medical details (injury, body part): only for the roles granted to read them
    if (entity === 'accidents' && !api.enforcer.can(auth.role, auth.company.id, 'accidents-medical', 'GET')) throw forbidden();
    const scope = await unitScopeOf(api.db, auth);
    if (scope && service.resource.unitScope) {
      if (!entityId) throw forbidden();
      await service.one(auth, scope, entityId); // 404 when out of scope
    }
    const ofRecord = and(eq(auditLog.companyId, auth.company.id), eq(auditLog.entity, entity), entityId ? eq(auditLog.entityId, entityId) : undefined);
    const where = reads === 'summary' ? and(ofRecord, ne(auditLog.action, 'read')) : ofRecord;
    const rows = await api.db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(skip);
    const [{ count }] = await api.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(auditLog).where(where);
    if (reads !== 'summary') return { data: { audit: rows, count } };
    const readRows = and(ofRecord, eq(auditLog.action, 'read'));
    const [{ count: readCount }] = await api.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(auditLog).where(readRows);
    const [last] = readCount ? await api.db.select({ at: auditLog.at, username: auditLog.username }).from(auditLog).where(readRows).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(1) : [];
    return { data: { audit: rows, count, reads: { count: readCount, last: last ?? null } } };
  });
}
