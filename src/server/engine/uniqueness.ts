import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ResourceDef } from '../../shared/resource';
import type { Db } from '../db/client';
import { fieldConflict } from '../http/apiError';
import { findPgError, UNIQUE_VIOLATION } from '../http/dbErrors';
import { fieldExpression } from './fieldExpressions';
import type { ApiRecord } from './records';
import type { JsonSchema } from './schemaStore';
import type { EngineTable } from './tables';

interface UniqueInput {
  resource: ResourceDef;
  table: EngineTable;
  columnProps: string[];
  schema: JsonSchema;
  uniqueWithin?: Record<string, string[]>;
}

/**
 * Check `resource.unique` in code before writing, so the answer names the field: 409 with the declared code
 * (TEMPLATE_NAME_EXISTS on `name`…). Text compares case-insensitively, like the database's unique indexes.
 */
export async function assertUnique(tx: Db, input: UniqueInput, companyId: string, record: ApiRecord, excludeId?: string): Promise<void> {
  const expr = (f: string) => fieldExpression(input.table, input.columnProps, input.schema, f);
  for (const [field, code] of Object.entries(input.resource.unique ?? {})) {
    const value = record[field];
    const fx = expr(field);
    if (value === undefined || value === null || !fx) continue;
    const conds: SQL[] = [eq(input.table.companyId, companyId)];
    conds.push(typeof value === 'string' ? sql`lower(${fx.expr}) = lower(${value})` : eq(fx.expr as SQL, value));
    for (const within of input.uniqueWithin?.[field] ?? []) {
      const wx = expr(within);
      if (wx) conds.push(record[within] === undefined || record[within] === null ? isNull(wx.expr) : eq(wx.expr as SQL, record[within]));
    }
    if (excludeId) conds.push(ne(input.table.id, excludeId));
    const [hit] = await tx.select({ id: input.table.id }).from(input.table.table).where(and(...conds)).limit(1);
    if (hit) throw fieldConflict(409, code, field);
  }
}

/**
 * A unique violation that slipped past the check (two writes racing) → the same 409 on the field, found by the
 * column named in the database's detail text; other errors pass through.
 */
export function mapUniqueViolation(err: unknown, input: Pick<UniqueInput, 'resource' | 'table'>): unknown {
  const pg = findPgError(err);
  if (pg?.code !== UNIQUE_VIOLATION) return err;
  const detail = `${pg.detail ?? ''} ${pg.constraint ?? ''}`;
  for (const [field, code] of Object.entries(input.resource.unique ?? {})) {
    const column = input.table.columns[field];
    if (column && detail.includes(column.name)) return fieldConflict(409, code, field);
  }
  return err;
}
