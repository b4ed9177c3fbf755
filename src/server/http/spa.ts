import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './apiError';
import { sendError } from './errorHandler';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The built SPA (dist/client) at `/`, when it exists, and one not-found handler for everything: unknown /api paths
 * answer 404 NOT_FOUND as JSON; any other GET that accepts HTML gets index.html (history fallback), so a deep link
 * or a reload on /team/profile/… opens the app. Files are sent precompressed (brotli or gzip) when the browser accepts it.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: 'index.html',
      // the build writes .br and .gz beside each text file (vite.config.ts): the best one the browser accepts is sent
      // as it is, no compression at request time; Vary: Accept-Encoding keeps caches from mixing them up
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // hashed build assets never change; index.html must always be revalidated
        res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (hasClient) varyOnEncoding(app);
  // a plain (not async) handler that does not return the reply: returning it makes Fastify await the thenable reply
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (hasClient && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && wantsHtml) {
      void reply.header('cache-control', 'no-cache').sendFile('index.html');
      return;
    }
    sendError(request, reply, new ApiError(404, 'NOT_FOUND'));
  });
}

/** The client's files exist in several encodings: a shared cache must key them on what the browser accepts. */
function varyOnEncoding(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const vary = reply.getHeader('vary');
    const list = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
    if (!/accept-encoding/i.test(list)) void reply.header('vary', list ? `${list}, Accept-Encoding` : 'Accept-Encoding');
  });
}
