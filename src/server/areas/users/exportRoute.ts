import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '../../../shared/listQuery';
import { requireAuth } from '../../auth/authContext';
import type { Engine } from '../../engine/engine';
import { LIST_QUERY_BODY_SCHEMA, normalizeListBody } from '../../engine/listQuery';
import { allListRows } from '../../engine/listExport';
import { contentTypeOf } from '../../files';
import { emptyBodyAsObject } from '../../http/emptyBody';
import { localeOf } from '../../http/errorHandler';
import { unitScopeOf } from '../../permissions/unitScope';
import { branchNames } from './branchNames';
import { collaboratorWorkbook, exportText } from './collaboratorWorkbook';

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
    const rows = await allListRows(service, auth, scope, query);
    const file = await collaboratorWorkbook(locale, service.schemaFor(auth), rows, await branchNames(api.db, auth.company.id));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type(contentTypeOf('xlsx'))
      .header('content-disposition', `attachment; filename="${exportText(locale, 'fileName')}-${day}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
}
