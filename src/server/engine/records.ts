import type { EngineTable } from './tables';
import { SYSTEM_COLUMNS } from './tables';
import type { JsonSchema } from './schemaStore';

export type ApiRecord = Record<string, unknown>;

/** Base-schema properties stored in their own column (everything else a company adds lives in `extra`). */
export function columnProperties(base: JsonSchema, t: EngineTable): string[] {
  return Object.keys(base.properties ?? {}).filter((p) => t.columns[p] && !(SYSTEM_COLUMNS as readonly string[]).includes(p));
}

/**
 * A row as the API answers it: id, the schema's columns, overlay fields flattened from `extra` (the company's
 * `overlayFields` it does not hold are null, as unset columns are), timestamps.
 */
export function toRecord(row: Record<string, unknown>, columnProps: string[], overlayFields: string[] = []): ApiRecord {
  const record: ApiRecord = { id: row.id };
  for (const f of overlayFields) record[f] = null;
  const extra = (row.extra ?? {}) as Record<string, unknown>;
  for (const [k, v] of Object.entries(extra)) record[k] = v;
  for (const p of columnProps) record[p] = row[p] ?? null;
  record.createdAt = row.createdAt;
  record.updatedAt = row.updatedAt;
  return record;
}

/** Validated input → column values and extra (overlay) values. */
export function splitInput(input: ApiRecord, columnProps: string[]): { columns: ApiRecord; extra: ApiRecord } {
  const columns: ApiRecord = {};
  const extra: ApiRecord = {};
  for (const [k, v] of Object.entries(input)) {
    if (columnProps.includes(k)) columns[k] = v;
    else extra[k] = v;
  }
  return { columns, extra };
}
