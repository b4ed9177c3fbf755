import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { DEFAULT_MAP_TILES, type ServerConfig } from '../config';

/** Origins of the dashboard map tiles (MAP_TILE_URL; `{s}` subdomains allowed by a wildcard), for img-src. */
function tileOrigins(config: ServerConfig): string[] {
  const url = config.mapTileUrl || DEFAULT_MAP_TILES.url;
  const m = /^(https?:\/\/)([^/]+)/.exec(url);
  if (!m) return [];
  return [`${m[1]}${m[2].replace(/\{s\}/g, '*').replace(/[{}]/g, '')}`];
}

/**
 * Security headers and CORS. The CSP allows exactly what the SPA needs: our own scripts and styles, inline styles
 * (antd's CSS-in-JS injects <style> at run time), images from us, data: and blob: (previews of uploads), and frames
 * from us and blob: (PDFs are fetched with the token and shown in an <iframe> from an object URL: the document hub's
 * view page and preview, the file system's preview); plugins (<object>/<embed>) stay off.
 * No 'unsafe-eval': the forms validate by interpreting their schema (src/app/engine/form/schemaValidator.ts), not
 * with ajv's compiled functions, and a lint rule keeps `new Function`, eval and ajv out of the client.
 * CORS only for the configured origins (the Vite dev server by default); production serves the SPA same-origin.
 *
 * helmet's middleware is built once here and applied to every request's raw response: the Fastify plugin
 * (@fastify/helmet) built it again on every request, parsing the policy each time (about 8 % of a cached list's CPU).
 */
export async function registerSecurity(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(config)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // the employee portal and reports open in new tabs; they must keep working
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, next) => securityHeaders(request.raw, reply.raw, (err?: unknown) => next(err as Error | undefined)));
  noStoreApiAnswers(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    maxAge: 600,
  });
}

/**
 * `Cache-Control: no-store` on every /api answer that does not set its own (files and downloads do): answers carry
 * access tokens (login, password change, tool tokens) and personal data, which no browser or proxy cache may keep
 * (ASVS 8.2.1). The API docs' static files are left to their plugin.
 */
function noStoreApiAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });
}
