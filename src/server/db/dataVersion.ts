import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { dataVersions } from './schema';

/** Databases whose every write this process sends (the embedded one), with the count of statements that may write. */
const writeCounters = new WeakMap<Db, { writes: () => number; known: Map<string, { writes: number; version: number }> }>();

/** Say that this process sends every write of `db` (PGlite on its thread), counted by `writes`. */
export function registerWriteCounter(db: Db, writes: () => number): void {
  writeCounters.set(db, { writes, known: new Map() });
}

/**
 * The company's data version (schema.ts `dataVersions`): moves on with every committed write to a list resource's
 * table. Read it before the data it will key: the data is then at least that new. On the embedded database no other
 * process writes, so the version read last stands while no statement that may write has been sent since (counted
 * from before that read: a write sent meanwhile makes the next call read again) — a cached list page then costs no
 * query at all. On PostgreSQL other processes write: always read.
 */
export async function readDataVersion(db: Db, companyId: string): Promise<number> {
  const counter = writeCounters.get(db);
  const writes = counter?.writes();
  const known = counter?.known.get(companyId);
  if (known && known.writes === writes) return known.version;
  const [row] = await db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.companyId, companyId)).limit(1);
  const version = row?.version ?? 0;
  if (counter && writes !== undefined) {
    if (counter.known.size > 10_000) counter.known.clear();
    counter.known.set(companyId, { writes, version });
  }
  return version;
}
