import fs from 'node:fs';
import Fastify from 'fastify';

/**
 * The yardstick of the cached-list figures (scripts/bench/cachedLists.ts): a bare Fastify process answering every
 * POST with the body the product answered (BODY_FILE), as JSON, on PORT. No auth, no database, no headers beyond
 * Fastify's own: what a list page served from memory could cost at best.
 */
const body = fs.readFileSync(process.env.BODY_FILE as string, 'utf8');
const app = Fastify({ logger: false });
app.post('/*', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening on', process.env.PORT);
