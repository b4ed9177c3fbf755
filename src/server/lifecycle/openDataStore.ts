import type { ServerConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { acquireDataDirLock, type DataDirLock } from './dataDirLock';
import type { ConsoleLogger } from './logger';

export interface DataStore {
  database: Database;
  /** the DATA_DIR lock; null on PostgreSQL, where many processes may share the database */
  lock: DataDirLock | null;
  /** close the database (PGlite: CHECKPOINT first), then release the lock; safe to call twice */
  close(): Promise<void>;
}

/**
 * Open the product's database the way every process must: on PGlite take the DATA_DIR lock BEFORE touching
 * pgdata, then open and migrate. Used by the server and by the CLIs (company:create, outbox).
 */
export async function openDataStore(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  log: ConsoleLogger = console,
): Promise<DataStore> {
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir, { log });
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
  } catch (err) {
    await database?.close().catch(() => undefined);
    lock?.release();
    throw err;
  }
  const opened = database;
  let closing: Promise<void> | undefined;
  return {
    database: opened,
    lock,
    close() {
      closing ??= opened.close().finally(() => lock?.release());
      return closing;
    },
  };
}
