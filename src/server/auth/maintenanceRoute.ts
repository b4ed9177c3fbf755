import type { FastifyInstance } from 'fastify';
import { readMaintenance } from './maintenance';

/** GET /auth/v1/maintenance: public, so the login page can show the maintenance notice before anyone logs in. */
export async function maintenanceRoute(api: FastifyInstance): Promise<void> {
  api.get('/auth/v1/maintenance', {
    config: { public: true },
    schema: { tags: ['auth'], summary: 'Whether the service is under maintenance', security: [] },
  }, async () => ({ data: await readMaintenance(api.db) }));
}
