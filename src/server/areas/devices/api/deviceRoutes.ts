import { and, desc, eq, gte, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { offsetAt } from '../../../../shared/workday/zonedTime';
import { writeAudit } from '../../../audit/auditLog';
import { requireAuth } from '../../../auth/authContext';
import { devicePending, deviceCommands, deviceStatus, deviceUsers } from '../../../db/schema';
import type { Engine } from '../../../engine/engine';
import { validateBody } from '../../../engine/bodyValidation';
import { ApiError, notFound } from '../../../http/apiError';
import { emptyBodyAsObject } from '../../../http/emptyBody';
import { errorBody, localeOf } from '../../../http/errorHandler';
import { unitScopeOf } from '../../../permissions/unitScope';
import { unitTimeZones, workTimeZone } from '../../workdays/timeZones';
import { cancelCommand, commandText, loadUsersOnDevice, queueCommands, removeUsersFromDevice, waitForCommand, type CommandRow } from '../commands/queue';
import { registerBiometricRoutes } from './biometricRoutes';
import { DEVICE_PARAMS, deviceFor, peopleInScope, peopleOfUnits, tags, UUID } from './deviceAccess';
import { registerDevicePunchRoutes } from './punchRoutes';
import { registerDeviceUserRoutes } from './deviceUsersRoute';

const SYNC_ACTIONS = ['LOAD', 'RELOAD', 'REMOVE', 'QUERY_USERS', 'INFO', 'CHECK', 'CLOCK_SYNC'] as const;
type SyncAction = (typeof SYNC_ACTIONS)[number];
const PENDING_DAYS = 30;

/** What a command list shows: people loads only by PIN (never names, cards or template bytes). */
export function visibleCommand(row: Pick<CommandRow, 'kind' | 'command'>): string {
  return row.kind === 'USER_LOAD' || row.kind === 'TEMPLATE_LOAD' ? row.command.split('\t')[0] : row.command;
}
const commandOut = (c: CommandRow) => ({
  id: c.id, seq: c.seq, kind: c.kind, command: visibleCommand(c), status: c.status, returnCode: c.returnCode, userId: c.userId,
  createdAt: c.createdAt, sentAt: c.sentAt, doneAt: c.doneAt,
});

/** The devices endpoints beyond the engine's CRUD (docs/api/devices.md). */
export function registerDeviceRoutes(api: FastifyInstance, engine: Engine): void {
  const devices = engine.service('devices');

  api.delete<{ Body: { ids: string[] } }>('/devices', {
    config: { module: 'devices', action: 'DELETE' },
    schema: {
      tags, summary: 'Delete devices, all or nothing: { data: { ids } }',
      description: 'Body `{ ids }` (at least one, spec §5). An id of another company or outside the caller\'s units: 404 and nothing is deleted; a device shared with units outside the caller\'s: 403. Punches stay.',
      body: { type: 'object', required: ['ids'], additionalProperties: false, properties: { ids: { type: 'array', minItems: 1, maxItems: 500, items: UUID } } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    return { data: await devices.removeMany(auth, await unitScopeOf(api.db, auth), request.body.ids) };
  });

  api.post<{ Params: { id: string }; Body: { wait?: number } }>('/devices/:id/test', {
    config: { module: 'devices', action: 'PATCH' },
    preValidation: emptyBodyAsObject,
    schema: {
      tags, summary: 'Connection test: { data: { reachable, commandId, roundTripMs, capacity } }',
      description: 'Queues an INFO command and waits up to `wait` seconds (default 15) for the device\'s answer. No answer: the command is cancelled and the answer is 504 DEVICE_UNREACHABLE ("device connection error", spec §8) with `commandId`.',
      params: DEVICE_PARAMS,
      body: { type: 'object', additionalProperties: false, properties: { wait: { type: 'integer', minimum: 1, maximum: 30, default: 15 } } },
    },
  }, async (request, reply) => {
    const { auth, queue } = await deviceFor(api, devices, request, request.params.id, true);
    const [command] = await queueCommands(api.db, queue, [{ kind: 'TEST', command: commandText('TEST') }], auth.user.id);
    const done = await waitForCommand(api.db, auth.company.id, command.id, (request.body.wait ?? 15) * 1000);
    if (!done || (done.status !== 'DONE' && done.status !== 'FAILED')) {
      await cancelCommand(api.db, auth.company.id, command.id);
      return reply.code(504).send({ ...errorBody(new ApiError(504, 'DEVICE_UNREACHABLE'), localeOf(request)), commandId: command.id });
    }
    const [status] = await api.db.select({ capacity: deviceStatus.capacity }).from(deviceStatus).where(eq(deviceStatus.deviceId, queue.id));
    const roundTripMs = (done.doneAt ? new Date(done.doneAt).getTime() : Date.now()) - new Date(done.createdAt).getTime();
    return { data: { reachable: true, commandId: command.id, returnCode: done.returnCode, roundTripMs, capacity: status?.capacity ?? {} } };
  });

  api.post<{ Params: { id: string }; Body: { action: SyncAction; userIds?: string[] } }>('/devices/:id/sync', {
    config: { module: 'devices', action: 'PATCH' },
    schema: {
      tags, summary: 'Queue commands for a device: 202 { data: { queued, commands: [{ id, seq, kind, status }] } }',
      description: 'LOAD (people not loaded yet, or `userIds`), RELOAD (everyone, or `userIds`), REMOVE (everyone loaded, or `userIds`), QUERY_USERS, INFO, CHECK, CLOCK_SYNC (the device\'s local time now). Without `userIds`: the active people whose main unit is one of the device\'s units, within the caller\'s. A person of another company or outside the caller\'s units: 404.',
      params: DEVICE_PARAMS,
      body: {
        type: 'object', required: ['action'], additionalProperties: false,
        properties: { action: { type: 'string', enum: [...SYNC_ACTIONS] }, userIds: { type: 'array', minItems: 1, maxItems: 10_000, uniqueItems: true, items: UUID } },
      },
    },
  }, async (request, reply) => {
    const ctx = await deviceFor(api, devices, request, request.params.id, true);
    const { auth, queue } = ctx;
    const { action, userIds } = request.body;
    if (userIds) {
      const known = await peopleInScope(api.db, auth.company.id, userIds, ctx.scope);
      if (userIds.some((id) => !known.has(id))) throw notFound();
    }
    // the device's local time for CLOCK_SYNC: its own zone, else its first unit's (read before the transaction)
    const zone = (ctx.device.timeZone as string | null) || (await unitTimeZones(api.db, auth.company.id)).get(ctx.units[0]) || workTimeZone(null);
    const commands = await api.db.transaction(async (tx) => {
      let rows: CommandRow[];
      if (action === 'LOAD' || action === 'RELOAD') {
        let ids = userIds ?? (await peopleOfUnits(tx, auth.company.id, ctx.units, ctx.scope));
        if (action === 'LOAD' && !userIds && ids.length) {
          const loaded = await tx.select({ userId: deviceUsers.userId }).from(deviceUsers)
            .where(and(eq(deviceUsers.deviceId, queue.id), inArray(deviceUsers.state, ['LOADED', 'LOADING'])));
          const skip = new Set(loaded.map((l) => l.userId));
          ids = ids.filter((id) => !skip.has(id));
        }
        rows = await loadUsersOnDevice(tx, queue, ids, auth.user.id);
      } else if (action === 'REMOVE') {
        const ids = userIds ?? (await tx.select({ userId: deviceUsers.userId }).from(deviceUsers)
          .where(and(eq(deviceUsers.deviceId, queue.id), notInArray(deviceUsers.state, ['REMOVED', 'REMOVING'])))).map((r) => r.userId);
        rows = await removeUsersFromDevice(tx, queue, ids, auth.user.id);
      } else {
        const kind = action === 'QUERY_USERS' ? 'USER_QUERY' : action;
        const command = commandText(kind, { now: new Date(), timeZoneOffsetMinutes: offsetAt(Date.now(), zone) / 60_000 });
        rows = await queueCommands(tx, queue, [{ kind, command }], auth.user.id);
      }
      await writeAudit(tx, auth, { entity: 'devices', entityId: queue.id, action: 'update', changes: { sync: { action, queued: rows.length, userIds: userIds ?? null } } });
      return rows;
    });
    return reply.code(202).send({ data: { queued: commands.length, commands: commands.map((c) => ({ id: c.id, seq: c.seq, kind: c.kind, status: c.status })) } });
  });

  api.get<{ Params: { id: string }; Querystring: { status?: string; limit?: number } }>('/devices/:id/commands', {
    config: { module: 'devices', action: 'GET' },
    schema: {
      tags, summary: 'The device\'s recent commands, newest first: { data: { commands } }',
      params: DEVICE_PARAMS,
      querystring: {
        type: 'object', additionalProperties: false,
        properties: { status: { type: 'string', enum: ['QUEUED', 'SENT', 'DONE', 'FAILED', 'CANCELLED'] }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 } },
      },
    },
  }, async (request) => {
    const { auth, queue } = await deviceFor(api, devices, request, request.params.id, false);
    const rows = await api.db.select().from(deviceCommands)
      .where(and(eq(deviceCommands.companyId, auth.company.id), eq(deviceCommands.deviceId, queue.id), request.query.status ? eq(deviceCommands.status, request.query.status) : undefined))
      .orderBy(desc(deviceCommands.createdAt), desc(deviceCommands.seq)).limit(request.query.limit ?? 50);
    return { data: { commands: rows.map(commandOut) } };
  });

  api.post<{ Params: { id: string; commandId: string } }>('/devices/:id/commands/:commandId/cancel', {
    config: { module: 'devices', action: 'PATCH' },
    preValidation: emptyBodyAsObject,
    schema: {
      tags, summary: 'Cancel a command the device has not finished: { data: command }; finished: 409 DEVICE_COMMAND_CLOSED',
      params: { type: 'object', required: ['id', 'commandId'], additionalProperties: false, properties: { id: UUID, commandId: UUID } },
    },
  }, async (request) => {
    const { auth, queue } = await deviceFor(api, devices, request, request.params.id, true);
    const [row] = await api.db.select().from(deviceCommands)
      .where(and(eq(deviceCommands.companyId, auth.company.id), eq(deviceCommands.deviceId, queue.id), eq(deviceCommands.id, request.params.commandId)));
    if (!row) throw notFound('DEVICE_COMMAND_NOT_FOUND');
    if (!(await cancelCommand(api.db, auth.company.id, row.id))) throw new ApiError(409, 'DEVICE_COMMAND_CLOSED');
    const [after] = await api.db.select().from(deviceCommands).where(eq(deviceCommands.id, row.id));
    return { data: commandOut(after) };
  });

  api.get('/devices/pending', {
    config: { module: 'devices', action: 'POST' },
    schema: { tags, summary: `Unknown serials that called in the last ${PENDING_DAYS} days: { data: { pending } } (callers who may add devices)` },
  }, async () => {
    const since = new Date(Date.now() - PENDING_DAYS * 86_400_000);
    const rows = await api.db.select().from(devicePending).where(gte(devicePending.lastSeenAt, since)).orderBy(desc(devicePending.lastSeenAt)).limit(200);
    return {
      data: {
        pending: rows.map((p) => ({
          serialNumber: p.serialNumber, deviceType: p.deviceType, firmware: p.firmware, ipAddress: p.ipAddress, pushVersion: p.pushVersion,
          firstSeenAt: p.firstSeenAt, lastSeenAt: p.lastSeenAt, requests: p.requests,
        })),
      },
    };
  });

  api.post<{ Params: { serial: string }; Body: Record<string, unknown> }>('/devices/pending/:serial/claim', {
    config: { module: 'devices', action: 'POST' },
    schema: {
      tags, summary: 'Claim a pending serial into the company: 201 { data: device }',
      description: 'Body: the device form without `serialNumber` (validated like `POST /devices`). Unknown serial: 404 DEVICE_PENDING_NOT_FOUND.',
      params: { type: 'object', required: ['serial'], additionalProperties: false, properties: { serial: { type: 'string', pattern: '^[A-Za-z0-9_-]{4,32}$' } } },
      body: { type: 'object', 'x-handler-validated': true, description: 'A device without serialNumber' },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const serial = request.params.serial;
    const [pending] = await api.db.select({ s: devicePending.serialNumber }).from(devicePending).where(eq(devicePending.serialNumber, serial));
    if (!pending) throw notFound('DEVICE_PENDING_NOT_FOUND');
    const body = { ...(request.body ?? {}), serialNumber: serial };
    const input = validateBody(devices.store, devices.resource.schema, auth.company.slug, 'create', body);
    return reply.code(201).send({ data: await devices.create(auth, scope, input) });
  });

  registerDevicePunchRoutes(api, devices);
  registerDeviceUserRoutes(api, devices);
  registerBiometricRoutes(api, engine);
}

