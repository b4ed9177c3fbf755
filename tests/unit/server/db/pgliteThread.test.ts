import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../../../src/server/db/client';
import { readDataVersion } from '../../../../src/server/db/dataVersion';
import { branchOffices, companies } from '../../../../src/server/db/schema';
import { findPgError, UNIQUE_VIOLATION } from '../../../../src/server/http/dbErrors';

/**
 * The server's embedded database runs on a worker thread; through Drizzle it must behave exactly like PGlite in
 * the same thread: typed rows, interactive transactions that commit or roll back, PostgreSQL error codes, and a
 * close that leaves everything on disk.
 */
// each test creates a database (initdb and migrations): seconds, not the unit project's default 5 s
describe('PGlite on its own thread', { timeout: 60_000 }, () => {
  const open: Database[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((d) => d.close()));
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function fresh(dir = 'memory://'): Promise<Database> {
    const database = await openPglite(dir, { inThread: false });
    open.push(database);
    await database.migrate();
    return database;
  }

  const company = (slug: string) => ({ name: `Company ${slug}`, slug });

  it('answers typed rows (timestamps as Date, jsonb as objects) and counts', async () => {
    const { db } = await fresh();
    const [row] = await db.insert(companies).values(company('a')).returning();
    expect(row.createdAt).toBeInstanceOf(Date);
    const [again] = await db.select().from(companies).where(eq(companies.id, row.id));
    expect(again).toEqual(row);
    const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(companies);
    expect(n).toBe(1);
  });

  it('commits a transaction, rolls one back on error, and keeps plain queries out of an open one', async () => {
    const { db } = await fresh();
    await db.transaction(async (tx) => {
      await tx.insert(companies).values(company('kept'));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(companies).values(company('dropped'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    // while a transaction is open, a plain query waits for it (PGlite has one connection) and sees its result
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const inTx = db.transaction(async (tx) => {
      await tx.insert(companies).values(company('late'));
      await gate;
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = db.select({ slug: companies.slug }).from(companies);
    release();
    await inTx;
    expect((await outside).map((r) => r.slug).sort()).toEqual(['kept', 'late']);
  });

  it('nests transactions as savepoints', async () => {
    const { db } = await fresh();
    await db.transaction(async (tx) => {
      await tx.insert(companies).values(company('outer'));
      await tx.transaction(async (inner) => {
        await inner.insert(companies).values(company('inner'));
        inner.rollback();
      }).catch(() => undefined);
    });
    expect((await db.select({ slug: companies.slug }).from(companies)).map((r) => r.slug)).toEqual(['outer']);
  });

  it('keeps PostgreSQL error fields (unique violation code and constraint)', async () => {
    const { db } = await fresh();
    await db.insert(companies).values(company('dup'));
    const err = await db.insert(companies).values(company('dup')).then(() => null, (e: unknown) => e);
    const pgError = findPgError(err);
    expect(pgError?.code).toBe(UNIQUE_VIOLATION);
    expect(pgError?.constraint).toBe('companies_slug_uq');
  });

  it('persists to the data directory across close and reopen', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-pglite-thread-'));
    dirs.push(dir);
    const first = await openPglite(dir, { inThread: false });
    await first.migrate();
    await first.db.insert(companies).values(company('durable'));
    await first.close();
    await first.close(); // twice is fine
    await expect(first.db.select().from(companies)).rejects.toMatchObject({ cause: { message: expect.stringMatching(/closed/) } });

    const second = await fresh(dir);
    expect((await second.db.select({ slug: companies.slug }).from(companies)).map((r) => r.slug)).toEqual(['durable']);
  });

  it('lets a request that is being answered when the server stops finish its next query, then refuses new ones', async () => {
    const database = await openPglite('memory://', { inThread: false });
    await database.migrate();
    const { db } = database;
    // a list request: its count has run, its page query comes a moment after close() was called
    await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(companies);
    const closing = database.close();
    await new Promise((r) => setTimeout(r, 5));
    await expect(db.insert(companies).values(company('late')).returning()).resolves.toHaveLength(1);
    await closing;
    await expect(db.select().from(companies)).rejects.toMatchObject({ cause: { message: expect.stringMatching(/closed/) } });
  });

  it('keeps the data version between writes, and sees every write at once, committed or in a transaction', async () => {
    const { db } = await fresh();
    const [acme] = await db.insert(companies).values(company('versions')).returning();
    const unit = (name: string) => ({ companyId: acme.id, name, city: 'Vigo', country: 'ES' });
    const v0 = await readDataVersion(db, acme.id);
    expect(await readDataVersion(db, acme.id)).toBe(v0); // nothing written since: the same version
    await db.insert(branchOffices).values(unit('Vigo'));
    const v1 = await readDataVersion(db, acme.id);
    expect(v1).toBeGreaterThan(v0);
    await db.transaction(async (tx) => {
      await tx.insert(branchOffices).values(unit('Lugo'));
    });
    const v2 = await readDataVersion(db, acme.id);
    expect(v2).toBeGreaterThan(v1);
    // a rolled-back write changes nothing, but is read again to know it
    await db.transaction(async (tx) => {
      await tx.insert(branchOffices).values(unit('Ourense'));
      tx.rollback();
    }).catch(() => undefined);
    expect(await readDataVersion(db, acme.id)).toBe(v2);
    // a read sent while a write is pending does not keep the older version for later calls
    const during = readDataVersion(db, acme.id);
    const write = db.insert(branchOffices).values(unit('Pontevedra'));
    await Promise.all([during, write]);
    expect(await readDataVersion(db, acme.id)).toBeGreaterThan(v2);
  });
});
