import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { jsonRows } from '../db/jsonRows';

/** Rows per statement: one JSON parameter of a few MB. */
const ROWS_PER_STATEMENT = 5000;

/**
 * Inserts many rows, ROWS_PER_STATEMENT at a time, each statement taking them as ONE json parameter (`jsonRows`):
 * tens of thousands of marks go in a few statements, which on PGlite is several times faster than a VALUES list with
 * a placeholder per value, and works the same on PostgreSQL. Values must be JSON-ready (Dates become ISO text).
 */
export async function bulkInsertJson<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await tx.insert(table).select(jsonRows(table, rows.slice(i, i + ROWS_PER_STATEMENT)));
  }
}
