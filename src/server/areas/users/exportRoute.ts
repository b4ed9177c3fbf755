import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '../../../shared/listQuery';
import { requireAuth } from '../../auth/authContext';
import type { Engine } from '../../engine/engine';
import { LIST_QUERY_BODY_SCHEMA, normalizeListBody } from '../../engine/listQuery';
import type { ApiRecord } from '../../engine/records';
import { contentTypeOf } from '../../files';
import { emptyBodyAsObject } from '../../http/emptyBody';
import { localeOf } from '../../http/errorHandler';
import { unitScopeOf } from '../../permissions/unitScope';
import { branchNames } from './branchNames';
import { collaboratorWorkbook, exportText } from './collaboratorWorkbook';

/** Rows read per query while exporting, and the most one file holds (a company of this product fits well within). */
const EXPORT_PAGE = 1_000;
export const MAX_EXPORT_ROWS = 50_000;

/**
 * POST /users/export with the team list's query (q, filters, sort; paging ignored): every matching collaborator of
 * the caller's units as an XLSX file. The same list query as getFiltered, so the file holds exactly what the list
 * shows, page after page, and nothing outside the caller's scope.
 */
export function registerExportRoute(api: FastifyInstance, engine: Engine): void {
  const service = engine.service('users');
  api.post<{ Body: ListQuery }>('/users/export', {
    config: { module: 'users', action: 'GET' },
    preValidation: emptyBodyAsObject,
    schema: { tags: ['users'], summary: 'The team list (same query as getFiltered, all pages) as an XLSX file', body: LIST_QUERY_BODY_SCHEMA },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const locale = localeOf(request);
    const scope = await unitScopeOf(api.db, auth);
    const query = normalizeListBody(request.body);
    const rows: ApiRecord[] = [];
    for (let skip = 0; skip < MAX_EXPORT_ROWS; skip += EXPORT_PAGE) {
      const page = await service.list(auth, scope, { ...query, skip, limit: EXPORT_PAGE });
      rows.push(...page.rows);
      if (page.rows.length < EXPORT_PAGE) break;
    }
    const file = await collaboratorWorkbook(locale, service.schemaFor(auth), rows, await branchNames(api.db, auth.company.id));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type(contentTypeOf('xlsx'))
      .header('content-disposition', `attachment; filename="${exportText(locale, 'fileName')}-${day}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
}
