import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action } from '../../shared/modules';
import { parseEndpoint } from '../../shared/resource';
import { requireAuth } from '../auth/authContext';
import { unitScopeOf } from '../permissions/unitScope';
import { validateBody } from './bodyValidation';
import { readWriteBody } from './requestBody';
import { ID_PARAMS } from './resourceRoutes';
import type { ResourceService } from './resourceService';
import { REST_LIST_QUERY_SCHEMA, restListQuery, type RestListQueryString } from './restQuery';

/** Where the REST convention is served, under /api. */
export const REST_PREFIX = '/rest';

const TOTAL_HEADER = 'X-Total-Count';

/** Records are sent as they are (overlay fields included): the response schemas below document, they do not filter. */
const asJson = () => (data: unknown) => JSON.stringify(data);

type IdParams = { Params: { id: string } };

/**
 * A resource's endpoints again in @refinedev/simple-rest's convention (json-server's), so a customer's own Refine or
 * react-admin app reads the company's data with no adapter: `GET /rest/<name>` answers a bare array with
 * `X-Total-Count`; `GET`, `PATCH`, `DELETE /rest/<name>/:id` and `POST /rest/<name>` answer the bare record.
 * Each verb exists only where the resource declares the matching endpoint, with the same module key and action,
 * company and unit scope, validation against the company's schema, rules, hooks and audit (ResourceService).
 * Errors keep the API's envelope `{ statusCode, code, message, errors }`.
 */
export function registerRestRoutes(api: FastifyInstance, service: ResourceService): void {
  const r = service.resource;
  const url = `${REST_PREFIX}/${r.name}`;
  const tags = ['rest'];
  const access = (action: Action) => ({ module: r.module, action });
  const record = { $ref: `${r.schema}#` };
  const declared = (name: keyof typeof r.endpoints) => {
    const spec = r.endpoints[name];
    return spec ? `${parseEndpoint(spec).method} /api${parseEndpoint(spec).path}` : '';
  };
  const scopeOf = async (request: FastifyRequest) => {
    const auth = requireAuth(request.auth);
    return { auth, scope: await unitScopeOf(api.db, auth) };
  };
  /** the body as the declared create/update reads it: multipart where files are declared, the area's reshaping, the company's schema */
  const input = async (request: FastifyRequest, mode: 'create' | 'update') => {
    const { auth, scope } = await scopeOf(request);
    const { body, uploads } = await readWriteBody(request, r, api.config.bodyLimitBytes);
    const normalized = service.hooks.normalizeBody ? service.hooks.normalizeBody(body, mode) : body;
    return { auth, scope, uploads, data: validateBody(service.store, r.schema, auth.company.slug, mode, normalized) };
  };
  const handlerValidated = (partial: boolean) => ({
    'x-handler-validated': true,
    description: partial ? `Partial ${r.schema}: only the fields to change` : `A ${r.schema}`,
    allOf: [record],
  });

  if (r.endpoints.list) {
    api.route({
      method: 'GET', url, config: access('GET'),
      schema: {
        tags,
        summary: `List ${r.name} (simple-rest): a bare array, the total in ${TOTAL_HEADER}`,
        description: `As \`${declared('list')}\`. Filters: \`field=v\` (equal; repeated: any of), \`field_ne\`, \`field_like\` (contains), \`field_gte\`, \`field_lte\`; \`id=a&id=b\` reads several records.`,
        querystring: REST_LIST_QUERY_SCHEMA,
        response: { 200: { description: 'The page', type: 'array', items: record, headers: { [TOTAL_HEADER]: { type: 'integer', description: 'rows matching the filters, all pages' } } } },
      },
      serializerCompiler: asJson,
      handler: async (request, reply) => {
        const { auth, scope } = await scopeOf(request);
        const { json, count } = await service.listJson(auth, scope, restListQuery(request.query as RestListQueryString, service.schemaFor(auth)));
        // a browser app on another origin may read the total only if it is exposed
        return reply.header(TOTAL_HEADER, String(count)).header('Access-Control-Expose-Headers', TOTAL_HEADER).type('application/json; charset=utf-8').send(json);
      },
    });
  }

  if (r.endpoints.one) {
    api.route<IdParams>({
      method: 'GET', url: `${url}/:id`, config: access('GET'),
      schema: { tags, summary: `One ${r.schema} (simple-rest), as \`${declared('one')}\``, params: ID_PARAMS, response: { 200: { description: 'The record', ...record } } },
      serializerCompiler: asJson,
      handler: async (request) => {
        const { auth, scope } = await scopeOf(request);
        return service.one(auth, scope, request.params.id);
      },
    });
  }

  if (r.endpoints.create) {
    api.route({
      method: 'POST', url, config: access('POST'),
      schema: { tags, summary: `Create a ${r.schema} (simple-rest), as \`${declared('create')}\``, body: handlerValidated(false), response: { 201: { description: 'The record created', ...record } } },
      serializerCompiler: asJson,
      handler: async (request, reply) => {
        const { auth, scope, data, uploads } = await input(request, 'create');
        return reply.code(201).send(await service.create(auth, scope, data, uploads));
      },
    });
  }

  if (r.endpoints.update) {
    api.route<IdParams>({
      method: 'PATCH', url: `${url}/:id`, config: access('PATCH'),
      schema: { tags, summary: `Update a ${r.schema} (simple-rest, partial), as \`${declared('update')}\``, params: ID_PARAMS, body: handlerValidated(true), response: { 200: { description: 'The record updated', ...record } } },
      serializerCompiler: asJson,
      handler: async (request) => {
        const { auth, scope, data, uploads } = await input(request, 'update');
        return service.update(auth, scope, request.params.id, data, uploads);
      },
    });
  }

  if (r.endpoints.remove) {
    // also where the declared delete travels as a PATCH with a body (branch offices): the engine's delete reads no body
    api.route<IdParams>({
      method: 'DELETE', url: `${url}/:id`, config: access('DELETE'),
      schema: {
        tags, summary: `Delete a ${r.schema} (simple-rest), as \`${declared('remove')}\``, params: ID_PARAMS,
        response: { 200: { description: 'The id deleted', type: 'object', properties: { id: { type: 'string', format: 'uuid' } } } },
      },
      serializerCompiler: asJson,
      handler: async (request) => {
        const { auth, scope } = await scopeOf(request);
        return service.remove(auth, scope, request.params.id);
      },
    });
  }
}
