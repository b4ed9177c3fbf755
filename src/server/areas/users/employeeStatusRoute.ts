import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { forgetAuthRow } from '../../auth/authRowCache';
import { diffChanges, writeAudit } from '../../audit/auditLog';
import { users } from '../../db/schema';
import type { Engine } from '../../engine/engine';
import { ID_PARAMS } from '../../engine/resourceRoutes';
import { ApiError, fieldError, validationError, type PendingFieldError } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';
import { ref } from '../../../shared/apiSchemas/jsonSchema';
import { EMPLOYEE_STATUS_BODY, type EmployeeStatusBody } from '../../../shared/apiSchemas/users';
import { listValues } from '../../../shared/rules/collaboratorLists';
import { assertContractLimit } from '../imports/contractLimit';
import { collaboratorData } from '../webhooks/eventData';
import { emitEvent } from '../webhooks/emitEvent';
import { findCollaborator } from './collaboratorLookup';
import { readCustomFields } from './customFieldValues';
import { lifecyclePersonOf, onPersonJoined, onPersonLeft } from '../devices/people/lifecycle';

export type { EmployeeStatusBody };

/** Offboarding needs a reason and a date; reinstating takes nothing else (the last leave stays on record). */
function shapeErrors(body: EmployeeStatusBody): PendingFieldError[] {
  if (body.active) {
    return (['typeOfLeave', 'leaveDate', 'leaveComment'] as const).filter((f) => body[f] !== undefined).map((f) => fieldError(f, 'additionalProperties'));
  }
  return (['typeOfLeave', 'leaveDate'] as const).filter((f) => body[f] === undefined).map((f) => fieldError(f, 'required'));
}

/**
 * PATCH /users/employee-status/:id. `{ active: false, typeOfLeave, leaveDate, leaveComment? }` offboards a
 * collaborator: typeOfLeave must be one of the company's customFields.typeOfLeave (TYPE_OF_LEAVE_INVALID), the
 * date not before the contract started; their tokens are revoked and the cached row dropped, so they are out of
 * every active list and every session at once. `{ active: true }` reinstates them, taking a contracted seat again
 * (CONTRACTED_USERS_LIMIT). Both are audited; the leave data stays on the row as the record of the last leave.
 */
export function registerEmployeeStatusRoute(api: FastifyInstance, engine: Engine): void {
  const service = engine.service('users');
  api.patch<{ Params: { id: string }; Body: EmployeeStatusBody }>('/users/employee-status/:id', {
    config: { module: 'users', action: 'PATCH' },
    schema: {
      tags: ['users'],
      summary: 'Offboard ({ active: false, typeOfLeave, leaveDate, leaveComment? }) or reinstate ({ active: true }) a collaborator',
      params: ID_PARAMS,
      body: ref(EMPLOYEE_STATUS_BODY),
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const body = request.body;
    const errors = shapeErrors(body);
    if (errors.length) throw validationError(errors);
    const scope = await unitScopeOf(api.db, auth);
    const record = await api.db.transaction(async (tx) => {
      const row = await findCollaborator(tx, auth, scope, request.params.id, { forUpdate: true });
      const before = service.toRecord(row, auth);
      let changes: Partial<typeof users.$inferInsert>;
      if (!body.active) {
        if (!row.active) throw new ApiError(409, 'USER_INACTIVE');
        const reasons = listValues(await readCustomFields(tx, auth.company.id), 'typeOfLeave');
        if (!reasons.includes(body.typeOfLeave as string)) {
          throw new ApiError(400, 'TYPE_OF_LEAVE_INVALID', { errors: [fieldError('typeOfLeave', 'TYPE_OF_LEAVE_INVALID')] });
        }
        if (row.contractStartDate && (body.leaveDate as string) < row.contractStartDate) {
          throw new ApiError(400, 'DATE_RANGE_INVALID', { errors: [fieldError('leaveDate', 'DATE_RANGE_INVALID')] });
        }
        changes = { active: false, typeOfLeave: body.typeOfLeave, leaveDate: body.leaveDate, leaveComment: body.leaveComment?.trim() || null };
      } else {
        if (row.active) throw new ApiError(409, 'USER_ALREADY_ACTIVE');
        await assertContractLimit(tx, auth.company.id, 1, { lock: true });
        changes = { active: true };
      }
      const [updated] = await tx
        .update(users)
        .set({ ...changes, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, row.id))
        .returning();
      const after = service.toRecord(updated, auth);
      // off the clocks (and their biometric templates deleted) when they leave; back on when reinstated
      if (!body.active) await onPersonLeft(tx, auth, row.id);
      else await onPersonJoined(tx, auth.company.id, lifecyclePersonOf(updated), auth.user.id);
      await writeAudit(tx, auth, { entity: 'users', entityId: row.id, action: 'update', changes: diffChanges(before, after) });
      await emitEvent(tx, auth.company.id, body.active ? 'collaborator.reinstated' : 'collaborator.offboarded', collaboratorData(after));
      return after;
    });
    forgetAuthRow({ userId: request.params.id });
    return { data: record };
  });
}
