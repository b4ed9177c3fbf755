import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ListQuery } from '../../../../shared/listQuery';
import { writeAudit, writeAudits } from '../../../audit/auditLog';
import { requireAuth } from '../../../auth/authContext';
import { anyUuid } from '../../../db/jsonRows';
import { biometricEnrolments, biometricTemplates, deviceStatus, deviceUsers, users } from '../../../db/schema';
import type { Engine } from '../../../engine/engine';
import { LIST_QUERY_BODY_SCHEMA, normalizeListBody } from '../../../engine/listQuery';
import { fieldError, notFound, validationError } from '../../../http/apiError';
import { emptyBodyAsObject } from '../../../http/emptyBody';
import { unitScopeOf } from '../../../permissions/unitScope';
import { loadUsersOnDevice, removeUsersFromDevice } from '../commands/queue';
import { queueTemplateCopies } from '../commands/templates';
import { tags, UUID } from './deviceAccess';

const USER_PARAMS = { type: 'object', required: ['userId'], additionalProperties: false, properties: { userId: UUID } } as const;
const KINDS = ['FINGERPRINT', 'FACE', 'CARD', 'PALM'];

const stringsOf = (field: string, v: unknown, ok: (s: string) => boolean): string[] => {
  const list = v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as { in?: unknown }).in : [v];
  if (!Array.isArray(list) || !list.length || list.some((s) => typeof s !== 'string' || !ok(s))) throw validationError([fieldError(`filters.${field}`, 'type')]);
  return list as string[];
};
const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/**
 * The biometry view (spec §2): which templates each person has and on which devices — never the template bytes —,
 * copying a person's templates to the other devices of their unit, and deleting them from the server and every
 * device. Templates are special-category data: every read, copy and deletion leaves an audit row.
 */
