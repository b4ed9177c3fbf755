import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ListQuery } from '../../shared/listQuery';
import type { Action } from '../../shared/modules';
import { parseEndpoint, type EndpointSpec } from '../../shared/resource';
import { requireAuth } from '../auth/authContext';
import { emptyBodyAsObject } from '../http/emptyBody';
import { unitScopeOf } from '../permissions/unitScope';
import { validateBody } from './bodyValidation';
import { LIST_QUERY_BODY_SCHEMA, LIST_QUERY_STRING_SCHEMA, normalizeListBody, normalizeListQueryString } from './listQuery';
import { readWriteBody } from './requestBody';
import type { ListPageJson } from './listPage';
import type { ResourceService } from './resourceService';

export const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** Body of delete endpoints that travel as PATCH (branch offices): optional, `{ parentOrganization }` only. */
const REMOVE_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: { parentOrganization: { type: ['string', 'null'], format: 'uuid' } },
} as const;

/** In the route for OpenAPI; the handler validates against the caller's company's effective schema instead. */
const handlerValidated = (schemaId: string, partial: boolean) => ({
  'x-handler-validated': true,
  description: partial ? `Partial ${schemaId}: only the fields to change` : `A ${schemaId}`,
  allOf: [{ $ref: `${schemaId}#` }],
});

type IdParams = { Params: { id: string } };

/** Answers already framed, per page object: a page served again from the cache (listCache.ts) is sent as it is. */
const framedPages = new WeakMap<ListPageJson, Buffer>();

/**
 * The list answer as bytes: the records arrive as JSON text from the database and are framed, not parsed and
 * serialised again; the bytes are kept with the page, so a kept page costs neither the framing nor the UTF-8 encoding.
 */
function framedPage(collection: string, page: ListPageJson): Buffer {
  let bytes = framedPages.get(page);
  if (!bytes) {
    bytes = Buffer.from(`{"data":{${JSON.stringify(collection)}:${page.json},"count":${page.count}}}`);
    framedPages.set(page, bytes);
  }
  return bytes;
}

/** Register the endpoints a resource declares, exactly as declared (method + path under /api). */
export function registerResourceRoutes(api: FastifyInstance, service: ResourceService): void {
  const r = service.resource;
  const tags = [r.name];
  const access = (action: Action) => ({ module: r.module, action });
  const scopeOf = async (request: FastifyRequest) => {
    const auth = requireAuth(request.auth);
    return { auth, scope: await unitScopeOf(api.db, auth) };
  };
  const route = (spec: EndpointSpec) => {
    const { method, path } = parseEndpoint(spec);
    return { method, url: path };
  };
  const consumes = r.files ? ['application/json', 'multipart/form-data'] : ['application/json'];

  if (r.endpoints.list) {
    const { method, url } = route(r.endpoints.list);
    const schema = method === 'GET' ? { querystring: LIST_QUERY_STRING_SCHEMA } : { body: LIST_QUERY_BODY_SCHEMA };
    api.route({
      method, url, config: access('GET'), preValidation: method === 'GET' ? undefined : emptyBodyAsObject,
      schema: { tags, summary: `List ${r.name}: { data: { ${r.collection}: [...], count } }`, ...schema },
      handler: async (request, reply) => {
        const { auth, scope } = await scopeOf(request);
        const query = method === 'GET' ? normalizeListQueryString(request.query as Parameters<typeof normalizeListQueryString>[0]) : normalizeListBody(request.body as ListQuery);
        const page = await service.listJson(auth, scope, query);
        return reply.type('application/json; charset=utf-8').send(framedPage(r.collection, page));
      },
    });
  }

  if (r.endpoints.one) {
    const { method, url } = route(r.endpoints.one);
    api.route<IdParams>({
      method, url, config: access('GET'),
      schema: { tags, summary: `One ${r.schema} by id`, params: ID_PARAMS },
      handler: async (request) => {
        const { auth, scope } = await scopeOf(request);
        return { data: await service.one(auth, scope, request.params.id) };
      },
    });
  }

  if (r.endpoints.create) {
    const { method, url } = route(r.endpoints.create);
    api.route({
      method, url, config: access('POST'),
      schema: { tags, summary: `Create a ${r.schema}`, consumes, body: handlerValidated(r.schema, false) },
      handler: async (request, reply) => {
        const { auth, scope } = await scopeOf(request);
        const { body, uploads } = await readWriteBody(request, r, api.config.bodyLimitBytes);
        const input = validateBody(service.store, r.schema, auth.company.slug, 'create', service.hooks.normalizeBody ? service.hooks.normalizeBody(body, 'create') : body);
        return reply.code(201).send({ data: await service.create(auth, scope, input, uploads) });
      },
    });
  }

  if (r.endpoints.update) {
    const { method, url } = route(r.endpoints.update);
    api.route<IdParams>({
      method, url, config: access('PATCH'),
      schema: { tags, summary: `Update a ${r.schema} (partial)`, consumes, params: ID_PARAMS, body: handlerValidated(r.schema, true) },
      handler: async (request) => {
        const { auth, scope } = await scopeOf(request);
        const { body, uploads } = await readWriteBody(request, r, api.config.bodyLimitBytes);
        const patch = validateBody(service.store, r.schema, auth.company.slug, 'update', service.hooks.normalizeBody ? service.hooks.normalizeBody(body, 'update') : body);
        return { data: await service.update(auth, scope, request.params.id, patch, uploads) };
      },
    });
  }

  if (r.endpoints.remove) {
    const { method, url } = route(r.endpoints.remove);
    api.route<IdParams>({
      method, url, config: access('DELETE'), preValidation: method === 'DELETE' ? undefined : emptyBodyAsObject,
      schema: { tags, summary: `Delete a ${r.schema}`, params: ID_PARAMS, ...(method === 'DELETE' ? {} : { body: REMOVE_BODY }) },
      handler: async (request) => {
        const { auth, scope } = await scopeOf(request);
        return { data: await service.remove(auth, scope, request.params.id) };
      },
    });
  }
}
