import { loadExcel } from '../../files/excel';
import type { Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/en-US/users.json';
import es from '../../../shared/i18n/es-ES/users.json';
import pt from '../../../shared/i18n/pt-BR/users.json';
import type { ApiRecord } from '../../engine/records';
import { enumLabel as overlayEnumLabel, fieldLabels } from '../../../shared/overlayLabels';
import { overlayFieldsOf, type JsonSchema } from '../../engine/schemaStore';
import { RECORD_COLUMNS } from '../../../shared/users/recordColumns';

/** The `users` texts (server/i18n.ts loads only errors and mail texts). */
const TEXTS = { 'es-ES': es, 'en-US': en, 'pt-BR': pt } satisfies Record<Locale, typeof es>;

export const exportText = (locale: Locale, key: keyof typeof es.export): string => TEXTS[locale].export[key];

/** The employee record's columns, in the order of the profile page; overlay fields follow. */
export const EXPORT_FIELDS = RECORD_COLUMNS;

const PRIMARY = 'FF39E489';
const TEXT_FIELDS = new Set(['numberOfDocument', 'phone', 'externalId']);

/** `2024-03-01` as a date cell (UTC midnight: Excel has no time zones). */
const dateCell = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : null);

export interface Column {
  key: string;
  header: string;
  value: (r: ApiRecord) => unknown;
  date?: boolean;
}

export function columnsFor(locale: Locale, schema: JsonSchema, branchNames: Map<string, string>): Column[] {
  const t = TEXTS[locale];
  const fields = t.fields as Record<string, string>;
  const enumLabel = (field: 'typeOfDocument' | 'gender', v: unknown) =>
    typeof v === 'string' ? ((t.enums[field] as Record<string, string>)[v] ?? v) : null;
  const props = schema.properties ?? {};
  const base: Column[] = EXPORT_FIELDS.map((field) => {
    const prop = props[field] ?? {};
    const column: Column = { key: field, header: fields[field] ?? field, value: (r) => r[field] ?? null, date: prop.format === 'date' };
    if (field === 'typeOfDocument' || field === 'gender') column.value = (r) => enumLabel(field, r[field]);
    if (field === 'mainBranch') column.value = (r) => (typeof r.mainBranch === 'string' ? (branchNames.get(r.mainBranch) ?? '') : null);
    if (field === 'active') {
      column.header = t.status.title;
      column.value = (r) => (r.active ? t.status.active : t.status.inactive);
    }
    return column;
  });
  // the company's custom fields, headed and valued by the overlay's own labels in the caller's language
  const overlay = overlayFieldsOf(schema)
    .filter((field) => !(EXPORT_FIELDS as readonly string[]).includes(field))
    .map((field) => {
      const prop = props[field];
      const labels = fieldLabels(prop, locale);
      const isEnum = Array.isArray(prop.enum);
      return {
        key: field,
        header: labels?.title ?? field,
        value: (r: ApiRecord) => (isEnum && r[field] !== null && r[field] !== undefined ? overlayEnumLabel(labels, r[field]) : (r[field] ?? null)),
        date: prop.format === 'date',
      };
    });
  return [...base, ...overlay];
}

/**
 * The collaborators as an Excel sheet: headers in the caller's language, dates as date cells, document numbers and
 * phones as text (leading zeros survive), unit names instead of ids, the status and the last leave. `only`: those
 * columns, in that order (the collaborators report builder).
 */
export async function collaboratorWorkbook(locale: Locale, schema: JsonSchema, rows: ApiRecord[], branchNames: Map<string, string>, only?: string[]): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(exportText(locale, 'sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const all = columnsFor(locale, schema, branchNames);
  // a report builder's columns, in its order
  const columns = only ? only.flatMap((key) => all.filter((c) => c.key === key)) : all;
  const dateFormat = locale === 'en-US' ? 'mm/dd/yyyy' : 'dd/mm/yyyy';
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(12, c.header.length + 4),
    style: c.date ? { numFmt: dateFormat } : TEXT_FIELDS.has(c.key) ? { numFmt: '@' } : {},
  }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: PRIMARY } };
  for (const r of rows) {
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.date ? dateCell(r[c.key]) : c.value(r)])));
  }
  if (rows.length) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}
