/**
 * `npm run backup [-- --out backups/hr-2026-11-28.tar.gz]`: the database, DATA_DIR's files and the token secret in
 * one archive (src/server/lifecycle/backup.ts). On the embedded database stop the server first; PostgreSQL
 * (DATABASE_URL) is dumped live.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { createBackup } from '../src/server/lifecycle/backup';
import { DataDirLockedError } from '../src/server/lifecycle/dataDirLock';

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--'));
  const { values } = parseArgs({ args, options: { out: { type: 'string', short: 'o' } } });
  const config = loadConfig();
  const out = values.out ?? `backups/hr-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  const manifest = await createBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, out);
  console.log(`Backup of the ${manifest.kind} database and ${config.dataDir} written to ${out}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof DataDirLockedError ? `${err.message}\nStop the server first: the embedded database is backed up while no server uses it.` : err instanceof Error ? err.message : err);
  process.exit(1);
});
