import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { JsonSchema } from './schemaStore';
import type { EngineTable } from './tables';

/** How a property is read in SQL: its own column, or a path into `extra` for overlay properties. */
export interface FieldExpression {
  field: string;
  expr: SQL | PgColumn;
  /** the property's schema (type, format, items) */
  schema: JsonSchema;
  /** stored as a JSON array (jsonb column or array in extra) */
  isArray: boolean;
  /** a timestamp column: filter values are converted to Date */
  isTimestamp: boolean;
  /** free text, so `contains` and case-insensitive sorting apply */
  isText: boolean;
}

const SYSTEM_FIELD_SCHEMAS: Record<string, JsonSchema> = {
  id: { type: 'string', format: 'uuid' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
};

export const typesOf = (schema: JsonSchema): string[] =>
  (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['string']).filter((t) => t !== 'null');

/** The SQL expression of a filterable/sortable field, or null when the field is not a property of the schema. */
export function fieldExpression(t: EngineTable, columnProps: string[], schema: JsonSchema, field: string): FieldExpression | null {
  const system = SYSTEM_FIELD_SCHEMAS[field];
  if (system) {
    return { field, expr: t.columns[field], schema: system, isArray: false, isTimestamp: field !== 'id', isText: false };
  }
  const prop = schema.properties?.[field];
  if (!prop) return null;
  const types = typesOf(prop);
  const isArray = types.includes('array');
  // free text only: uuid/date columns are not text in SQL (no lower(), no ILIKE)
  const isText = types.includes('string') && (!prop.format || prop.format === 'email' || prop.format === 'uri');
  if (columnProps.includes(field)) return { field, expr: t.columns[field], schema: prop, isArray, isTimestamp: false, isText };
  // overlay property: read from extra, cast so comparisons follow the declared type
  let expr: SQL;
  if (isArray) expr = sql`(${t.extra} -> ${field})`;
  else if (types.includes('number') || types.includes('integer')) expr = sql`((${t.extra} ->> ${field})::numeric)`;
  else if (types.includes('boolean')) expr = sql`((${t.extra} ->> ${field})::boolean)`;
  else expr = sql`(${t.extra} ->> ${field})`;
  return { field, expr, schema: prop, isArray, isTimestamp: false, isText };
}
