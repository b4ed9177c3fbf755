import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../audit/auditLog';
import { workOrderLogs } from '../../db/schema';
import type { ResourceService } from '../../engine/resourceService';
import { ApiError, fieldConflict, fieldError, notFound, validationError } from '../../http/apiError';
import { peopleInScope } from '../devices/api/deviceAccess';
import { lockUsers } from '../workdays/userLocks';
import { ORDER_PARAMS, orderFor, tags, UUID } from './access';
import { assertNoOverlap, isOutsideWorkday, logOut, readLogs, type LogRow } from './logStore';
import { workOrdersChanged } from './reportCache';
import { CLOSED_FOR_LOGS } from './workOrderTable';

const INSTANT = { type: 'string', format: 'date-time' } as const;
const REASON = { type: 'string', minLength: 1, maxLength: 500, pattern: '\\S' } as const;
const LOG_PARAMS = { type: 'object', required: ['id', 'logId'], additionalProperties: false, properties: { id: UUID, logId: UUID } } as const;
/** a log may end a few minutes ahead of the server's clock (clocks drift), never later */
const FUTURE_SLACK_MS = 5 * 60_000;

interface LogBody { userId: string; startedAt: string; endedAt: string; reason: string }
interface LogPatch { startedAt?: string; endedAt?: string; reason: string }

/** start < end, and the end not in the future: refused on the field like the forms do. */
function checkSpan(start: Date, end: Date | null): void {
  if (end && end.getTime() <= start.getTime()) throw validationError([fieldError('endedAt', 'DATE_RANGE_INVALID')]);
  if ((end ?? start).getTime() > Date.now() + FUTURE_SLACK_MS) throw validationError([fieldError(end ? 'endedAt' : 'startedAt', 'FUTURE_DATE_NOT_VALID')]);
}

