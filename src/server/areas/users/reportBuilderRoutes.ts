import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '../../../shared/listQuery';
import { requireAuth, type AuthContext } from '../../auth/authContext';
import { users } from '../../db/schema';
import type { Engine } from '../../engine/engine';
import { allListRows } from '../../engine/listExport';
import { LIST_QUERY_BODY_SCHEMA, normalizeListBody } from '../../engine/listQuery';
import { contentTypeOf } from '../../files';
import { fieldError, notFound, validationError } from '../../http/apiError';
import { localeOf } from '../../http/errorHandler';
import { unitScopeOf } from '../../permissions/unitScope';
import { branchNames } from './branchNames';
import { collaboratorReportPdf } from './collaboratorReportPdf';
import { collaboratorWorkbook, columnsFor, exportText } from './collaboratorWorkbook';
import { withAsOf } from './asOfFilter';
import { withSubUnits } from './subUnitsFilter';

const tags = ['users'];
const MAX_VIEWS = 30;
const FIELD = { type: 'string', minLength: 1, maxLength: 60 } as const;
const BUILDER = {
  columns: { type: 'array', minItems: 1, maxItems: 60, uniqueItems: true, items: FIELD, description: 'the report\'s columns, in order: fields of the collaborator record and the company\'s custom fields' },
  groupBy: { ...FIELD, description: 'a field to count the matches by (not a list field)' },
  subUnits: { type: 'boolean', description: 'true: a `mainBranch` filter of one unit means that unit and its sub-units (as the demographics report counts a unit)' },
  asOf: { type: 'string', format: 'date', description: 'the people employed on that day (hired by then, not gone before), as the demographics report counts its as-of headcount; the `active` filter gives way to it' },
} as const;
const REPORT_BODY = { ...LIST_QUERY_BODY_SCHEMA, required: ['columns'], properties: { ...LIST_QUERY_BODY_SCHEMA.properties, ...BUILDER } } as const;
const { skip: _s, limit: _l, ...exportProps } = REPORT_BODY.properties;
const FORMAT = { type: 'string', enum: ['xlsx', 'pdf'], default: 'xlsx', description: 'xlsx (default) or pdf: the chosen columns, the filters applied as facts' } as const;
const EXPORT_BODY = { ...LIST_QUERY_BODY_SCHEMA, required: ['columns'], properties: { ...exportProps, format: FORMAT } } as const;
const VIEW_BODY = {
  type: 'object', additionalProperties: false, required: ['name', 'columns'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 80 }, ...exportProps },
} as const;

type ReportBody = ListQuery & { columns: string[]; groupBy?: string; subUnits?: boolean; asOf?: string };
type SavedView = { id: string; name: string; columns: string[]; q?: string; filters?: Record<string, unknown>; sort?: unknown[]; groupBy?: string; subUnits?: boolean; asOf?: string; updatedAt: string };

/**
 * The collaborators report builder (Team › Reports, issue 23 item 3): the team list's query (search, filters on any
 * field of the record or the company's custom fields, order) with the columns the reader picks, counted by a field
 * if asked, exported as XLSX; views saved per user. Module `users` (read); a unit-scoped caller sees their units.
 */
