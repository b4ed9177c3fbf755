import { getTableColumns, getTableName, is, sql, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Rows as ONE JSON parameter expanded by json_populate_recordset, for `db.insert(table).select(jsonRows(table, rows))`:
 * every column in the table's order (what Drizzle's INSERT … SELECT lists), a column a row leaves out taking its
 * default. A VALUES list needs a placeholder per value — 5,000 to 10,000 for a batch of marks or workdays — which
 * Drizzle builds and the database binds one by one; on PGlite that costs as much as the insert itself.
 */
export function jsonRows<T extends PgTable>(table: T, rows: T['$inferInsert'][]): SQL {
  const { fields, list } = jsonPlanOf(table);
  const records = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      let value = (row as Record<string, unknown>)[f.key];
      if (value === undefined && f.defaultFn) value = f.defaultFn();
      if (value === undefined) value = f.fixed;
      if (value !== undefined) out[f.name] = value;
    }
    return out;
  });
  return sql`select ${list} from json_populate_recordset(null::${sql.identifier(getTableName(table))}, ${JSON.stringify(records)}::json) as r`;
}

interface JsonPlan {
  /** per column: the row's key, the column's name, and a default JavaScript fills in (a function's, or a constant) */
  fields: { key: string; name: string; defaultFn?: () => unknown; fixed: unknown }[];
  /** the SELECT list: defaults written in SQL (gen_random_uuid(), now()) apply where a row has no value */
  list: SQL;
}

// worked out once per table: a batch of thousands of rows otherwise asks every column's default kind per row
const plans = new WeakMap<PgTable, JsonPlan>();
function jsonPlanOf(table: PgTable): JsonPlan {
  let plan = plans.get(table);
  if (plan) return plan;
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  plan = {
    fields: columns.map(([key, c]) => ({
      key, name: c.name, defaultFn: c.defaultFn as (() => unknown) | undefined,
      fixed: c.default !== undefined && !is(c.default, SQL) ? c.default : undefined,
    })),
    list: sql.join(columns.map(([, c]) => (is(c.default, SQL) ? sql`coalesce(r.${sql.identifier(c.name)}, ${c.default})` : sql`r.${sql.identifier(c.name)}`)), sql`, `),
  };
  plans.set(table, plan);
  return plan;
}

/** `column = any('{…}'::uuid[])`: one parameter for a list of ids, where `in (…)` binds one per id. */
export function anyUuid(column: PgColumn | SQL, ids: string[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}

/**
 * `select <fields> from <table> where … order by …`, answered by the database as ONE JSON text instead of a row per
 * match: reading thousands of rows field by field is most of a large read's cost on PGlite (its protocol reader copies
 * and decodes each value), one text and JSON.parse cost a fraction. Timestamps come back as Dates, like Drizzle's.
 */
export async function selectAsJson<F extends Record<string, PgColumn>>(
  db: Db, table: PgTable, fields: F, where: SQL | undefined, orderBy?: SQL,
): Promise<{ [K in keyof F]: F[K]['_']['data'] }[]> {
  const pairs = Object.entries(fields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  const result = (await db.execute(sql`select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)})${order}), '[]')::text as "json" from ${table} where ${where ?? sql`true`}`)) as unknown as { rows: { json: string }[] };
  const rows = JSON.parse(result.rows[0].json) as Record<string, unknown>[];
  const dates = Object.entries(fields).filter(([, column]) => column.columnType === 'PgTimestamp').map(([key]) => key);
  if (dates.length) for (const row of rows) for (const key of dates) if (typeof row[key] === 'string') row[key] = new Date(row[key] as string);
  return rows as { [K in keyof F]: F[K]['_']['data'] }[];
}

/** `column = any(…)` for a list of texts (any characters), as one JSON parameter. */
export function anyText(column: PgColumn, values: string[]): SQL {
  return sql`${column} = any(array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)))`;
}
