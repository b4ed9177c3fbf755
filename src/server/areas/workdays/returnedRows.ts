import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Run a data-changing statement with `RETURNING <columns>` and get its rows as ONE JSON text, each row an object of
 * `fields` (key → returned column name): on PGlite every returned field costs JavaScript work, one text does not.
 */
export async function returnedRows<T>(db: Db, statement: SQLWrapper, fields: Record<keyof T & string, string>): Promise<T[]> {
  const pairs = Object.entries(fields as Record<string, string>).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, changed.${sql.identifier(column)}`);
  // getSQL(): a query builder embedded as is would be wrapped in parentheses, which a CTE's insert refuses
  const result = (await db.execute(sql`with changed as (${statement.getSQL()}) select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)})), '[]')::text as "json" from changed`)) as unknown as { rows: { json: string }[] };
  return JSON.parse(result.rows[0].json) as T[];
}
