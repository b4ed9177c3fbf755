import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { acquireDataDirLock, LOCK_FILE_NAME } from './dataDirLock';

const run = promisify(execFile);

/**
 * `npm run backup` / `npm run restore`: one .tar.gz holding everything the product keeps — the database (the embedded
 * one's pgdata directory, or a `pg_dump` custom-format dump of PostgreSQL), the files kept on DATA_DIR (pictures,
 * attachments, documents, exports) and the token secret, which also seals the stored second-factor secrets (without
 * it a restored product could read neither sessions nor TOTP secrets). Files kept in a bucket are not in it: the
 * bucket's own versioning backs them up (docs/deploy.md). tar and pg_dump/pg_restore are the field's tools: the
 * archive streams to disk whatever the size.
 */

export type BackupKind = 'embedded' | 'postgres';
export interface BackupManifest { format: 1; kind: BackupKind; createdAt: string }
const MANIFEST = 'backup.json';
const DUMP = 'database.dump';

export interface BackupTarget { dataDir: string; databaseUrl?: string }

/** pg_dump / pg_restore from PATH, else the newest server's own (Debian keeps them under /usr/lib/postgresql). */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (fs.existsSync(path.join(root, v, 'bin', name))) return path.join(root, v, 'bin', name);
  throw new Error(`${name} was not found: install the PostgreSQL client (apt-get install postgresql-client)`);
}

/** DATA_DIR's entries the archive holds: all but the lock (and pgdata on PostgreSQL, where it is unused). */
function dataDirEntries(target: BackupTarget): string[] {
  if (!fs.existsSync(target.dataDir)) return [];
  return fs.readdirSync(target.dataDir).filter((e) => e !== LOCK_FILE_NAME && !(target.databaseUrl && e === 'pgdata')).sort();
}

/**
 * Writes the backup to `file`. On the embedded database it takes the DATA_DIR lock, so the server must be stopped
 * (a copy of a live pgdata would not be consistent); PostgreSQL is dumped live, in one consistent snapshot.
 */
export async function createBackup(target: BackupTarget, file: string): Promise<BackupManifest> {
  const kind: BackupKind = target.databaseUrl ? 'postgres' : 'embedded';
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-backup-'));
  const lock = kind === 'embedded' ? acquireDataDirLock(target.dataDir) : null;
  try {
    const manifest: BackupManifest = { format: 1, kind, createdAt: new Date().toISOString() };
    fs.writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
    const extra = [MANIFEST];
    if (target.databaseUrl) {
      await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', `--file=${path.join(work, DUMP)}`, target.databaseUrl]);
      extra.push(DUMP);
    }
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const entries = dataDirEntries(target);
    await run('tar', ['-czf', path.resolve(file), '-C', work, ...extra, ...(entries.length ? ['-C', target.dataDir, ...entries] : [])], { maxBuffer: 16 * 1024 * 1024 });
    return manifest;
  } finally {
    lock?.release();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Puts a backup back: DATA_DIR's entries are replaced by the archive's (the ones replaced are moved aside to
 * `<DATA_DIR>.before-restore-<time>`, never deleted), and on PostgreSQL the dump replaces the database's objects.
 * The kind must match (an embedded backup restores to the embedded database). The server must be stopped.
 */
export async function restoreBackup(target: BackupTarget, file: string): Promise<{ manifest: BackupManifest; movedAside: string | null }> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(file), '-C', work]);
    const manifestPath = path.join(work, MANIFEST);
    if (!fs.existsSync(manifestPath)) throw new Error(`${file} is not a backup of this product (no ${MANIFEST})`);
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest;
    const kind: BackupKind = target.databaseUrl ? 'postgres' : 'embedded';
    if (manifest.kind !== kind) {
      throw new Error(`${file} holds the ${manifest.kind} database; restore it with ${manifest.kind === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}`);
    }
    fs.mkdirSync(target.dataDir, { recursive: true });
    const lock = kind === 'embedded' ? acquireDataDirLock(target.dataDir) : null;
    try {
      if (target.databaseUrl) {
        await run(pgTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${target.databaseUrl}`, path.join(work, DUMP)]);
      }
      const incoming = fs.readdirSync(work).filter((e) => e !== MANIFEST && e !== DUMP);
      const replaced = dataDirEntries(target).filter((e) => incoming.includes(e) || e === 'pgdata');
      let movedAside: string | null = null;
      if (replaced.length) {
        movedAside = `${path.resolve(target.dataDir)}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        fs.mkdirSync(movedAside, { recursive: true });
        for (const e of replaced) fs.renameSync(path.join(target.dataDir, e), path.join(movedAside, e));
      }
      for (const e of incoming) fs.cpSync(path.join(work, e), path.join(target.dataDir, e), { recursive: true });
      return { manifest, movedAside };
    } finally {
      lock?.release();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
