import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ChangeListener } from './changeListener';
import { ChangeWatch, watchChanges } from './changeWatch';
import { PgliteThread } from './pgliteThread';
import * as schema from './schema';
import { syncResourceStorage } from '../engine/storage';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. Inside a transaction use the `tx` handed to you, never this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  /** run pending migrations, then keep the engine's derived tables in step with their schemas (idempotent) */
  migrate(): Promise<void>;
  /** flush to disk (PGlite: CHECKPOINT) and close */
  close(): Promise<void>;
}

/**
 * Extensions the migrations need (pg_trgm for list search); every PGlite the project opens passes these (the
 * database thread, pgliteWorker.mjs, loads the same list: change both together).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite persisted in `dir` (`memory://` for a throw-away database). By default it runs on its own worker thread
 * (pgliteThread.ts) so its queries stop neither the HTTP thread nor each other's callers; `inThread` (or
 * PGLITE_THREAD=main) keeps it on the calling thread, as a fallback and for comparisons.
 */
export async function openPglite(dir: string, opts: { inThread?: boolean } = {}): Promise<Database> {
  const inThread = opts.inThread ?? process.env.PGLITE_THREAD === 'main';
  const client = inThread ? new PGlite(dir, { extensions: PGLITE_EXTENSIONS }) : await PgliteThread.open(dir);
  if (client instanceof PGlite) await client.waitReady;
  // the Drizzle driver only calls query() and transaction(), which PgliteThread serves with PGlite's semantics
  const driverClient = client as PGlite;
  const db = drizzlePglite(driverClient, { schema }) as unknown as Db;
  // every write goes through this thread: a list page kept in memory needs no query while nothing was written
  if (client instanceof PgliteThread) watchChanges(db, new ChangeWatch(() => client.writes));
  return {
    db,
    dialect: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(driverClient, { schema }), { migrationsFolder });
      await syncResourceStorage(db);
    },
    async close() {
      if (client.closed) return;
      if (client instanceof PgliteThread) return client.close(); // CHECKPOINT, close, end the thread
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
}

/** PostgreSQL through a node-postgres pool; every pool option is set on purpose (see research notes). */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX ?? 10),
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // an idle client can lose its connection (database restart, admin termination): node-postgres then emits 'error'
  // on the pool, which would crash the process without a listener; the pool replaces the client on next use
  pool.on('error', (err) => console.error(`PostgreSQL: an idle connection failed (${err.message}); it will be replaced.`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // other processes' commits are heard through LISTEN (changeListener.ts); this process's own, as they complete
  let writes = 0;
  pool.on('connect', (client) => countCompletedWrites(client, () => writes++));
  const watch: ChangeWatch = new ChangeWatch(() => writes, (): boolean => listener.live);
  const listener: ChangeListener = new ChangeListener(url, watch);
  watchChanges(db, watch);
  await listener.start();
  return {
    db,
    dialect: 'postgres',
    migrate: async () => {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
      await syncResourceStorage(db);
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * Count each statement of `client` that may write (anything but a plain read) once it has completed: a value cached
 * before then is read again by this process's next request (a commit completes before its answer is sent).
 */
function countCompletedWrites(client: pg.PoolClient, count: () => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (text !== undefined && /^\s*(select|show)\b/i.test(text)) return query(...args);
    // the pool's own query() passes a callback (no promise): count in it, before the caller hears the result
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        count();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(count, count);
    else count();
    return result;
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pgdata'));
}
