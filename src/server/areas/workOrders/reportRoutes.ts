import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth, type AuthContext } from '../../auth/authContext';
import { DEFAULT_MAP_TILES } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { ResourceService } from '../../engine/resourceService';
import { notFound } from '../../http/apiError';
import { localeOf } from '../../http/errorHandler';
import { unitScopeOf } from '../../permissions/unitScope';
import { peopleInScope } from '../devices/api/deviceAccess';
import { unitTimeZones, workTimeZone } from '../workdays/timeZones';
import { ORDER_PARAMS, orderFor, tags, UUID } from './access';
import { readLogs } from './logStore';
import { cachedReport } from './reportCache';
import { periodInstants, readCollaboratorsReport, readOrderReport, readOrdersReport, type CollaboratorQuery, type OrdersQuery } from './reportQueries';
import { hours, sendWorkbook, woTexts } from './workbook';

const DATE = { type: 'string', format: 'date' } as const;
const STATUS = { type: 'string', enum: ['open', 'in_progress', 'done', 'cancelled'] } as const;
const MAX_EXPORT = 20_000;

const ORDERS_BODY = {
  type: 'object', additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: 100 }, status: { type: 'array', maxItems: 4, items: STATUS }, unit: UUID, from: DATE, to: DATE,
    sort: { type: 'string', enum: ['code', 'plannedStart', 'plannedEnd', 'status', 'title'] }, order: { type: 'string', enum: ['asc', 'desc'] },
    skip: { type: 'integer', minimum: 0, default: 0 }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
  },
} as const;
const PERIOD_QUERY = { type: 'object', additionalProperties: false, properties: { from: DATE, to: DATE } } as const;
/** one order's people a page at a time (most hours first): an order's year can hold thousands of people */
const ORDER_PAGE_QUERY = {
  type: 'object', additionalProperties: false,
  properties: { ...PERIOD_QUERY.properties, skip: { type: 'integer', minimum: 0, default: 0 }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 } },
} as const;
const PEOPLE_BODY = {
  type: 'object', required: ['from', 'to'], additionalProperties: false,
  properties: { from: DATE, to: DATE, unit: UUID, q: { type: 'string', maxLength: 100 }, skip: { type: 'integer', minimum: 0, default: 0 }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 20 } },
} as const;

/** Dates and times in the sheets: the caller's zone (their main unit's), as the screens show them. */
async function callerZone(db: Db, auth: AuthContext): Promise<string> {
  return auth.user.mainBranch ? ((await unitTimeZones(db, auth.company.id)).get(auth.user.mainBranch) ?? workTimeZone(null)) : workTimeZone(null);
}
const local = (iso: string | null, zone: string) => (iso ? new Date(iso).toLocaleString('sv-SE', { timeZone: zone }).slice(0, 16) : '');

