import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/authContext';
import { notFound } from '../http/apiError';
import type { Engine } from './engine';

/** GET /schemas/:schemaId: the effective schema (base + the caller's company overlay) the browser renders from. */
export function registerSchemaRoutes(api: FastifyInstance, engine: Engine): void {
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
}
