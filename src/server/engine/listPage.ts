import { and, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { EngineTable } from './tables';

/**
 * Filter first when the matches are at most this many times the rows up to the page's end: reading them all and
 * sorting them is then cheap and bounded, while walking the sort index until enough matches turn up may read most
 * of the table when the matches are rare or sort late (`lastName contains 'gar'`: 3,000 rows read for 50 shown,
 * 3x the database time of reading the 373 matches through the trigram index and sorting them).
 */
const FILTER_FIRST_FACTOR = 10;

export interface ListPageInput {
  table: EngineTable;
  /** the properties stored in their own column (records.ts) */
  columnProps: string[];
  /** company and unit scope */
  scope: SQL[];
  /** the caller's filters and search */
  where: SQL[];
  orderBy: SQL[];
}

/** The columns an API record is built from (records.ts): never the others (password hashes, token versions…). */
const recordColumnsCache = new WeakMap<string[], Record<string, PgColumn>>();
function recordColumns(t: EngineTable, columnProps: string[]): Record<string, PgColumn> {
  let columns = recordColumnsCache.get(columnProps);
  if (!columns) {
    columns = { id: t.id, extra: t.extra, createdAt: t.createdAt, updatedAt: t.updatedAt };
    for (const p of columnProps) columns[p] = t.columns[p];
    recordColumnsCache.set(columnProps, columns);
  }
  return columns;
}

/**
 * One page (the rows a record is built from) and the total of a list. The total comes first (it may use a trigram
 * index): no matches, or a page past the end, then need no second query, and it tells how to read the page. Few
 * matches: filter them (through whatever index fits), then sort; many: walk the ordered index to the page's end.
 */
export async function readListPage(db: Db, input: ListPageInput, page: { skip: number; limit: number }): Promise<{ rows: Record<string, unknown>[]; count: number }> {
  const { table, orderBy } = input;
  const columns = recordColumns(table, input.columnProps);
  const condition = and(...input.scope, ...input.where);
  const [{ count }] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(table.table).where(condition);
  if (count === 0 || page.skip >= count) return { rows: [], count };
  if (input.where.length > 0 && count <= FILTER_FIRST_FACTOR * (page.skip + page.limit)) {
    // A subquery with LIMIT is never merged into the outer query, so PostgreSQL filters before it sorts; the limit
    // cuts nothing. Aliased as the table itself, the ordering expressions apply to it unchanged.
    const matches = db.select(columns).from(table.table).where(condition).limit(Number.MAX_SAFE_INTEGER).as(getTableName(table.table));
    return { rows: await db.select().from(matches).orderBy(...orderBy).limit(page.limit).offset(page.skip), count };
  }
  return { rows: await db.select(columns).from(table.table).where(condition).orderBy(...orderBy).limit(page.limit).offset(page.skip), count };
}
