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
/** jsonb_build_object takes at most 100 arguments: 50 key/value pairs */
const PAIRS_PER_CALL = 40;

export interface ListPageInput {
  table: EngineTable;
  /** the properties stored in their own column (records.ts) */
  columnProps: string[];
  /** the company's custom fields (stored in `extra`): null in a record that does not hold them */
  overlayFields?: string[];
  /** company and unit scope */
  scope: SQL[];
  /** the caller's filters and search */
  where: SQL[];
  orderBy: SQL[];
  /** what identifies this query's matches (resource, company, scope, filters): keys the plan hint below */
  hintKey: string;
}

/** One page as the API answers it: the records as JSON text (an array) and the total of the list. */
export interface ListPageJson {
  json: string;
  count: number;
}

/**
 * The last total seen for a query, to choose how its next page is read in one statement. Only a hint: a stale one
 * picks the slower plan for one request, never a wrong answer (each statement counts for itself).
 */
const totalHints = new Map<string, number>();
const MAX_HINTS = 10_000;

function rememberTotal(key: string, total: number): void {
  if (totalHints.size >= MAX_HINTS) totalHints.clear();
  totalHints.set(key, total);
}

const isTimestamp = (column: PgColumn) => column.columnType === 'PgTimestamp';

/**
 * One record as the API shows it (records.ts `toRecord`), built by the database as jsonb: the company's overlay
 * fields as null, overwritten by what `extra` holds, then id, the schema's columns by property name and the timestamps as ISO text in UTC (what a JavaScript
 * Date serialises to). The database then hands over one text value per page instead of every column of every row,
 * which is most of a list's cost in the driver and in JSON serialisation.
 */
const recordJsonCache = new WeakMap<string[], Map<string, SQL>>();
const keyPair = (key: string, value: SQL) => {
  if (!/^[A-Za-z0-9_]+$/.test(key)) throw new Error(`Property name ${key} cannot be a record key`);
  return sql`${sql.raw(`'${key}'`)}, ${value}`;
};
const buildObjects = (pairs: SQL[]): SQL[] => {
  const calls: SQL[] = [];
  for (let i = 0; i < pairs.length; i += PAIRS_PER_CALL) calls.push(sql`jsonb_build_object(${sql.join(pairs.slice(i, i + PAIRS_PER_CALL), sql`, `)})`);
  return calls;
};
function recordJson(t: EngineTable, columnProps: string[], overlayFields: string[]): SQL {
  let byOverlay = recordJsonCache.get(columnProps);
  if (!byOverlay) recordJsonCache.set(columnProps, (byOverlay = new Map()));
  let built = byOverlay.get(overlayFields.join(','));
  if (built) return built;
  const entries: [string, PgColumn][] = [['id', t.id], ...columnProps.map((p): [string, PgColumn] => [p, t.columns[p]]), ['createdAt', t.createdAt], ['updatedAt', t.updatedAt]];
  const pairs = entries.map(([key, column]) =>
    keyPair(key, isTimestamp(column) ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : sql`${column}`));
  const unset = buildObjects(overlayFields.map((f) => keyPair(f, sql`null`)));
  built = sql`(${sql.join([...unset, sql`${t.extra}`, ...buildObjects(pairs)], sql` || `)})`;
  byOverlay.set(overlayFields.join(','), built);
  return built;
}

/** The columns a record is built from (never the others: password hashes, token versions…). */
const recordColumnsCache = new WeakMap<string[], SQL>();
function recordColumns(t: EngineTable, columnProps: string[]): SQL {
  let list = recordColumnsCache.get(columnProps);
  if (!list) {
    const columns = [t.id, t.extra, t.createdAt, t.updatedAt, ...columnProps.map((p) => t.columns[p])];
    list = sql.join(columns.map((c) => sql`${c}`), sql`, `);
    recordColumnsCache.set(columnProps, list);
  }
  return list;
}

interface PageRow {
  json: string;
  total: string | number | null;
}

async function pageStatement(db: Db, statement: SQL): Promise<PageRow> {
  const result = (await db.execute(statement)) as unknown as { rows: PageRow[] };
  return result.rows[0];
}

async function countMatches(db: Db, input: ListPageInput, condition: SQL | undefined): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(input.table.table).where(condition);
  return count;
}

/**
 * One page of a list and its total, in one statement:
 * - few matches: the matches' ids and sort keys through whatever index fits (trigram for `contains`), counted by a
 *   window and sorted; only the page's rows are then read whole;
 * - many: walk the ordered index to the page's end; the total counted alongside.
 * Which one needs the number of matches: the last total seen for the same query, or a count first.
 */
export async function readListJson(db: Db, input: ListPageInput, page: { skip: number; limit: number }): Promise<ListPageJson> {
  const { table: t } = input;
  const condition = and(...input.scope, ...input.where);
  const orderBy = sql.join(input.orderBy, sql`, `);
  const record = recordJson(t, input.columnProps, input.overlayFields ?? []);
  let expected = totalHints.get(input.hintKey);
  if (expected === undefined) {
    expected = await countMatches(db, input, condition);
    rememberTotal(input.hintKey, expected);
    if (expected === 0 || page.skip >= expected) return { json: '[]', count: expected };
  }
  const filterFirst = input.where.length > 0 && expected <= FILTER_FIRST_FACTOR * (page.skip + page.limit);
  // aliased as the table itself, the ordering and record expressions apply to a subquery's rows unchanged
  const alias = sql.identifier(getTableName(t.table));
  const columns = recordColumns(t, input.columnProps);
  // a subquery with LIMIT is never merged into the outer query: PostgreSQL filters (trigram index…) before it sorts,
  // where it could otherwise walk the sort index through the whole table to count; the limit cuts nothing
  const matches = sql`select ${columns} from ${t.table} where ${condition} limit ${Number.MAX_SAFE_INTEGER}`;
  const row = filterFirst
    ? await pageStatement(db, sql`select coalesce(json_agg(${record} order by ${orderBy}), '[]')::text as "json", max(matches.total) as "total"
        from (select ${t.id} as id, count(*) over () as total from (${matches}) as ${alias} order by ${orderBy} limit ${page.limit} offset ${page.skip}) as matches
        join ${t.table} on ${t.id} = matches.id`)
    : await pageStatement(db, sql`select coalesce(json_agg(${record} order by ${orderBy}), '[]')::text as "json", (select count(*) from ${t.table} where ${condition}) as "total"
        from (select ${columns} from ${t.table} where ${condition} order by ${orderBy} limit ${page.limit} offset ${page.skip}) as ${alias}`);
  // a page past the end of a filtered list has no row to carry the window's count
  const count = row.total === null ? (page.skip === 0 ? 0 : await countMatches(db, input, condition)) : Number(row.total);
  rememberTotal(input.hintKey, count);
  return { json: row.json, count };
}
