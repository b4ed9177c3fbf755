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
  for (const p of columnProps) record[p] = asJsonTimestamp(row[p] ?? null);
  record.createdAt = row.createdAt;
  record.updatedAt = row.updatedAt;
  return record;
}

/** PostgreSQL's text of a timestamptz (`2026-03-02 08:00:00+00`, how a date-time column reads in string mode). */
const PG_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)([+-]\d\d)(:\d\d)?$/;

/** A date-time column in the form the lists give it (PostgreSQL's to_json: `2026-03-02T08:00:00+00:00`), so one record reads the same by its own endpoint and in a list. */
const asJsonTimestamp = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const m = PG_TIMESTAMP.exec(value);
  return m ? `${m[1]}T${m[2]}${m[3]}${m[4] ?? ':00'}` : value;
};

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
