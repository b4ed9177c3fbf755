import type { FastifyInstance } from 'fastify';
import { signFileUrlsIn } from '../files/signedFileUrls';

/**
 * Every JSON answer under /api leaves with its stored-file addresses signed (src/server/files/signedFileUrls.ts), so
 * the pictures and files a page was given open in an `<img>` or a link, and nothing else does. Registered on the root
 * before compression, so the signed text is what gets compressed.
 */
export function installFileAddressSigning(app: FastifyInstance, now: () => number = Date.now): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/files/')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    if (typeof payload === 'string') return signFileUrlsIn(payload, now());
    if (Buffer.isBuffer(payload) && payload.includes('/api/files/')) return signFileUrlsIn(payload.toString('utf8'), now());
    return payload;
  });
}
