import { getTableColumns, getTableName, is, sql, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Rows as ONE JSON parameter, for `db.insert(table).select(jsonRows(table, rows))`: every column in the table's order
 * (what Drizzle's INSERT … SELECT lists), a column a row leaves out taking its default. A VALUES list needs a
 * placeholder per value — 5,000 to 10,000 for a batch of marks or workdays — which Drizzle builds and the database
 * binds one by one; on PGlite that costs as much as the insert itself.
 * Each row travels as a JSON array of its values (`jsonb_array_elements`, each value read by position and cast to its
 * column's type), not as an object expanded by json_populate_recordset, which on PGlite costs about three times as
 * much a row; a column holding the same value in every row of the batch (the company, a clock's serial, the source…)
 * is sent once, as a parameter of its own.
 */
export function jsonRows<T extends PgTable>(table: T, rows: T['$inferInsert'][]): SQL {
  const { fields } = jsonPlanOf(table);
  const columns = fields.map((f) => rows.map((row) => {
    let value = (row as Record<string, unknown>)[f.key];
    if (value === undefined && f.defaultFn) value = f.defaultFn();
    if (value === undefined) value = f.fixed;
    return value;
  }));
  const sent: unknown[][] = [];
  const list = fields.map((f, c) => {
    const values = columns[c];
    const first = values[0];
    if (values.every((v) => sameValue(v, first))) {
      // no value (undefined or null) takes the column's SQL default, as a missing one does row by row
      if (first === undefined || first === null) return f.sqlDefault ?? sql`null::${f.type}`;
      const text = first instanceof Date ? first.toISOString() : typeof first === 'object' ? JSON.stringify(first) : String(first);
      // sent as text and cast here, whatever the driver would make of a parameter of the column's type
      return sql`${text}::text::${f.type}`;
    }
    const at = sql.raw(String(sent.length));
    sent.push(values);
    const read = f.kind === 'json' ? sql`nullif(e->${at}, 'null'::jsonb)::${f.type}` : f.kind === 'text' ? sql`e->>${at}` : sql`(e->>${at})::${f.type}`;
    return f.sqlDefault ? sql`coalesce(${read}, ${f.sqlDefault})` : read;
  });
  const tuples = rows.map((_, i) => sent.map((values) => values[i] ?? null));
  return sql`select ${sql.join(list, sql`, `)} from jsonb_array_elements(${JSON.stringify(tuples)}::jsonb) as e`;
}

/** The same value in two rows of a batch, so it can be sent once: none, a primitive, one object, or the same instant. */
function sameValue(a: unknown, b: unknown): boolean {
  if ((a ?? null) === (b ?? null)) return true;
  return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
}

interface JsonPlan {
  /**
   * per column: the row's key, a default JavaScript fills in (a function's, or a constant), the one written in SQL
   * (gen_random_uuid(), now()) that applies where a row has no value, its SQL type and how a JSON value becomes one
   */
  fields: { key: string; defaultFn?: () => unknown; fixed: unknown; sqlDefault?: SQL; type: SQL; kind: 'json' | 'text' | 'cast' }[];
}

// worked out once per table: a batch of thousands of rows otherwise asks every column's default kind per row
const plans = new WeakMap<PgTable, JsonPlan>();
function jsonPlanOf(table: PgTable): JsonPlan {
  let plan = plans.get(table);
  if (plan) return plan;
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  plan = {
    fields: columns.map(([key, c]) => {
      const type = c.getSQLType();
      // a JSON array is no array literal: such a column would need json_populate_recordset's conversion
      if (type.endsWith(']')) throw new Error(`jsonRows: ${getTableName(table)}.${c.name} is an array column`);
      return {
        key, defaultFn: c.defaultFn as (() => unknown) | undefined,
        fixed: c.default !== undefined && !is(c.default, SQL) ? c.default : undefined,
        sqlDefault: is(c.default, SQL) ? c.default : undefined,
        type: sql.raw(type),
        kind: type === 'jsonb' || type === 'json' ? 'json' : type === 'text' ? 'text' : 'cast',
      };
    }),
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
