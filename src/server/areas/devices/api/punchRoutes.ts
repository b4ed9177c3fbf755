import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { verifyMethodOf } from '../../../../shared/devices';
import type { ListQuery } from '../../../../shared/listQuery';
import type { Db } from '../../../db/client';
import { anyUuid } from '../../../db/jsonRows';
import { branchOffices, devicePunches, users } from '../../../db/schema';
import { LIST_QUERY_BODY_SCHEMA, normalizeListBody, type NormalizedListQuery } from '../../../engine/listQuery';
import type { ResourceService } from '../../../engine/resourceService';
import { contentTypeOf } from '../../../files';
import { loadExcel } from '../../../files/excel';
import { emptyBodyAsObject } from '../../../http/emptyBody';
import { localeOf } from '../../../http/errorHandler';
import { DEVICE_PARAMS, deviceFor, tags, type DeviceContext } from './deviceAccess';
import { DEVICE_TEXTS } from './deviceTexts';
import { punchConditions, punchOrder } from './punchFilters';

const MAX_EXPORT = 50_000;

export interface DevicePunch {
  id: string; at: string; localTime: string; date: string; time: string; timeZone: string; pin: string;
  userId: string | null; firstName: string | null; lastName: string | null; numberOfDocument: string | null;
  verifyCode: number | null; verifyMethod: string; statusCode: number | null; markType: string | null; inferred: boolean;
  outcome: string; reason: string | null; units: { id: string; name: string }[];
}

/** A device's punches, page by page, newest first (device_punches_company_device_at_idx). */
async function readPunches(db: Db, ctx: DeviceContext, query: NormalizedListQuery): Promise<{ punches: DevicePunch[]; count: number }> {
  const order = punchOrder(query) === 'asc' ? asc : desc;
  const conds = [eq(devicePunches.companyId, ctx.auth.company.id), eq(devicePunches.deviceId, ctx.queue.id), ...punchConditions(query)];
  // a scoped caller sees the punches of their units' people (and unknown PINs), not those of a shared clock's others
  if (ctx.scope) conds.push(or(isNull(devicePunches.userId), ctx.scope.size ? anyUuid(users.mainBranch, [...ctx.scope]) : sql`false`)!);
  const rows = await db.select({
    p: devicePunches, firstName: users.firstName, lastName: users.lastName, numberOfDocument: users.numberOfDocument,
    unitId: branchOffices.id, unitName: branchOffices.name, total: sql<number>`count(*) over ()`.mapWith(Number),
  }).from(devicePunches)
    .leftJoin(users, and(eq(users.id, devicePunches.userId), eq(users.companyId, devicePunches.companyId)))
    .leftJoin(branchOffices, and(eq(branchOffices.id, users.mainBranch), eq(branchOffices.companyId, devicePunches.companyId)))
    .where(and(...conds))
    .orderBy(order(devicePunches.at), order(devicePunches.id))
    .limit(query.limit).offset(query.skip);
  let count = rows[0]?.total ?? 0;
  if (!rows.length && query.skip > 0) {
    const [c] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(devicePunches).leftJoin(users, eq(users.id, devicePunches.userId)).where(and(...conds));
    count = c.n;
  }
  return {
    count,
    punches: rows.map(({ p, ...r }) => ({
      id: p.id, at: p.at.toISOString(), localTime: p.localTime, date: p.localTime.slice(0, 10), time: p.localTime.slice(11, 16), timeZone: p.timeZone,
      pin: p.pin, userId: p.userId, firstName: r.firstName, lastName: r.lastName, numberOfDocument: r.numberOfDocument,
      verifyCode: p.verifyCode, verifyMethod: verifyMethodOf(p.verifyCode), statusCode: p.statusCode, markType: p.markType, inferred: p.inferred,
      outcome: p.outcome, reason: p.reason, units: r.unitId ? [{ id: r.unitId, name: r.unitName ?? '' }] : [],
    })),
  };
}

/** Punches per device (spec §2) and their Excel export with the spec's columns. */
export function registerDevicePunchRoutes(api: FastifyInstance, devices: ResourceService): void {
  api.post<{ Params: { id: string }; Body: ListQuery }>('/devices/:id/punches/getFiltered', {
    config: { module: 'devices', action: 'GET' },
    preValidation: emptyBodyAsObject,
    schema: {
      tags, summary: 'The device\'s punches: { data: { punches, count } }',
      description: 'Filters: `date` ({ between: [from, to] } device-local dates), `at` ({ between/gte/lte } instants), `userId`, `outcome`, `markType`, `verifyMethod` (a value or { in }); `q` name, document or PIN. Sort: `at` (default newest first).',
      params: DEVICE_PARAMS, body: LIST_QUERY_BODY_SCHEMA,
    },
  }, async (request) => {
    const ctx = await deviceFor(api, devices, request, request.params.id, false);
    return { data: await readPunches(api.db, ctx, normalizeListBody(request.body)) };
  });

  api.post<{ Params: { id: string }; Body: ListQuery }>('/devices/:id/punches/export', {
    config: { module: 'devices', action: 'GET' },
    preValidation: emptyBodyAsObject,
    schema: { tags, summary: 'The device\'s punches (same query, every page) as an XLSX file', params: DEVICE_PARAMS, body: LIST_QUERY_BODY_SCHEMA },
  }, async (request, reply) => {
    const ctx = await deviceFor(api, devices, request, request.params.id, false);
    const locale = localeOf(request);
    const texts = DEVICE_TEXTS[locale];
    const { punches } = await readPunches(api.db, ctx, { ...normalizeListBody(request.body), skip: 0, limit: MAX_EXPORT });
    const ExcelJS = await loadExcel();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    const c = texts.columns;
    sheet.columns = [
      { header: c.biometry, key: 'biometry', width: 14 }, { header: c.document, key: 'document', width: 16 },
      { header: c.firstName, key: 'firstName', width: 18 }, { header: c.lastName, key: 'lastName', width: 22 },
      { header: c.date, key: 'date', width: 12 }, { header: c.time, key: 'time', width: 8 },
      { header: c.registry, key: 'registry', width: 16 }, { header: c.status, key: 'status', width: 18 }, { header: c.units, key: 'units', width: 28 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const p of punches) {
      sheet.addRow({
        biometry: texts.verify[p.verifyMethod] ?? p.verifyMethod, document: p.numberOfDocument ?? '', firstName: p.firstName ?? '', lastName: p.lastName ?? p.pin,
        date: p.date, time: p.time, registry: p.markType ? (texts.markType[p.markType] ?? p.markType) : '', status: texts.outcome[p.outcome] ?? p.outcome,
        units: p.units.map((u) => u.name).join(', '),
      });
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply.type(contentTypeOf('xlsx')).header('content-disposition', `attachment; filename="${texts.fileName}-${day}.xlsx"`)
      .send(Buffer.from(await book.xlsx.writeBuffer()));
  });
}
