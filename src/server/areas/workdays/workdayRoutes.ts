import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readGeneralConfig } from '../../../shared/workday';
import { requireAuth } from '../../auth/authContext';
import { auditLog, branchOffices, workdays } from '../../db/schema';
import { ID_PARAMS } from '../../engine/resourceRoutes';
import { forbidden, notFound } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';
import { findCompanyUser } from '../users/collaboratorLookup';
import { deleteWorkday, saveManualWorkday, WORKDAY_AUDIT_ENTITY } from './manualWorkday';
import { settleOpenWorkdays } from './settleOpenWorkdays';
import { userTimeZone } from './timeZones';
import { workdayHistory } from './workdayHistory';
import { ref } from '../../../shared/apiSchemas/jsonSchema';
import { MANUAL_WORKDAY_BODY, WORKDAY_HISTORY_BODY } from '../../../shared/apiSchemas/workdays';
import { AUDIT_QUERY, USER_ID_PARAMS, type HistoryBody, type ManualWorkdayBody } from './workdaySchemas';

const tags = ['workdays'];

/**
 * The daily record's endpoints (module `workdays`): a user's workdays, manual create/edit, delete, and the change
 * history of one workday. Every user id is checked against the caller's company and units (404 outside them).
 */
export function registerWorkdayRoutes(api: FastifyInstance): void {
  api.post<{ Params: { userId: string }; Body: HistoryBody | undefined }>('/workdays/history/:userId', {
    config: { module: 'workdays', action: 'GET' },
    schema: {
      tags,
      summary: 'A user’s workdays, newest first: { data: { workdays, count, shifts, user, timeZone, config } }',
      description: 'Body `{ limit (default and max 1000), filter: { date: "YYYY-MM-DD" | { gte, lte } } }`. `shifts` are the planned shifts of the range, `config` the company’s time settings the form validates with.',
      params: USER_ID_PARAMS,
      body: ref(WORKDAY_HISTORY_BODY),
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const user = await findCompanyUser(api.db, auth, scope, request.params.userId);
    const timeZone = await userTimeZone(api.db, auth.company.id, user.id);
    const config = readGeneralConfig((auth.company.configuration as { general?: unknown }).general);
    await settleOpenWorkdays(api.db, auth.company.id, user.id, timeZone, config, Date.now());
    const history = await workdayHistory(api.db, auth.company.id, user.id, request.body ?? {});
    const [branch] = user.mainBranch
      ? await api.db.select({ name: branchOffices.name }).from(branchOffices).where(and(eq(branchOffices.companyId, auth.company.id), eq(branchOffices.id, user.mainBranch)))
      : [];
    return {
      data: {
        ...history,
        user: {
          id: user.id, firstName: user.firstName, lastName: user.lastName, position: user.position, numberOfDocument: user.numberOfDocument,
          mainBranch: user.mainBranch, branchName: branch?.name ?? null, active: user.active, imageUrl: user.imageUrl, role: user.role,
        },
        timeZone,
        config,
      },
    };
  });

  api.patch<{ Body: ManualWorkdayBody }>('/workdays/update', {
    config: { module: 'workdays', action: 'PATCH' },
    schema: {
      tags,
      summary: 'Create (no id; needs workdays POST too) or correct a workday by hand; 400 with the spec’s manual-workday codes',
      description: 'Body `{ id?, userId, date, clocks: [{ in, out? }], breaks: [{ start, end? }] }`, times ISO 8601 with offset. Errors: 400 VALIDATION_ERROR whose `errors` carry OVERLAPS, MAX_HOURS, BREAK_OUTSIDE_CLOCK, FUTURE_DATE_NOT_VALID… on `clocks.<i>.in|out`, `breaks.<i>.start|end`, `date`; 409 OVERLAPS on `date` when the user already has a workday that date. 201 on create, 200 on edit.',
      body: ref(MANUAL_WORKDAY_BODY),
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    if (!request.body.id && !api.enforcer.can(auth.role, auth.company.id, 'workdays', 'POST')) throw forbidden();
    const scope = await unitScopeOf(api.db, auth);
    const { record, created } = await saveManualWorkday(api.db, auth, scope, request.body, Date.now());
    return reply.code(created ? 201 : 200).send({ data: record });
  });

  api.delete<{ Params: { id: string } }>('/workdays/:id', {
    config: { module: 'workdays', action: 'DELETE' },
    schema: { tags, summary: 'Delete a workday (its marks stay, voided; audited)', params: ID_PARAMS },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    return { data: await deleteWorkday(api.db, auth, scope, request.params.id) };
  });

  api.get<{ Params: { id: string }; Querystring: { skip?: number; limit?: number } }>('/workdays/:id/audit', {
    config: { module: 'workdays', action: 'GET' },
    schema: { tags, summary: 'Change history of one workday (who, when, what changed): { data: { audit, count } }, newest first', params: ID_PARAMS, querystring: AUDIT_QUERY },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const [row] = await api.db.select({ userId: workdays.userId }).from(workdays).where(and(eq(workdays.companyId, auth.company.id), eq(workdays.id, request.params.id)));
    if (!row) throw notFound();
    await findCompanyUser(api.db, auth, scope, row.userId);
    const where = and(eq(auditLog.companyId, auth.company.id), eq(auditLog.entity, WORKDAY_AUDIT_ENTITY), eq(auditLog.entityId, request.params.id));
    const { skip = 0, limit = 50 } = request.query;
    const audit = await api.db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(skip);
    const [{ n }] = await api.db.select({ n: count() }).from(auditLog).where(where);
    return { data: { audit, count: n } };
  });
}
