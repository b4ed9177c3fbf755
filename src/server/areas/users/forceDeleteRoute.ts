import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isAdminLevel } from '../../../shared/roles';
import { requireAuth } from '../../auth/authContext';
import { forgetAuthRow } from '../../auth/authRowCache';
import { writeAudit } from '../../audit/auditLog';
import { users } from '../../db/schema';
import type { Engine } from '../../engine/engine';
import { ID_PARAMS } from '../../engine/resourceRoutes';
import { forbidden } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';
import { findCollaborator } from './collaboratorLookup';

/**
 * DELETE /users/force/:id removes a collaborator for good (a record created by mistake, a data-erasure request).
 * Offboarding is the normal way out; this one is for admin level only (spec §6: administrator, owner, provider),
 * within their units, and the audit row keeps the whole record that was removed.
 */
export function registerForceDeleteRoute(api: FastifyInstance, engine: Engine): void {
  const service = engine.service('users');
  api.delete<{ Params: { id: string } }>('/users/force/:id', {
    config: { module: 'users', action: 'DELETE' },
    schema: { tags: ['users'], summary: 'Delete a collaborator permanently (admin level; audited)', params: ID_PARAMS },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    if (!isAdminLevel(auth.role)) throw forbidden();
    const scope = await unitScopeOf(api.db, auth);
    const removed = await api.db.transaction(async (tx) => {
      const row = await findCollaborator(tx, auth, scope, request.params.id, { forUpdate: true });
      await tx.delete(users).where(eq(users.id, row.id));
      const record = service.toRecord(row, auth);
      await writeAudit(tx, auth, { entity: 'users', entityId: row.id, action: 'delete', changes: record });
      return row;
    });
    forgetAuthRow({ userId: removed.id });
    if (removed.imageUrl) await api.files.remove(removed.imageUrl).catch(() => undefined);
    return { data: { id: removed.id } };
  });
}
