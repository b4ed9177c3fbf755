import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBackup, restoreBackup, type BackupTarget } from '../../../src/server/lifecycle/backup';
import { DataDirLockedError } from '../../../src/server/lifecycle/dataDirLock';
import { openDataStore } from '../../../src/server/lifecycle/openDataStore';

/**
 * `npm run backup` / `npm run restore` round trip on the database this pass runs on (the embedded one, or a fresh
 * PostgreSQL database made from TEST_DATABASE_URL): what was there at the backup comes back, data and files alike.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-backup-test-'));
const target: BackupTarget = { dataDir: path.join(root, 'data') };
const dbName = `t_backup_${randomBytes(5).toString('hex')}`;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  fs.mkdirSync(target.dataDir, { recursive: true });
  if (adminUrl) {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    target.databaseUrl = url.toString();
  }
});
afterAll(async () => {
  if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  fs.rmSync(root, { recursive: true, force: true });
});

async function withStore<T>(work: (db: Awaited<ReturnType<typeof openDataStore>>['database']['db']) => Promise<T>): Promise<T> {
  const store = await openDataStore(target);
  try {
    return await work(store.database.db);
  } finally {
    await store.close();
  }
}
const slugs = () => withStore(async (db) => {
  const res = (await db.execute(sql`select slug from companies where slug like 'backup-%' order by slug`)) as unknown as { rows: { slug: string }[] };
  return res.rows.map((r) => r.slug);
});
const file = (name: string) => path.join(target.dataDir, 'files', name);

it('restores the database, the files and the token secret as they were at the backup', async () => {
  await withStore((db) => db.execute(sql`insert into companies (slug, name) values ('backup-before', 'Before')`));
  fs.mkdirSync(path.dirname(file('a.txt')), { recursive: true });
  fs.writeFileSync(file('a.txt'), 'one');
  fs.writeFileSync(path.join(target.dataDir, 'token-secret'), 'secret-at-backup');
  const archive = path.join(root, 'out', 'backup.tar.gz');
  const manifest = await createBackup(target, archive);
  expect(manifest.kind).toBe(adminUrl ? 'postgres' : 'embedded');

  // life goes on after the backup
  await withStore(async (db) => {
    await db.execute(sql`delete from companies where slug = 'backup-before'`);
    await db.execute(sql`insert into companies (slug, name) values ('backup-after', 'After')`);
  });
  fs.writeFileSync(file('a.txt'), 'two');
  fs.writeFileSync(file('b.txt'), 'new');
  fs.writeFileSync(path.join(target.dataDir, 'token-secret'), 'secret-later');
  expect(await slugs()).toEqual(['backup-after']);

  const { movedAside } = await restoreBackup(target, archive);
  expect(await slugs()).toEqual(['backup-before']);
  expect(fs.readFileSync(file('a.txt'), 'utf8')).toBe('one');
  expect(fs.existsSync(file('b.txt'))).toBe(false);
  expect(fs.readFileSync(path.join(target.dataDir, 'token-secret'), 'utf8')).toBe('secret-at-backup');
  // what the restore replaced is kept, not deleted
  expect(fs.readFileSync(path.join(movedAside!, 'files', 'b.txt'), 'utf8')).toBe('new');
}, 120_000);

it('refuses a backup of the other kind of database, and a file that is not a backup', async () => {
  const archive = path.join(root, 'out', 'backup.tar.gz');
  const other: BackupTarget = adminUrl ? { dataDir: target.dataDir } : { ...target, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };
  await expect(restoreBackup(other, archive)).rejects.toThrow(/holds the (embedded|postgres) database/);
  const notBackup = path.join(root, 'not-backup.tar.gz');
  fs.writeFileSync(path.join(root, 'x.txt'), 'x');
  await import('node:child_process').then(({ execFileSync }) => execFileSync('tar', ['-czf', notBackup, '-C', root, 'x.txt']));
  await expect(restoreBackup(target, notBackup)).rejects.toThrow(/not a backup/);
});

it.skipIf(Boolean(adminUrl))('backs up the embedded database only while no server holds it', async () => {
  const store = await openDataStore(target);
  try {
    await expect(createBackup(target, path.join(root, 'out', 'live.tar.gz'))).rejects.toBeInstanceOf(DataDirLockedError);
  } finally {
    await store.close();
  }
});
