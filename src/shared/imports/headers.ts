import en from '../i18n/en-US/imports.json';
import es from '../i18n/es-ES/imports.json';
import pt from '../i18n/pt-BR/imports.json';
import { IMPORT_COLUMNS, REQUIRED_COLUMNS, type ImportColumn, type ImportField, type ImportValues } from './columns';
import type { CustomImportColumn } from './overlayColumns';

/** `Nº de documento *` → `nDeDocumento`-like key: no accents, case, spaces, marks or punctuation. */
const headerKey = (header: string): string => header.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');

/** Every spelling a column header may have: its key and its label in every locale (templates of any language). */
const COLUMN_BY_HEADER = new Map<string, ImportColumn>();
for (const column of IMPORT_COLUMNS) {
  COLUMN_BY_HEADER.set(headerKey(column), column);
  for (const texts of [es, en, pt]) COLUMN_BY_HEADER.set(headerKey((texts.columns as Record<ImportColumn, string>)[column]), column);
}

export const columnOfHeader = (header: string): ImportColumn | null => COLUMN_BY_HEADER.get(headerKey(header)) ?? null;

/** A header → a base column, else a company custom field (by its name or its label in any locale). */
function fieldOfHeader(header: string, custom: CustomImportColumn[]): ImportField | null {
  const base = columnOfHeader(header);
  if (base) return base;
  const key = headerKey(header);
  return custom.find((c) => headerKey(c.key) === key || c.labels.some((l) => headerKey(l) === key))?.key ?? null;
}

/** One data row of the file; `line` is its row number in the spreadsheet (the header is line 1). */
export interface ParsedRow {
  line: number;
  values: ImportValues;
}

export interface ParsedTable {
  rows: ParsedRow[];
  /** headers that are no known column (their cells are ignored) */
  unknownHeaders: string[];
  /** required columns the header lacks */
  missingColumns: ImportColumn[];
}

/**
 * A sheet (first row = headers) as import rows keyed by column (the company's `custom` fields too). Blank rows are
 * skipped; cells are trimmed; a column named twice keeps its first occurrence.
 */
export function tableToRows(table: string[][], custom: CustomImportColumn[] = []): ParsedTable {
  const headerIndex = table.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (headerIndex < 0) return { rows: [], unknownHeaders: [], missingColumns: [...REQUIRED_COLUMNS] };
  const headers = table[headerIndex];
  const columns: (ImportField | null)[] = [];
  const unknownHeaders: string[] = [];
  const seen = new Set<ImportField>();
  for (const header of headers) {
    const column = fieldOfHeader(header, custom);
    if (column && !seen.has(column)) {
      seen.add(column);
      columns.push(column);
    } else {
      columns.push(null);
      if (!column && header.trim()) unknownHeaders.push(header.trim());
    }
  }
  const rows: ParsedRow[] = [];
  for (let i = headerIndex + 1; i < table.length; i++) {
    const cells = table[i];
    if (!cells.some((c) => c.trim() !== '')) continue;
    const values: ImportValues = {};
    columns.forEach((column, c) => {
      const cell = (cells[c] ?? '').trim();
      if (column && cell) values[column] = cell;
    });
    rows.push({ line: i + 1, values });
  }
  return { rows, unknownHeaders, missingColumns: REQUIRED_COLUMNS.filter((c) => !seen.has(c)) };
}
