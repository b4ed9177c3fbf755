import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { JobRunner } from './jobRunner';

declare module 'fastify' {
  interface FastifyInstance {
    /** the background job runner: `register` handlers while building, `enqueue` from routes */
    jobs: JobRunner;
  }
}

/**
 * Decorate `app.jobs` and tie the runner to the app's life: it starts once every plugin has registered its handlers
 * (onReady) and stops, waiting for the running job, when the app closes (tests, SIGTERM).
 */
export function installJobRunner(app: FastifyInstance, database: Database): void {
  const runner = new JobRunner(database.db, { log: app.log.child({ component: 'jobs' }), singleProcess: database.dialect === 'pglite' });
  app.decorate('jobs', runner);
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());
}
