import { getTableName, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import enL from '../../../shared/i18n/en-US/payrolllayouts.json';
import esL from '../../../shared/i18n/es-ES/payrolllayouts.json';
import ptL from '../../../shared/i18n/pt-BR/payrolllayouts.json';
import enR from '../../../shared/i18n/en-US/payrollreport.json';
import esR from '../../../shared/i18n/es-ES/payrollreport.json';
import ptR from '../../../shared/i18n/pt-BR/payrollreport.json';
import { NOVELTY_TYPES } from '../../../shared/novelties';
import { fieldValue, NOVELTY_FIELD, toCsv, type CsvOptions, type LayoutColumn, type PayrollField, type PayrollRow } from '../../../shared/payrollReport/fields';
import type { Db } from '../../db/client';
import { engineTableOf } from '../../engine/tables';
import { contentTypeOf } from '../../files/contentTypes';
import { loadExcel } from '../../files/excel';
import { notFound } from '../../http/apiError';
import { rowsOf } from '../dashboard/dashboardContext';

const LAYOUT_TEXTS: Record<Locale, typeof enL> = { 'en-US': enL, 'es-ES': esL as typeof enL, 'pt-BR': ptL as typeof enL };
const REPORT_TEXTS: Record<Locale, typeof enR> = { 'en-US': enR, 'es-ES': esR as typeof enR, 'pt-BR': ptR as typeof enR };

export interface PayrollLayout extends CsvOptions { id: string; name: string; format: 'CSV' | 'XLSX'; columns: LayoutColumn[] }
export interface PayrollFile { name: string; format: 'CSV' | 'XLSX' | 'PDF'; contentType: string; body: Buffer }

/** A saved layout of the caller's company (resources/payrollLayouts.ts); another company's id is 404, like a missing one. */
export async function loadLayout(db: Db, companyId: string, id: string): Promise<PayrollLayout> {
  const table = sql.raw(`"${getTableName(engineTableOf('payrolllayouts').table)}"`);
  const [row] = await rowsOf<{ id: string; name: string; format: 'CSV' | 'XLSX'; delimiter: CsvOptions['delimiter'] | null; decimal_separator: CsvOptions['decimalSeparator'] | null; include_header: boolean | null; columns: LayoutColumn[] }>(db,
    sql`SELECT id, name, format, delimiter, decimal_separator, include_header, columns FROM ${table} WHERE id = ${id} AND company_id = ${companyId}`);
  if (!row) throw notFound();
  return {
    id: row.id, name: row.name, format: row.format, columns: row.columns ?? [],
    delimiter: row.delimiter ?? 'SEMICOLON', decimalSeparator: row.decimal_separator ?? 'COMMA', includeHeader: row.include_header !== false,
  };
}

const slug = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

async function workbook(sheetName: string, headers: string[], rows: (string | number | null)[][], widths?: number[]): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: headers.length ? 1 : 0 }] });
  if (headers.length) {
    sheet.addRow(headers).font = { bold: true };
  }
  for (const r of rows) sheet.addRow(r);
  sheet.columns.forEach((c, i) => { c.width = widths?.[i] ?? 16; });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A saved layout's file: its columns in its order, its headers (or the figure's name), CSV or XLSX. */
export async function layoutFile(layout: PayrollLayout, rows: PayrollRow[], period: string, locale: Locale): Promise<PayrollFile> {
  const names = LAYOUT_TEXTS[locale].enums.field as Record<PayrollField, string>;
  const headers = layout.columns.map((c) => c.header?.trim() || names[c.field] || c.field);
  const values = rows.map((r) => layout.columns.map((c) => fieldValue(r, c.field, period)));
  const base = `${slug(layout.name) || 'payroll'}-${period}`;
  if (layout.format === 'XLSX') {
    return { name: `${base}.xlsx`, format: 'XLSX', contentType: contentTypeOf('xlsx'), body: await workbook(layout.name, layout.includeHeader ? headers : [], values) };
  }
  // a BOM so spreadsheet programs read the accents of names as UTF-8
  return { name: `${base}.csv`, format: 'CSV', contentType: 'text/csv; charset=utf-8', body: Buffer.from(`\uFEFF${toCsv(headers, values, layout)}`, 'utf8') };
}

/**
 * The product's own sheet: who, the worked figures, one column per absence reason present in the period, the paid,
 * unpaid and vacation totals, the novelties by type, the slips and the novelties' status.
 */
export function productTable(rows: PayrollRow[], period: string, locale: Locale): { headers: string[]; values: Array<Array<string | number | null>>; fixed: number } {
  const fields = LAYOUT_TEXTS[locale].enums.field as Record<PayrollField, string>;
  const texts = REPORT_TEXTS[locale];
  const reasons = new Map<string, string>();
  for (const r of rows) for (const a of r.absences) reasons.set(a.typeId, a.title);
  const types = NOVELTY_TYPES.filter((t) => rows.some((r) => r.novelties[t] !== undefined));
  const fixed: PayrollField[] = ['period', 'externalId', 'numberOfDocument', 'lastName', 'firstName', 'unit', 'workedDays', 'workedHours', 'overtimeHours', 'nightHours'];
  const headers = [
    ...fixed.map((f) => fields[f]), ...[...reasons.values()],
    fields.paidAbsenceDays, fields.unpaidAbsenceDays, fields.vacationDays, ...types.map((t) => fields[NOVELTY_FIELD[t] as PayrollField]),
    fields.slipsDelivered, texts.columns.status,
  ];
  const values = rows.map((r) => [
    ...fixed.map((f) => fieldValue(r, f, period)),
    ...[...reasons.keys()].map((id) => r.absences.find((a) => a.typeId === id)?.days ?? 0),
    r.paidAbsenceDays, r.unpaidAbsenceDays, r.vacationDays, ...types.map((t) => r.novelties[t] ?? 0),
    r.slipsDelivered, texts.noveltyStatus[r.noveltiesStatus],
  ]);
  return { headers, values, fixed: fixed.length };
}

/** The product's own sheet (productTable) as XLSX. */
export async function productSheet(rows: PayrollRow[], period: string, locale: Locale): Promise<PayrollFile> {
  const texts = REPORT_TEXTS[locale];
  const { headers, values, fixed } = productTable(rows, period, locale);
  const widths = headers.map((h, i) => (i < fixed ? [9, 12, 14, 20, 16, 20][i] ?? 12 : Math.max(12, Math.min(24, h.length + 2))));
  return { name: `${texts.export.file}-${period}.xlsx`, format: 'XLSX', contentType: contentTypeOf('xlsx'), body: await workbook(texts.export.sheet, headers, values, widths) };
}
