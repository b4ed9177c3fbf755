import type { FastifyInstance } from 'fastify';
import type { Engine } from './engine';

/**
 * GET /resources: the declaration of every resource this server serves — the product's and those of extra
 * folders (RESOURCE_DIRS), the latter with their `labels` — so the browser builds menus, routes and generic pages
 * for a resource it was never built with. Declarations hold no data; any signed-in administrator reads them (what
 * a role may do is the policy's answer, enforced on each route).
 */
export function registerResourceCatalogRoute(api: FastifyInstance, engine: Engine): void {
  api.get('/resources', {
    config: { authOnly: true },
    schema: { tags: ['schemas'], summary: 'Resource declarations served by this server: { data: { resources: [...] } }' },
  }, async () => ({ data: { resources: engine.resources } }));
}
