/**
 * Start entry (`npm start` via scripts/start.ts, `npm run dev`): config → DATA_DIR lock (PGlite only) → database
 * and migrations → demo company on an empty database → HTTP. SIGINT/SIGTERM stop in the reverse order; a failed
 * start prints one clear line and exits 1.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type ServerConfig } from './config';
import { onEmbeddedDatabaseLost } from './db/pgliteThread';
import { fileStoreFor } from './files';
import { DataDirLockedError } from './lifecycle/dataDirLock';
import { seedDemoIfEmpty } from './lifecycle/demoOnFirstStart';
import { openDataStore, type DataStore } from './lifecycle/openDataStore';
import { handleShutdownSignals } from './lifecycle/shutdown';
import { browserUrl, startupBanner } from './lifecycle/startupBanner';
import { createMailTransport } from './mail';
import { ResourceDeclarationError, StorageDriftError } from './engine/storage';

async function main(config: ServerConfig): Promise<void> {
  let store: DataStore | undefined;
  let app: FastifyInstance | undefined;

  // the embedded database thread died on its own: exit so a supervisor restarts the server (the next start recovers
  // the stale DATA_DIR lock) instead of answering every request with an error
  onEmbeddedDatabaseLost(() => process.exit(1));

  const startup = (async () => {
    store = await openDataStore(config);
    const { database } = store;
    const demo = await seedDemoIfEmpty(database.db, config);
    const built = await buildApp({
      config,
      database,
      mail: createMailTransport(config, database.db),
      files: fileStoreFor(config, 'files'),
      clientDir: config.clientDir,
    });
    app = built;
    await built.listen({ port: config.port, host: config.host });
    const where = database.dialect === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'pgdata')}` : 'PostgreSQL';
    console.log(startupBanner({ url: browserUrl(built.server.address(), config.host), database: where, demo }));
  })();

  // Installed before the database opens: Ctrl+C during a first start (initdb, seed) waits for that step to
  // finish instead of leaving a half-created data directory. Then: stop accepting requests, close the database
  // (PGlite: CHECKPOINT), release the lock.
  handleShutdownSignals({
    onShutdown: async () => {
      await startup.catch(() => undefined);
      await app?.close();
      await store?.close();
    },
  });

  try {
    await startup;
  } catch (err) {
    await app?.close().catch(() => undefined);
    await store?.close().catch(() => undefined);
    throw err;
  }
}

function describeStartError(err: unknown, config: ServerConfig): string {
  // an implementer's schema or declaration that cannot be served: the message names the file, the field and the fix
  if (err instanceof DataDirLockedError || err instanceof StorageDriftError || err instanceof ResourceDeclarationError) return err.message;
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') return `Port ${config.port} on ${config.host} is already in use: stop the other program or set PORT.`;
  if (code === 'EACCES') return `Not allowed to listen on ${config.host}:${config.port} or to write DATA_DIR ${config.dataDir}.`;
  if (!(err instanceof Error)) return `Server failed to start: ${String(err)}`;
  const where = (err.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n');
  return `Server failed to start: ${err.message}\n${where}`;
}

const config = loadConfig();
main(config).catch((err: unknown) => {
  console.error(describeStartError(err, config));
  process.exit(1);
});