export function registerReportBuilderRoutes(api: FastifyInstance, engine: Engine): void {
  const service = engine.service('users');
  /** the asked columns must be columns of the caller's company's record: a typo is a 400 naming it */
  const checkColumns = (auth: AuthContext, columns: string[], groupBy?: string) => {
    const known = new Set(columnsFor('en-US', service.schemaFor(auth), new Map()).map((c) => c.key));
    const errors = columns.flatMap((c, i) => (known.has(c) ? [] : [fieldError(`columns.${i}`, 'unknownColumn')]));
    if (groupBy && !known.has(groupBy)) errors.push(fieldError('groupBy', 'unknownColumn'));
    if (errors.length) throw validationError(errors);
  };

  api.post<{ Body: ReportBody }>('/users/report', {
    config: { module: 'users', action: 'GET' },
    schema: {
      tags, body: REPORT_BODY,
      summary: 'A page of the collaborators report: { data: { rows, count, groups } }',
      description: 'The same query as POST /users/getFiltered (q, filters, sort, skip, limit) plus `columns` (each row: id and those fields), `groupBy` (groups: [{ value, count }] of every match, most first, at most 200), `subUnits` and `asOf` (the people employed on that day). Unknown columns: 400 `unknownColumn` on `columns.<i>`.',
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { columns, groupBy, subUnits, asOf, ...list } = request.body;
    checkColumns(auth, columns, groupBy);
    const scope = await unitScopeOf(api.db, auth);
    const query = withAsOf(await withSubUnits(api.db, auth.company.id, normalizeListBody(list), subUnits), asOf);
    const { rows, count } = await service.list(auth, scope, query);
    const groups = groupBy ? await service.groupCounts(auth, scope, query, groupBy) : null;
    if (groupBy && !groups) throw validationError([fieldError('groupBy', 'unknownColumn')]);
    return { data: { rows: rows.map((r) => Object.fromEntries([['id', r.id], ...columns.map((c) => [c, r[c] ?? null])])), count, groups } };
  });

  api.post<{ Body: Omit<ReportBody, 'skip' | 'limit'> & { format?: 'xlsx' | 'pdf' } }>('/users/report/export', {
    config: { module: 'users', action: 'GET' },
    schema: { tags, body: EXPORT_BODY, summary: 'The collaborators report (same query, every page) with its columns, as an XLSX (default) or PDF file' },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const { columns, groupBy: _group, subUnits, asOf, format = 'xlsx', ...list } = request.body;
    checkColumns(auth, columns);
    const locale = localeOf(request);
    const filtered = await withSubUnits(api.db, auth.company.id, normalizeListBody(list), subUnits);
    const rows = await allListRows(service, auth, await unitScopeOf(api.db, auth), withAsOf(filtered, asOf));
    const branches = await branchNames(api.db, auth.company.id);
    // the PDF's facts: the day instead of a status filter it replaced
    const { active: _status, ...asked } = filtered.filters;
    const file = format === 'pdf'
      ? await collaboratorReportPdf(api, auth, locale, columnsFor(locale, service.schemaFor(auth), branches), columns, rows, asOf ? { ...filtered, filters: asked } : filtered, asOf)
      : await collaboratorWorkbook(locale, service.schemaFor(auth), rows, branches, columns);
    // the file names the day it shows: today, or the as-of day
    const day = asOf ?? new Date().toISOString().slice(0, 10);
    return reply.type(contentTypeOf(format)).header('content-disposition', `attachment; filename="${exportText(locale, 'reportFileName')}-${day}.${format}"`)
      .header('cache-control', 'no-store').send(file);
  });

  // saved views: the caller's own, kept with their user record (extra.reportViews)
  const viewsOf = async (auth: AuthContext): Promise<SavedView[]> => {
    const [row] = await api.db.select({ extra: users.extra }).from(users).where(and(eq(users.id, auth.user.id), eq(users.companyId, auth.company.id)));
    const views = (row?.extra as { reportViews?: SavedView[] } | undefined)?.reportViews;
    return Array.isArray(views) ? views : [];
  };
  const saveViews = (auth: AuthContext, views: SavedView[]) => api.db.transaction(async (tx) => {
    const [row] = await tx.select({ extra: users.extra }).from(users).where(and(eq(users.id, auth.user.id), eq(users.companyId, auth.company.id))).for('update');
    await tx.update(users).set({ extra: { ...(row?.extra ?? {}), reportViews: views } }).where(eq(users.id, auth.user.id));
  });

  api.get('/users/report/views', {
    config: { module: 'users', action: 'GET' },
    schema: { tags, summary: 'The caller\'s saved views of the collaborators report: { data: { views } }' },
  }, async (request) => ({ data: { views: await viewsOf(requireAuth(request.auth)) } }));

  api.post<{ Body: Omit<SavedView, 'id' | 'updatedAt'> }>('/users/report/views', {
    config: { module: 'users', action: 'GET' },
    schema: { tags, body: VIEW_BODY, summary: `Save a view (a name, columns, search, filters, order, grouping, sub-units, as-of day) for the caller; at most ${MAX_VIEWS}; 201 the view` },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    checkColumns(auth, request.body.columns, request.body.groupBy);
    const views = await viewsOf(auth);
    if (views.length >= MAX_VIEWS) throw validationError([{ ...fieldError('name', 'maxItems'), params: { limit: MAX_VIEWS } }]);
    const view: SavedView = { ...request.body, id: randomUUID(), updatedAt: new Date().toISOString() };
    await saveViews(auth, [...views, view]);
    return reply.status(201).send({ data: view });
  });

  api.delete<{ Params: { id: string } }>('/users/report/views/:id', {
    config: { module: 'users', action: 'GET' },
    schema: { tags, params: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } }, summary: 'Remove one of the caller\'s saved views' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const views = await viewsOf(auth);
    if (!views.some((v) => v.id === request.params.id)) throw notFound();
    await saveViews(auth, views.filter((v) => v.id !== request.params.id));
    return { data: { id: request.params.id } };
  });
}
