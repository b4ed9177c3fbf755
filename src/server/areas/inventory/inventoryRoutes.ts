import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ARTICLE_STATUSES } from '../../../shared/inventory';
import type { ListQuery } from '../../../shared/listQuery';
import { requireAuth } from '../../auth/authContext';
import { users } from '../../db/schema';
import type { Engine } from '../../engine/engine';
import { allListRows } from '../../engine/listExport';
import { LIST_QUERY_BODY_SCHEMA, normalizeListBody } from '../../engine/listQuery';
import { ID_PARAMS } from '../../engine/resourceRoutes';
import { engineTableOf } from '../../engine/tables';
import { contentTypeOf } from '../../files';
import { emptyBodyAsObject } from '../../http/emptyBody';
import { localeOf } from '../../http/errorHandler';
import { unitScopeOf } from '../../permissions/unitScope';
import { articleWorkbook } from './articleWorkbook';
import { moveArticle, type MoveBody } from './moveArticle';
import { ARTICLE_TEXTS } from './stateLabels';

const tags = ['inventory'];

const MOVE_BODY = {
  type: 'object', additionalProperties: false, required: ['to'],
  properties: {
    to: { type: 'string', enum: [...ARTICLE_STATUSES] },
    userId: { type: ['string', 'null'], format: 'uuid' },
    note: { type: 'string', maxLength: 500 },
  },
} as const;

/** The moves of an article (the state machine of src/shared/inventory) and the list's export; CRUD is the engine's. */
export function registerInventoryRoutes(api: FastifyInstance, engine: Engine): void {
  const articles = engine.service('articles');

  api.post<{ Params: { id: string }; Body: MoveBody }>('/inventory/:id/move', {
    config: { module: 'inventory', action: 'PATCH' },
    schema: {
      tags,
      summary: 'Move an article to another state: { data: article }',
      description: 'Body `{ to: AVAILABLE | NOT_AVAILABLE | MANTAINANCE | ASSIGNED, userId?, note? }`. Allowed: AVAILABLE → ASSIGNED (assign, `userId` required), ASSIGNED → AVAILABLE (return), AVAILABLE ↔ MANTAINANCE (repair / repaired), AVAILABLE ↔ NOT_AVAILABLE. Anything else: 409 INVALID_ARTICLE_TRANSITION. The person: another company\'s 404, outside the caller\'s units 403, inactive 409 USER_INACTIVE. Each move appends a history line and an audit row.',
      params: ID_PARAMS, body: MOVE_BODY,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    return { data: await moveArticle(api.db, auth, scope, articles, request.params.id, request.body, localeOf(request)) };
  });

  api.post<{ Body: ListQuery }>('/inventory/export', {
    config: { module: 'inventory', action: 'GET' },
    preValidation: emptyBodyAsObject,
    schema: { tags, summary: 'The articles list (same query as getFiltered, all pages) as an XLSX file', body: LIST_QUERY_BODY_SCHEMA },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const locale = localeOf(request);
    const query = normalizeListBody(request.body);
    const rows = await allListRows(articles, auth, null, query);
    const types = engineTableOf('articletypes');
    const typeRows = (await api.db.select({ id: types.id, title: types.columns.title }).from(types.table).where(eq(types.companyId, auth.company.id))) as { id: string; title: string }[];
    const personIds = [...new Set(rows.map((r) => r.assigneeId).filter((v): v is string => typeof v === 'string'))];
    const people = personIds.length
      ? await api.db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users)
        .where(and(eq(users.companyId, auth.company.id), inArray(users.id, personIds)))
      : [];
    const file = await articleWorkbook(locale, rows, {
      types: new Map(typeRows.map((r) => [r.id, r.title])),
      people: new Map(people.map((p) => [p.id, `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim()])),
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type(contentTypeOf('xlsx'))
      .header('content-disposition', `attachment; filename="${ARTICLE_TEXTS[locale].export.fileName}-${day}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
}
