import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ApiRecord } from './records';

/**
 * A resource's unit scope column holds one unit id (a collaborator's main unit), or a jsonb array of them (a
 * device's organizationalUnits). Reading: a record is in scope when one of its units is (`?|`, served by the GIN
 * index storage derives for an array scope). Writing: every unit of the new value must be in scope.
 */
export const isArrayColumn = (column: PgColumn): boolean => column.columnType === 'PgJsonb';

/** The condition "this record is in the caller's units" (scope non-empty). */
export function scopeCondition(column: PgColumn, scope: Set<string>): SQL {
  if (!scope.size) return sql`false`;
  if (isArrayColumn(column)) return sql`${column} ?| ${`{${[...scope].join(',')}}`}::text[]`;
  return inArray(column, [...scope]);
}

/** Every unit a value names is in scope (an empty or missing value is not: nobody's units). */
export function valueInScope(value: unknown, scope: Set<string>): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every((v) => typeof v === 'string' && scope.has(v));
  return typeof value === 'string' && scope.has(value);
}

/** Whether a write changes the scope field (arrays compared as sets). */
export function scopeValueChanged(record: ApiRecord, before: ApiRecord, field: string): boolean {
  const a = record[field];
  const b = before[field];
  if (Array.isArray(a) && Array.isArray(b)) return a.length !== b.length || new Set([...a, ...b]).size !== new Set(a).size;
  return a !== b;
}
