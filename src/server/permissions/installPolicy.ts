import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { PolicySync } from './policySync';

declare module 'fastify' {
  interface FastifyInstance {
    /** keeps `enforcer` equal to policy.csv + the database's company roles (reload after writes, cross-process check) */
    policySync: PolicySync;
  }
}

/**
 * The app's enforcer: policy.csv plus every company's roles, read from this app's database at start. One per app
 * (not per process), so two apps on two databases in one process (tests) never see each other's roles.
 */
export async function installPolicy(app: FastifyInstance, db: Db): Promise<void> {
  const sync = await PolicySync.start(db);
  app.decorate('enforcer', sync.enforcer);
  app.decorate('policySync', sync);
}
