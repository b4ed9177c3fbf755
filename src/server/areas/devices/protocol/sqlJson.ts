import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/**
 * Run a data-changing statement with `RETURNING <one column>` and get the returned values as ONE JSON text (on
 * PGlite every returned field costs JavaScript work; a 5,000-punch upload returns 5,000 ids).
 */
export async function returnedValues<T = string>(db: Db, statement: SQLWrapper, column: string): Promise<T[]> {
  // getSQL(): a query builder embedded as is would be wrapped in parentheses, which a CTE's insert refuses
  const result = (await db.execute(sql`with changed as (${statement.getSQL()}) select coalesce(json_agg(changed.${sql.identifier(column)}), '[]')::text as "json" from changed`)) as unknown as { rows: { json: string }[] };
  return JSON.parse(result.rows[0].json) as T[];
}

/** `update <table> set <column> = v.value from <json rows {id, value} as v> where <table>.id = v.id` as one parameter. */
export function jsonUpdates(rows: { id: string; value: string | null }[]): SQL {
  return sql`json_to_recordset(${JSON.stringify(rows)}::json) as v(id uuid, value text)`;
}
