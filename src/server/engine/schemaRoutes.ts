import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/authContext';
import { notFound } from '../http/apiError';
import { registerCompanyOpenApiRoute } from '../openapi/openapi';
import type { Engine } from './engine';
import type { SchemaStore } from './schemaStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** the entity schemas and company overlays, for area routes that need a company's effective schema (imports) */
    schemaStore: SchemaStore;
  }
}

/**
 * GET /schemas/:schemaId: the effective schema (base + the caller's company overlay, its fields marked `x-overlay`
 * with their `x-labels`) the browser renders from; GET /openapi.json: the company's OpenAPI document.
 */
export function registerSchemaRoutes(api: FastifyInstance, engine: Engine): void {
  if (!api.hasDecorator('schemaStore')) api.decorate('schemaStore', engine.store);
  api.get<{ Params: { schemaId: string } }>('/schemas/:schemaId', {
    config: { authOnly: true },
    schema: {
      tags: ['schemas'],
      summary: "Effective JSON Schema of an entity for the caller's company",
      params: { type: 'object', required: ['schemaId'], additionalProperties: false, properties: { schemaId: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    if (!engine.store.has(request.params.schemaId)) throw notFound();
    return { data: engine.store.effective(request.params.schemaId, auth.company.slug) };
  });
  registerCompanyOpenApiRoute(api, engine.store);
}
