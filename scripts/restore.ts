/**
 * `npm run restore -- <backup.tar.gz>`: puts a backup made by `npm run backup` back (the server must be stopped).
 * The DATA_DIR entries it replaces are moved aside, never deleted; on PostgreSQL the dump replaces the database's
 * objects in one transaction.
 */
import { loadConfig } from '../src/server/config';
import { restoreBackup } from '../src/server/lifecycle/backup';
import { DataDirLockedError } from '../src/server/lifecycle/dataDirLock';

async function main(): Promise<void> {
  const file = process.argv.slice(2).find((a) => a !== '--');
  if (!file) throw new Error('Usage: npm run restore -- <backup.tar.gz>');
  const config = loadConfig();
  const { manifest, movedAside } = await restoreBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, file);
  console.log(`Restored the ${manifest.kind} backup of ${manifest.createdAt} into ${config.dataDir}${config.databaseUrl ? ' and the PostgreSQL database' : ''}.`);
  if (movedAside) console.log(`What it replaced is kept in ${movedAside}.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof DataDirLockedError ? `${err.message}\nStop the server first.` : err instanceof Error ? err.message : err);
  process.exit(1);
});
