import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** A database that does not answer `select 1` in this long is not ready, whatever the reason. */
const READY_TIMEOUT_MS = 2_000;

/**
 * For load balancers and supervisors (docs/deploy.md). GET /api/health: the process answers (liveness; never touches
 * the database, so a slow database does not get the process restarted). GET /api/ready: this process can serve — its
 * database answers and it is not shutting down — else 503, so the balancer sends traffic to the others.
 */
export async function healthRoutes(api: FastifyInstance): Promise<void> {
  let closing = false;
  api.addHook('preClose', async () => {
    closing = true;
  });

  api.get('/health', {
    config: { public: true },
    schema: { tags: ['health'], summary: 'The process is alive', security: [] },
  }, async () => ({ status: 'ok' }));

  api.get('/ready', {
    config: { public: true },
    schema: { tags: ['health'], summary: 'The process can serve requests (database reachable, not shutting down)', security: [] },
  }, async (request, reply) => {
    if (closing) return reply.code(503).header('cache-control', 'no-store').send({ status: 'shutting-down' });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        api.db.execute(sql`select 1`),
        new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('database timeout')), READY_TIMEOUT_MS); }),
      ]);
    } catch (err) {
      request.log.warn({ err }, 'readiness: the database does not answer');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'database-unavailable' });
    } finally {
      clearTimeout(timer);
    }
    return reply.header('cache-control', 'no-store').send({ status: 'ready' });
  });
}