/** Time logs of one order: list, "who is on it now", and a manager's typed, edited or deleted logs (with a reason, audited). */
export function registerWorkOrderLogRoutes(api: FastifyInstance, orders: ResourceService): void {
  api.get<{ Params: { id: string }; Querystring: { userId?: string; from?: string; to?: string; skip?: number; limit?: number } }>('/workOrders/:id/logs', {
    config: { module: 'workorders', action: 'GET' },
    schema: {
      tags, summary: 'The order\'s time logs, newest first: { data: { logs, count } }',
      description: '`userId` one person; `from`/`to` instants (logs that share time with them); paged by `skip`/`limit`. Each log: userId, firstName, lastName, startedAt, endedAt (null: open), minutes (live while open), source (mark | device | manual), reason, outsideWorkday.',
      params: ORDER_PARAMS,
      querystring: {
        type: 'object', additionalProperties: false,
        properties: { userId: UUID, from: INSTANT, to: INSTANT, skip: { type: 'integer', minimum: 0, default: 0 }, limit: { type: 'integer', minimum: 1, maximum: 1000, default: 50 } },
      },
    },
  }, async (request) => {
    const { auth } = await orderFor(api, orders, request, request.params.id);
    const q = request.query;
    return { data: await readLogs(api.db, auth.company.id, { workOrderId: request.params.id, userId: q.userId, from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined, skip: q.skip ?? 0, limit: q.limit ?? 50 }) };
  });

  api.get<{ Params: { id: string } }>('/workOrders/:id/working', {
    config: { module: 'workorders', action: 'GET' },
    schema: { tags, summary: 'Who is on the order now (its open logs): { data: { logs, count } }', params: ORDER_PARAMS },
  }, async (request) => {
    const { auth } = await orderFor(api, orders, request, request.params.id);
    return { data: await readLogs(api.db, auth.company.id, { workOrderId: request.params.id, open: true, skip: 0, limit: 1000 }) };
  });

  api.post<{ Params: { id: string }; Body: LogBody }>('/workOrders/:id/logs', {
    config: { module: 'workorders', action: 'POST' },
    schema: {
      tags, summary: 'Type a log for a person (a manager, with a reason; audited): 201 { data: log }',
      description: 'A person of another company or outside the caller\'s units: 404 on `userId`. A span that shares time with another log of the person: 409 WORK_ORDER_LOG_OVERLAPS on `startedAt`. A cancelled order: 409 WORK_ORDER_CLOSED. `outsideWorkday` is set when the span is not within the person\'s workdays.',
      params: ORDER_PARAMS,
      body: { type: 'object', required: ['userId', 'startedAt', 'endedAt', 'reason'], additionalProperties: false, properties: { userId: UUID, startedAt: INSTANT, endedAt: INSTANT, reason: REASON } },
    },
  }, async (request, reply) => {
    const { auth, scope, order } = await orderFor(api, orders, request, request.params.id);
    if (CLOSED_FOR_LOGS.includes(String(order.status))) throw new ApiError(409, 'WORK_ORDER_CLOSED');
    const { userId, reason } = request.body;
    if (!(await peopleInScope(api.db, auth.company.id, [userId], scope)).has(userId)) throw fieldConflict(404, 'NOT_FOUND', 'userId');
    const start = new Date(request.body.startedAt);
    const end = new Date(request.body.endedAt);
    checkSpan(start, end);
    const outside = await isOutsideWorkday(api.db, auth.company.id, userId, start, end);
    const log = await api.db.transaction(async (tx) => {
      await lockUsers(tx, auth.company.id, [userId]);
      await assertNoOverlap(tx, auth.company.id, userId, start, end);
      const [row] = await tx.insert(workOrderLogs).values({
        companyId: auth.company.id, workOrderId: String(order.id), userId, startedAt: start, endedAt: end,
        minutes: Math.round((end.getTime() - start.getTime()) / 60_000), source: 'manual', reason, outsideWorkday: outside, createdBy: auth.user.id,
      }).returning();
      await writeAudit(tx, auth, { entity: 'workOrderLogs', entityId: row.id, action: 'create', changes: { ...logOut(row), reason } });
      return row;
    });
    workOrdersChanged(auth.company.id);
    return reply.code(201).send({ data: logOut(log) });
  });

  /** The log of this order, in the caller's reach (its person in their units), for an edit. */
  const logFor = async (request: { params: { id: string; logId: string } } & Parameters<typeof orderFor>[2]) => {
    const ctx = await orderFor(api, orders, request, request.params.id);
    const [row] = await api.db.select().from(workOrderLogs)
      .where(and(eq(workOrderLogs.companyId, ctx.auth.company.id), eq(workOrderLogs.workOrderId, request.params.id), eq(workOrderLogs.id, request.params.logId)));
    if (!row || !(await peopleInScope(api.db, ctx.auth.company.id, [row.userId], ctx.scope)).has(row.userId)) throw notFound('WORK_ORDER_LOG_NOT_FOUND');
    return { ...ctx, row };
  };

  api.patch<{ Params: { id: string; logId: string }; Body: LogPatch }>('/workOrders/:id/logs/:logId', {
    config: { module: 'workorders', action: 'PATCH' },
    schema: {
      tags, summary: 'Change a log\'s start or end (with a reason; audited): { data: log }',
      description: 'Closing an open log is giving it an `endedAt`. The same checks as typing one (overlaps, future). The log\'s source stays; `reason` is kept with it.',
      params: LOG_PARAMS,
      body: { type: 'object', required: ['reason'], additionalProperties: false, properties: { startedAt: INSTANT, endedAt: INSTANT, reason: REASON } },
    },
  }, async (request) => {
    const { auth, row } = await logFor(request);
    const start = request.body.startedAt ? new Date(request.body.startedAt) : row.startedAt;
    const end = request.body.endedAt ? new Date(request.body.endedAt) : row.endedAt;
    checkSpan(start, end);
    const outside = await isOutsideWorkday(api.db, auth.company.id, row.userId, start, end);
    const updated = await api.db.transaction(async (tx) => {
      await lockUsers(tx, auth.company.id, [row.userId]);
      await assertNoOverlap(tx, auth.company.id, row.userId, start, end, row.id);
      const [after] = await tx.update(workOrderLogs).set({
        startedAt: start, endedAt: end, minutes: end ? Math.round((end.getTime() - start.getTime()) / 60_000) : null,
        reason: request.body.reason, outsideWorkday: outside, updatedAt: new Date(),
      }).where(and(eq(workOrderLogs.companyId, auth.company.id), eq(workOrderLogs.id, row.id))).returning();
      if (!after) throw notFound('WORK_ORDER_LOG_NOT_FOUND');
      await writeAudit(tx, auth, { entity: 'workOrderLogs', entityId: row.id, action: 'update', changes: { ...diffOf(row, after), reason: request.body.reason } });
      return after;
    });
    workOrdersChanged(auth.company.id);
    return { data: logOut(updated) };
  });

  api.delete<{ Params: { id: string; logId: string }; Body: { reason: string } }>('/workOrders/:id/logs/:logId', {
    config: { module: 'workorders', action: 'PATCH' },
    schema: {
      tags, summary: 'Delete a log (with a reason; audited): { data: { id } }',
      description: 'Needs the right to change orders (workorders PATCH): deleting time is a correction of the order\'s hours.',
      params: LOG_PARAMS,
      body: { type: 'object', required: ['reason'], additionalProperties: false, properties: { reason: REASON } },
    },
  }, async (request) => {
    const { auth, row } = await logFor(request);
    await api.db.transaction(async (tx) => {
      await tx.delete(workOrderLogs).where(and(eq(workOrderLogs.companyId, auth.company.id), eq(workOrderLogs.id, row.id)));
      await writeAudit(tx, auth, { entity: 'workOrderLogs', entityId: row.id, action: 'delete', changes: { ...logOut(row), reason: request.body.reason } });
    });
    workOrdersChanged(auth.company.id);
    return { data: { id: row.id } };
  });
}

function diffOf(before: LogRow, after: LogRow): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of ['startedAt', 'endedAt', 'minutes', 'outsideWorkday'] as const) {
    const from = before[key] instanceof Date ? (before[key] as Date).toISOString() : before[key];
    const to = after[key] instanceof Date ? (after[key] as Date).toISOString() : after[key];
    if (from !== to) out[key] = { from, to };
  }
  return out;
}
