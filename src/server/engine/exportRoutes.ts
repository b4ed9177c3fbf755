import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '../../shared/listQuery';
import { requireAuth } from '../auth/authContext';
import { contentTypeOf } from '../files';
import { emptyBodyAsObject } from '../http/emptyBody';
import { localeOf } from '../http/errorHandler';
import { unitScopeOf } from '../permissions/unitScope';
import type { Engine } from './engine';
import { exportFileName, exportList, MAX_EXPORT_ROWS } from './listExport';
import { LIST_QUERY_BODY_SCHEMA, normalizeListBody } from './listQuery';

/**
 * `POST /resources/<name>/export` for every resource with a list: the same query body as its list call (filters,
 * `q`, sort; paging ignored: every row up to MAX_EXPORT_ROWS) answered as an XLSX file, with the list's permission.
 */
export function registerExportRoutes(api: FastifyInstance, engine: Engine): void {
  for (const service of engine.all()) {
    const r = service.resource;
    if (!r.endpoints.list) continue;
    api.post<{ Body: ListQuery }>(`/resources/${r.name}/export`, {
      config: { module: r.module, action: 'GET' },
      preValidation: emptyBodyAsObject,
      schema: {
        tags: [r.name],
        summary: `The ${r.name} list as an XLSX file (same query as the list call, every page up to ${MAX_EXPORT_ROWS} rows)`,
        body: LIST_QUERY_BODY_SCHEMA,
      },
    }, async (request, reply) => {
      const auth = requireAuth(request.auth);
      const locale = localeOf(request);
      const scope = await unitScopeOf(api.db, auth);
      const file = await exportList(engine, service, auth, scope, normalizeListBody(request.body), locale);
      const name = exportFileName(service, locale, new Date().toISOString().slice(0, 10));
      return reply.type(contentTypeOf('xlsx')).header('content-disposition', `attachment; filename="${name}"`).send(file);
    });
  }
}
