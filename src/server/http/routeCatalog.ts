import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One registered route as declared: what a generic check (the bad-input fuzz test, start-up checks) needs. */
export interface RouteEntry {
  method: string;
  url: string;
  schema?: FastifySchema;
  config: Record<string, unknown>;
  /** the route's own body limit, when it sets one (else the app's) */
  bodyLimit?: number;
}

/**
 * Keep every route the app registers, in order, on `app.routeCatalog`. Fastify has no public list of routes with
 * their schemas once ready (printRoutes is text), and checks that must cover routes added later — by any area — are
 * only generic if they read the routes from Fastify itself. Install before any route is registered.
 */
export function installRouteCatalog(app: FastifyInstance): void {
  const entries: RouteEntry[] = [];
  app.decorate('routeCatalog', entries);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      entries.push({ method: String(method).toUpperCase(), url: route.url, schema: route.schema, config: (route.config ?? {}) as Record<string, unknown>, bodyLimit: route.bodyLimit });
    }
  });
}
