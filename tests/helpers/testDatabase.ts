import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPostgres, PGLITE_EXTENSIONS, type Database, type Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { syncResourceStorage } from '../../src/server/engine/storage';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../src/server/db/migrations');

/** Identity of the migrated template: the migrations and the PGlite version. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8')).version);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  // the derived tables come from the schemas and declarations (src/server/engine/storage)
  for (const dir of [MIGRATIONS, path.resolve(import.meta.dirname, '../../schemas'), path.resolve(import.meta.dirname, '../../resources'), path.resolve(import.meta.dirname, '../../src/server/engine/storage')]) walk(dir);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty PGlite data directory, built once and kept in the temp dir: starting PGlite from it takes a
 * fraction of initdb + migrations, which keeps the API suite fast. Rebuilt when a migration or PGlite changes.
 */
async function migratedTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `hr-pglite-template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite('memory://', { extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
    await syncResourceStorage(drizzle(client, { schema }) as unknown as Db);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    renameSync(temp, file); // atomic: parallel test files never read half a template
  }
  return new Blob([readFileSync(file)]);
}

async function openPgliteFromTemplate(): Promise<Database> {
  const client = new PGlite({ loadDataDir: await migratedTemplate(), extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    dialect: 'pglite',
    migrate: async () => {
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
      await syncResourceStorage(drizzle(client, { schema }) as unknown as Db);
    },
    close: () => client.close(),
  };
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when TEST_DATABASE_URL is set, a new
 * PostgreSQL database created from that URL (and dropped again by `drop`).
 */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openPgliteFromTemplate();
    await database.migrate(); // no-op on the template; proves the journal matches
    return { database, drop: () => database.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