/** The work-order reports (/ots-reports and below) and their XLSX exports. docs/api/work-orders.md */
export function registerWorkOrderReportRoutes(api: FastifyInstance, orders: ResourceService): void {
  const scopeOf = async (request: FastifyRequest) => {
    const auth = requireAuth(request.auth);
    return { auth, scope: await unitScopeOf(api.db, auth), zone: await callerZone(api.db, requireAuth(request.auth)) };
  };

  api.post<{ Body: OrdersQuery }>('/workOrders/report', {
    config: { module: 'workorders', action: 'GET' },
    schema: {
      tags, summary: 'Orders with planned vs logged hours, people and who is on them now, a page: { data: { workOrders, count } }',
      description: 'Filters: `q` (code, title, customer, site), `status` (any of), `unit` (with its sub-units), `from`/`to` (local dates: orders whose plan shares a day with them). Sort by code, title, plannedStart (default, newest first), plannedEnd or status. Each row: the order\'s fields, loggedMinutes, people, working (open logs), progress (logged / planned hours).',
      body: ORDERS_BODY,
    },
  }, async (request) => {
    const { auth, scope, zone } = await scopeOf(request);
    const q = { ...request.body, skip: request.body.skip ?? 0, limit: request.body.limit ?? 20 };
    return { data: await cachedReport(auth.company.id, scope, `orders|${zone}|${JSON.stringify(q)}`, () => readOrdersReport(api.db, auth, scope, q, zone)) };
  });

  api.post<{ Body: OrdersQuery }>('/workOrders/report/export', {
    config: { module: 'workorders', action: 'GET' },
    schema: { tags, summary: 'The orders report (same filters, every page) as an XLSX file', body: ORDERS_BODY },
  }, async (request, reply) => {
    const { auth, scope, zone } = await scopeOf(request);
    const locale = localeOf(request);
    const status = woTexts(locale).enums.status as Record<string, string>;
    const { workOrders } = await readOrdersReport(api.db, auth, scope, { ...request.body, skip: 0, limit: MAX_EXPORT }, zone);
    return sendWorkbook(reply, locale, 'orders', [
      { key: 'code', width: 14 }, { key: 'title', width: 30 }, { key: 'customer', width: 22 }, { key: 'site', width: 18 }, { key: 'status', width: 12 },
      { key: 'plannedStart', width: 17 }, { key: 'plannedEnd', width: 17 }, { key: 'plannedHours' }, { key: 'loggedHours' }, { key: 'people', width: 9 },
      { key: 'working', width: 10 }, { key: 'progress', width: 10 },
    ], workOrders.map((o) => ({
      ...o, status: status[o.status] ?? o.status, plannedStart: local(o.plannedStart, zone), plannedEnd: local(o.plannedEnd, zone),
      loggedHours: hours(o.loggedMinutes), progress: o.progress === null ? null : Math.round(o.progress * 1000) / 10,
    })));
  });

  api.get<{ Querystring: { date?: string } }>('/workOrders/map', {
    config: { module: 'workorders', action: 'GET' },
    schema: {
      tags, summary: 'Orders planned on a date (default today, the caller\'s zone) that have a position: { data: { date, workOrders, tiles } }',
      description: 'The /ots-reports map: at most 500 orders (same rows as the report), and the map tiles the dashboard uses (MAP_TILE_URL).',
      querystring: { type: 'object', additionalProperties: false, properties: { date: DATE } },
    },
  }, async (request) => {
    const { auth, scope, zone } = await scopeOf(request);
    const date = request.query.date ?? new Date().toLocaleDateString('sv-SE', { timeZone: zone });
    const { workOrders } = await readOrdersReport(api.db, auth, scope, { from: date, to: date, status: ['open', 'in_progress', 'done'], skip: 0, limit: 500 }, zone);
    return {
      data: {
        date, workOrders: workOrders.filter((o) => o.latitude !== null && o.longitude !== null),
        tiles: { url: api.config.mapTileUrl || DEFAULT_MAP_TILES.url, attribution: api.config.mapTileAttribution ?? DEFAULT_MAP_TILES.attribution },
      },
    };
  });

  /** one order's report: the order, its people, hours per day and person, who is on it now */
  const orderReport = async (request: FastifyRequest<{ Params: { id: string }; Querystring: { from?: string; to?: string } }>) => {
    const { auth, order } = await orderFor(api, orders, request, request.params.id);
    const zone = (await unitTimeZones(api.db, auth.company.id)).get(String(order.unit)) ?? workTimeZone(null);
    const period = periodInstants(request.query.from, request.query.to, zone);
    const report = await cachedReport(auth.company.id, null, `order|${String(order.id)}|${zone}|${request.query.from ?? ''}|${request.query.to ?? ''}`, () => readOrderReport(api.db, auth, String(order.id), period, zone));
    return { order, zone, ...report };
  };

  api.get<{ Params: { id: string }; Querystring: { from?: string; to?: string; skip?: number; limit?: number } }>('/workOrders/:id/report', {
    config: { module: 'workorders', action: 'GET' },
    schema: {
      tags, summary: 'One order\'s report: { data: { order, zone, people, count, days, totals } }',
      description: 'Optional `from`/`to` (local dates of the order\'s unit); `skip`/`limit` (50, at most 500) page the people, most hours first. people: userId, names, minutes, logs, firstIn, lastOut, working, hourlyCost and cost (when the person\'s `extra.hourlyCost` is set); count: every person of the period. days: { date, userId, minutes } of the page\'s people (a log across midnight counts on both dates). totals (every person): minutes, people, working, cost (of those with a cost), costPeople.',
      params: ORDER_PARAMS, querystring: ORDER_PAGE_QUERY,
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const { from = '', to = '', skip = 0, limit = 50 } = request.query;
    // the page's answer itself is kept (per caller's units), as the JSON text it was made into once: a hit costs no
    // database round trip and no serialization at all
    const text = await cachedReport(auth.company.id, await unitScopeOf(api.db, auth), `orderPage|${request.params.id}|${from}|${to}|${skip}|${limit}`, async () => {
      const { order, zone, people, days, totals } = await orderReport(request);
      const page = people.slice(skip, skip + limit);
      const onPage = new Set(page.map((p) => p.userId));
      return JSON.stringify({ data: { order, zone, people: page, count: people.length, days: days.filter((d) => onPage.has(d.userId)), totals } });
    });
    return reply.type('application/json; charset=utf-8').send(text);
  });

  api.get<{ Params: { id: string }; Querystring: { from?: string; to?: string } }>('/workOrders/:id/report/export', {
    config: { module: 'workorders', action: 'GET' },
    schema: { tags, summary: 'One order\'s people and hours per day as an XLSX file (same query)', params: ORDER_PARAMS, querystring: PERIOD_QUERY },
  }, async (request, reply) => {
    const r = await orderReport(request);
    const names = new Map(r.people.map((p) => [p.userId, p]));
    return sendWorkbook(reply, localeOf(request), 'order', [
      { key: 'date', width: 12 }, { key: 'lastName', width: 22 }, { key: 'firstName', width: 18 }, { key: 'hours' }, { key: 'hourlyCost' }, { key: 'cost' },
    ], r.days.map((d) => {
      const p = names.get(d.userId);
      return { date: d.date, lastName: p?.lastName ?? '', firstName: p?.firstName ?? '', hours: hours(d.minutes), hourlyCost: p?.hourlyCost ?? null, cost: p?.hourlyCost == null ? null : Math.round((d.minutes / 60) * p.hourlyCost * 100) / 100 };
    }));
  });

  api.post<{ Body: CollaboratorQuery }>('/workOrders/collaborators/report', {
    config: { module: 'workorders', action: 'GET' },
    schema: {
      tags, summary: 'Per collaborator over a period: hours on orders, per order, worked hours and the share on orders: { data: { collaborators, count } }',
      description: '`from`/`to` local dates (required); `unit` (with sub-units), `q` (name or document). People in the caller\'s units with time on orders in the period, most minutes first. workedMinutes: their workdays\' worked minutes of the period; share = minutes / workedMinutes.',
      body: PEOPLE_BODY,
    },
  }, async (request) => {
    const { auth, scope, zone } = await scopeOf(request);
    const q = { ...request.body, skip: request.body.skip ?? 0, limit: request.body.limit ?? 20 };
    return { data: await cachedReport(auth.company.id, scope, `people|${zone}|${JSON.stringify(q)}`, () => readCollaboratorsReport(api.db, auth, scope, q, zone)) };
  });

  api.post<{ Body: CollaboratorQuery }>('/workOrders/collaborators/report/export', {
    config: { module: 'workorders', action: 'GET' },
    schema: { tags, summary: 'The per-collaborator report as an XLSX file: one row per collaborator and order', body: PEOPLE_BODY },
  }, async (request, reply) => {
    const { auth, scope, zone } = await scopeOf(request);
    const { collaborators } = await readCollaboratorsReport(api.db, auth, scope, { ...request.body, skip: 0, limit: 500 }, zone);
    return sendWorkbook(reply, localeOf(request), 'collaborators', [
      { key: 'lastName', width: 22 }, { key: 'firstName', width: 18 }, { key: 'document' }, { key: 'code', width: 14 }, { key: 'title', width: 30 },
      { key: 'hours' }, { key: 'workedHours' }, { key: 'share' },
    ], collaborators.flatMap((c) => c.orders.map((o) => ({
      lastName: c.lastName, firstName: c.firstName, document: c.numberOfDocument, code: o.code, title: o.title, hours: hours(o.minutes),
      workedHours: hours(c.workedMinutes), share: c.workedMinutes ? Math.round((o.minutes / c.workedMinutes) * 1000) / 10 : null,
    }))));
  });

  /** one collaborator (in the caller's units) and their orders over a period */
  const collaboratorReport = async (request: FastifyRequest<{ Params: { userId: string }; Querystring: { from: string; to: string } }>) => {
    const { auth, scope, zone } = await scopeOf(request);
    const userId = request.params.userId;
    if (!(await peopleInScope(api.db, auth.company.id, [userId], scope)).has(userId)) throw notFound();
    const [person] = await api.db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, numberOfDocument: users.numberOfDocument, mainBranch: users.mainBranch })
      .from(users).where(and(eq(users.companyId, auth.company.id), eq(users.id, userId)));
    const { collaborators } = await readCollaboratorsReport(api.db, auth, scope, { from: request.query.from, to: request.query.to, userId, skip: 0, limit: 1 }, zone);
    const row = collaborators[0];
    return { person, zone, minutes: row?.minutes ?? 0, workedMinutes: row?.workedMinutes ?? null, share: row?.share ?? null, orders: row?.orders ?? [] };
  };
  const COLLAB_PARAMS = { type: 'object', required: ['userId'], additionalProperties: false, properties: { userId: UUID } } as const;
  const COLLAB_QUERY = { type: 'object', required: ['from', 'to'], additionalProperties: false, properties: { from: DATE, to: DATE } } as const;

  api.get<{ Params: { userId: string }; Querystring: { from: string; to: string } }>('/workOrders/collaborators/:userId/report', {
    config: { module: 'workorders', action: 'GET' },
    schema: {
      tags, summary: 'One collaborator\'s orders over a period: { data: { person, minutes, workedMinutes, share, orders } }',
      description: 'A person of another company or outside the caller\'s units: 404. workedMinutes is null when they logged no time on orders.',
      params: COLLAB_PARAMS, querystring: COLLAB_QUERY,
    },
  }, async (request) => ({ data: await collaboratorReport(request) }));

  api.get<{ Params: { userId: string }; Querystring: { from: string; to: string } }>('/workOrders/collaborators/:userId/report/export', {
    config: { module: 'workorders', action: 'GET' },
    schema: { tags, summary: 'One collaborator\'s orders as an XLSX file', params: COLLAB_PARAMS, querystring: COLLAB_QUERY },
  }, async (request, reply) => {
    const r = await collaboratorReport(request);
    return sendWorkbook(reply, localeOf(request), 'collaborator', [{ key: 'code', width: 14 }, { key: 'title', width: 30 }, { key: 'hours' }, { key: 'logs' }],
      r.orders.map((o) => ({ code: o.code, title: o.title, hours: hours(o.minutes), logs: o.logs })));
  });

  api.get<{ Params: { id: string }; Querystring: { userId?: string; from?: string; to?: string } }>('/workOrders/:id/logs/export', {
    config: { module: 'workorders', action: 'GET' },
    schema: {
      tags, summary: 'The order\'s time logs (optionally one person\'s, within instants) as an XLSX file',
      params: ORDER_PARAMS,
      querystring: { type: 'object', additionalProperties: false, properties: { userId: UUID, from: { type: 'string', format: 'date-time' }, to: { type: 'string', format: 'date-time' } } },
    },
  }, async (request, reply) => {
    const { auth, order } = await orderFor(api, orders, request, request.params.id);
    const zone = (await unitTimeZones(api.db, auth.company.id)).get(String(order.unit)) ?? workTimeZone(null);
    const q = request.query;
    const { logs } = await readLogs(api.db, auth.company.id, { workOrderId: request.params.id, userId: q.userId, from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined, skip: 0, limit: MAX_EXPORT });
    const texts = woTexts(localeOf(request));
    return sendWorkbook(reply, localeOf(request), 'logs', [
      { key: 'lastName', width: 22 }, { key: 'firstName', width: 18 }, { key: 'start', width: 17 }, { key: 'end', width: 17 }, { key: 'hours' },
      { key: 'source', width: 12 }, { key: 'reason', width: 30 }, { key: 'outsideWorkday', width: 12 },
    ], logs.map((l) => ({
      lastName: l.lastName, firstName: l.firstName, start: local(l.startedAt, zone), end: local(l.endedAt, zone), hours: hours(l.minutes),
      source: (texts.logs.sources as Record<string, string>)[l.source] ?? l.source, reason: l.reason ?? '', outsideWorkday: l.outsideWorkday ? '✓' : '',
    })));
  });
}