export function registerBiometricRoutes(api: FastifyInstance, engine: Engine): void {
  const devices = engine.service('devices');
  const person = async (request: FastifyRequest, userId: string) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const [row] = await api.db.select({ id: users.id, mainBranch: users.mainBranch }).from(users).where(and(eq(users.companyId, auth.company.id), eq(users.id, userId)));
    if (!row || (scope && (!row.mainBranch || !scope.has(row.mainBranch)))) throw notFound();
    return { auth, mainBranch: row.mainBranch };
  };
  /** The company's devices covering a unit (by id, serial, push version), as the queue needs them. */
  const devicesOfUnit = async (companyId: string, unit: string | null) => {
    if (!unit) return [];
    const t = devices.table;
    const rows = (await api.db.select({ id: t.id, serialNumber: t.columns.serialNumber, pushVersion: deviceStatus.pushVersion }).from(t.table)
      .leftJoin(deviceStatus, eq(deviceStatus.deviceId, t.id))
      .where(and(eq(t.companyId, companyId), sql`${t.columns.organizationalUnits} ? ${unit}`))) as { id: string; serialNumber: string; pushVersion: string | null }[];
    return rows.map((r) => ({ id: r.id, companyId, serialNumber: r.serialNumber, pushVersion: r.pushVersion }));
  };

  api.post<{ Body: ListQuery }>('/devices/biometrics/getFiltered', {
    config: { module: 'devices', action: 'GET' },
    preValidation: emptyBodyAsObject,
    schema: {
      tags, summary: 'Templates per person and where they are enrolled (never the templates): { data: { people, count } }',
      description: 'Filters: `userId`, `deviceId`, `kind` (a value or { in }). One page of people (skip/limit), ordered by last name. Audited as a read.',
      body: LIST_QUERY_BODY_SCHEMA,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const query = normalizeListBody(request.body);
    const conds: SQL[] = [eq(biometricTemplates.companyId, auth.company.id)];
    for (const [field, value] of Object.entries(query.filters)) {
      if (field === 'userId') conds.push(anyUuid(biometricTemplates.userId, stringsOf(field, value, isUuid)));
      else if (field === 'kind') conds.push(inArray(biometricTemplates.kind, stringsOf(field, value, (s) => KINDS.includes(s))));
      else if (field === 'deviceId') {
        conds.push(sql`exists (select 1 from biometric_enrolments e where e.template_id = ${biometricTemplates.id} and e.device_id = any(${`{${stringsOf(field, value, isUuid).join(',')}}`}::uuid[]))`);
      } else throw validationError([fieldError(`filters.${field}`, 'filterField')]);
    }
    const inScope = scope ? [scope.size ? anyUuid(users.mainBranch, [...scope]) : sql`false`] : [];
    const page = await api.db.select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(biometricTemplates).innerJoin(users, eq(users.id, biometricTemplates.userId)).where(and(...conds, ...inScope))
      .groupBy(users.id, users.firstName, users.lastName).orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, users.id)
      .limit(query.limit).offset(query.skip);
    const ids = page.map((p) => p.userId);
    const templates = ids.length
      ? await api.db.select({ id: biometricTemplates.id, userId: biometricTemplates.userId, kind: biometricTemplates.kind, slot: biometricTemplates.slot, format: biometricTemplates.format, size: biometricTemplates.size, sourceSerial: biometricTemplates.sourceSerial, updatedAt: biometricTemplates.updatedAt })
        .from(biometricTemplates).where(and(...conds, anyUuid(biometricTemplates.userId, ids)))
        .orderBy(biometricTemplates.kind, biometricTemplates.slot)
      : [];
    const enrolments = templates.length
      ? ((await api.db.select({ templateId: biometricEnrolments.templateId, deviceId: biometricEnrolments.deviceId, state: biometricEnrolments.state, name: devices.table.columns.name })
        .from(biometricEnrolments).leftJoin(devices.table.table, eq(devices.table.id, biometricEnrolments.deviceId))
        .where(and(eq(biometricEnrolments.companyId, auth.company.id), anyUuid(biometricEnrolments.templateId, templates.map((t) => t.id))))) as { templateId: string; deviceId: string; state: string; name: string | null }[])
      : [];
    if (ids.length) {
      await writeAudits(api.db, auth, page.map((p) => ({ entity: 'biometrics', entityId: p.userId, action: 'read' as const, changes: { templates: templates.filter((t) => t.userId === p.userId).length } })));
    }
    return {
      data: {
        count: page[0]?.total ?? 0,
        people: page.map((p) => ({
          userId: p.userId, firstName: p.firstName, lastName: p.lastName,
          templates: templates.filter((t) => t.userId === p.userId).map((t) => ({
            id: t.id, kind: t.kind, slot: t.slot, format: t.format, size: t.size, sourceSerial: t.sourceSerial, updatedAt: t.updatedAt,
            devices: enrolments.filter((e) => e.templateId === t.id).map((e) => ({ deviceId: e.deviceId, name: e.name, state: e.state })),
          })),
        })),
      },
    };
  });

  api.post<{ Params: { userId: string } }>('/devices/biometrics/:userId/copy', {
    config: { module: 'devices', action: 'PATCH' },
    preValidation: emptyBodyAsObject,
    schema: { tags, summary: 'Copy a person\'s templates to every other device of their main unit: 202 { data: { queued, devices } }', params: USER_PARAMS },
  }, async (request, reply) => {
    const { auth, mainBranch } = await person(request, request.params.userId);
    const userId = request.params.userId;
    // the devices already holding the template are left alone: "the other devices"
    const holding = new Set((await api.db.select({ deviceId: biometricEnrolments.deviceId }).from(biometricEnrolments)
      .innerJoin(biometricTemplates, eq(biometricTemplates.id, biometricEnrolments.templateId))
      .where(and(eq(biometricTemplates.companyId, auth.company.id), eq(biometricTemplates.userId, userId), eq(biometricEnrolments.state, 'ENROLLED')))).map((r) => r.deviceId));
    const targets = (await devicesOfUnit(auth.company.id, mainBranch)).filter((d) => !holding.has(d.id));
    const result = await api.db.transaction(async (tx) => {
      let queued = 0;
      for (const device of targets) queued += (await queueTemplateCopies(tx, auth, device, userId)).length;
      await writeAudit(tx, auth, { entity: 'biometrics', entityId: userId, action: 'update', changes: { copy: { devices: targets.map((d) => d.serialNumber), queued } } });
      return queued;
    });
    return reply.code(202).send({ data: { queued: result, devices: targets.map((d) => ({ deviceId: d.id, serialNumber: d.serialNumber })) } });
  });

  api.delete<{ Params: { userId: string } }>('/devices/biometrics/:userId', {
    config: { module: 'devices', action: 'DELETE' },
    schema: { tags, summary: 'Delete a person\'s templates from the server and every device: { data: { deleted, devices } }', params: USER_PARAMS },
  }, async (request) => {
    const { auth } = await person(request, request.params.userId);
    const userId = request.params.userId;
    const result = await api.db.transaction(async (tx) => {
      const templates = await tx.select({ id: biometricTemplates.id }).from(biometricTemplates)
        .where(and(eq(biometricTemplates.companyId, auth.company.id), eq(biometricTemplates.userId, userId)));
      const enrolled = templates.length
        ? (await tx.select({ deviceId: biometricEnrolments.deviceId }).from(biometricEnrolments).where(anyUuid(biometricEnrolments.templateId, templates.map((t) => t.id)))).map((r) => r.deviceId)
        : [];
      const loaded = (await tx.select({ deviceId: deviceUsers.deviceId }).from(deviceUsers)
        .where(and(eq(deviceUsers.companyId, auth.company.id), eq(deviceUsers.userId, userId), notInArray(deviceUsers.state, ['REMOVED', 'REMOVING'])))).map((r) => r.deviceId);
      const deviceIds = [...new Set([...enrolled, ...loaded])];
      const t = devices.table;
      const targets = deviceIds.length
        ? ((await tx.select({ id: t.id, serialNumber: t.columns.serialNumber }).from(t.table).where(and(eq(t.companyId, auth.company.id), anyUuid(t.id, deviceIds)))) as { id: string; serialNumber: string }[])
        : [];
      // a clock drops a person's templates with the person: remove, then load again (without templates) where they belong
      for (const d of targets) {
        const device = { id: d.id, companyId: auth.company.id, serialNumber: d.serialNumber };
        await removeUsersFromDevice(tx, device, [userId], auth.user.id);
        if (loaded.includes(d.id)) await loadUsersOnDevice(tx, device, [userId], auth.user.id);
      }
      if (templates.length) await tx.delete(biometricTemplates).where(and(eq(biometricTemplates.companyId, auth.company.id), eq(biometricTemplates.userId, userId)));
      await writeAudit(tx, auth, { entity: 'biometrics', entityId: userId, action: 'delete', changes: { templates: templates.length, devices: targets.map((d) => d.serialNumber) } });
      return { deleted: templates.length, devices: targets.map((d) => ({ deviceId: d.id, serialNumber: d.serialNumber })) };
    });
    return { data: result };
  });
}
