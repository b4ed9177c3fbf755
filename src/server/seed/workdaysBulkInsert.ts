import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** Rows per statement: one JSON parameter of a few MB. */
const ROWS_PER_STATEMENT = 5000;

/**
 * Inserts many rows as ONE json parameter expanded by json_populate_recordset, instead of a VALUES list with a
 * placeholder per value: tens of thousands of marks go in a few statements, which on PGlite is several times
 * faster (no huge statement to parse and bind) and works the same on PostgreSQL. Columns no row sets (created_at,
 * updated_at…) take their defaults; a column only some rows set is NULL in the others. Values must be JSON-ready
 * (Dates become ISO text).
 */
export async function bulkInsertJson<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table);
  // every column some row sets (the others take their defaults)
  const keys = Object.keys(columns).filter((k) => rows.some((row) => (row as Record<string, unknown>)[k] !== undefined));
  const names = keys.map((k) => columns[k].name);
  const list = sql.join(names.map((n) => sql.identifier(n)), sql`, `);
  const name = sql.identifier(getTableName(table));
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => {
      const out: Record<string, unknown> = {};
      keys.forEach((k, j) => (out[names[j]] = (row as Record<string, unknown>)[k]));
      return out;
    });
    await tx.execute(sql`INSERT INTO ${name} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${name}, ${JSON.stringify(chunk)}::json)`);
  }
}
