import { checkRow, type CellError, type ImportCellError, type ImportField, type ImportParse, type ImportValidation, type ImportValues } from '../../../shared/imports';

/** One row on the review screen: the file's values (maybe edited), its errors per cell, whether it changed since validated. */
export interface ImportRow {
  key: number;
  /** the row number in the file (header = 1) */
  line: number;
  values: ImportValues;
  errors: ImportCellError[];
  edited: boolean;
}

export type Localize = (error: CellError) => string;

export const rowsFromParse = (parsed: ImportParse): ImportRow[] =>
  parsed.rows.map((r, i) => ({ key: i, line: r.line, values: r.values, errors: [], edited: false }));

/** The server's answer for `sent` (in the order they were sent): every sent row gets exactly the errors listed for it. */
export function applyValidation(rows: ImportRow[], sent: ImportRow[], validation: ImportValidation): ImportRow[] {
  const byKey = new Map(sent.map((r) => [r.key, [] as ImportCellError[]]));
  for (const r of validation.rows) byKey.set(sent[r.index].key, r.errors);
  return rows.map((r) => (byKey.has(r.key) ? { ...r, errors: byKey.get(r.key) ?? [], edited: false } : r));
}

/**
 * The field errors of a refused import (`rows.<index>.<column>`, index into `sent`) put back on their cells.
 */
export function applyRefusal(rows: ImportRow[], sent: ImportRow[], errors: { field: string; code: string; message: string }[]): ImportRow[] {
  const byKey = new Map<number, ImportCellError[]>();
  for (const e of errors) {
    const m = /^rows\.(\d+)\.(\w+)$/.exec(e.field);
    if (!m || !sent[Number(m[1])]) continue;
    const key = sent[Number(m[1])].key;
    byKey.set(key, [...(byKey.get(key) ?? []), { field: m[2], code: e.code, message: e.message }]);
  }
  return rows.map((r) => (byKey.has(r.key) ? { ...r, errors: byKey.get(r.key) ?? [] } : r));
}

/**
 * A cell changed by the user: the row's own checks run at once (instant feedback); errors the server found on the
 * other cells stay until the next validation, which also redoes the checks across rows and against the company.
 */
export function editCell(rows: ImportRow[], key: number, column: ImportField, value: string, localize: Localize): ImportRow[] {
  return rows.map((r) => {
    if (r.key !== key) return r;
    const values = { ...r.values, [column]: value.trim() };
    if (!values[column]) delete values[column];
    const local = checkRow(values).errors.map((e) => ({ field: e.field, code: e.code, message: localize(e) }));
    const kept = r.errors.filter((e) => e.field !== column && !local.some((l) => l.field === e.field && l.code === e.code));
    return { ...r, values, errors: [...local, ...kept], edited: true };
  });
}

export const removeRows = (rows: ImportRow[], keys: Set<number>): ImportRow[] => rows.filter((r) => !keys.has(r.key));

export const isValidRow = (r: ImportRow): boolean => r.errors.length === 0;

export function summarize(rows: ImportRow[]): { total: number; valid: number; invalid: number; edited: number } {
  let invalid = 0;
  let edited = 0;
  for (const r of rows) {
    if (r.errors.length) invalid++;
    if (r.edited) edited++;
  }
  return { total: rows.length, valid: rows.length - invalid, invalid, edited };
}
