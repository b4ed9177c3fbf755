import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { branchOffices, companies, users } from '../db/schema';
import { dayoffTypes, folderTypes, hierarchies, shiftTemplates, specialDays, workshiftTypes } from '../engine/storage/productTables';
import type { CompanyRows } from './companyRows';

/** Rows per INSERT: big enough to be fast, small enough to stay far below PostgreSQL's 65535 bind parameters. */
export const SEED_BATCH_SIZE = 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertInBatches<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], batchSize: number): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    await tx.insert(table).values(rows.slice(i, i + batchSize) as never);
  }
}

/**
 * All of a company in ONE transaction, so a crash mid-seed leaves no half company behind (and the next start seeds
 * again). Only `tx` is used inside: on PGlite, touching `db` in the callback deadlocks on its single connection.
 */
export async function writeCompanyRows(db: Db, rows: CompanyRows, batchSize = SEED_BATCH_SIZE): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(companies).values(rows.company);
    await insertInBatches(tx, branchOffices, rows.branchOffices, batchSize);
    await insertInBatches(tx, users, rows.users, batchSize);
    await insertInBatches(tx, hierarchies, rows.hierarchies, batchSize);
    await insertInBatches(tx, workshiftTypes, rows.workshiftTypes, batchSize);
    await insertInBatches(tx, shiftTemplates, rows.shiftTemplates, batchSize);
    await insertInBatches(tx, dayoffTypes, rows.dayoffTypes, batchSize);
    await insertInBatches(tx, folderTypes, rows.folderTypes, batchSize);
    await insertInBatches(tx, specialDays, rows.specialDays, batchSize);
  });
  // Fresh statistics after a bulk load, so the planner picks the list indexes from the first request on
  // (autovacuum would get there later on PostgreSQL; PGlite has no autovacuum).
  await db.execute(sql`ANALYZE`);
}
