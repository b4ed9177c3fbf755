import type { FastifyInstance, RouteOptions } from 'fastify';
import { authenticate } from '../auth/authenticate';
import type { TokenService } from '../auth/tokens';
import { ApiError, forbidden } from '../http/apiError';

/** Routes of plugins we do not write ourselves and that are public by nature. */
const PUBLIC_PREFIXES = ['/api/docs'];

/** calls without a module that only read although they are POSTs (support mode lets them through) */
const SUPPORT_POST_READS = new Set(['/api/companies/self', '/api/auth/v1/logout']);

const isApiUrl = (url: string | undefined): url is string => !!url && (url === '/api' || url.startsWith('/api/'));

/**
 * Fail fast at start-up: every /api route must say who may call it: `config: { module, action }`, `{ authOnly: true }`
 * or `{ public: true }`. A route that forgets is a bug, not an open door.
 */
export function installRouteAccessCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiUrl(route.url)) return;
    if (PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config = { ...(route.config ?? {}), public: true };
      return;
    }
    const c = route.config ?? {};
    const declared = [c.public === true, c.authOnly === true, c.module !== undefined].filter(Boolean).length;
    if (declared !== 1) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare exactly one of config.public, config.authOnly or config.module`);
    }
  });
}

/**
 * On every /api request (before the body is even parsed): authenticate unless the route is public, then check the
 * route's (module, action) against the caller's role in their company. 401 / 403 FORBIDDEN / 503 MAINTENANCE.
 */
export function installRouteAccessHook(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !isApiUrl(request.routeOptions.url)) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const auth = await authenticate(request, app.db, tokens);
    request.auth = auth;
    // support mode is read-only: a module's non-GET action, or a write without a module, is refused
    if (auth.support && (config.module ? (config.action ?? 'GET') !== 'GET' : request.method !== 'GET' && !SUPPORT_POST_READS.has(request.routeOptions.url ?? ''))) {
      throw new ApiError(403, 'SUPPORT_READ_ONLY');
    }
    // company roles changed by another server process on the same database reach this one within a second
    await app.policySync.ensureFresh().catch((err: unknown) => request.log.warn({ err }, 'policy freshness check failed; keeping the current policy'));
    if (config.module && !app.enforcer.can(auth.role, auth.company.id, config.module, config.action ?? 'GET')) throw forbidden();
    // an open API key reaches only the module actions it was given (never a route without a module: sessions, profile;
    // but the company's OpenAPI document, which describes what it may call)
    if (auth.apiKey && !config.anyApiKey && !auth.apiKey.scopes.some((s) => s.module === config.module && s.action === (config.action ?? 'GET'))) throw forbidden();
  });
}
