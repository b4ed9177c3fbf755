import type { Locale } from '../../../shared/i18n/locales';
import type { ApiRecord } from '../../engine/records';
import { loadExcel } from '../../files/excel';
import { ARTICLE_TEXTS, statusLabel } from './stateLabels';

const PRIMARY = 'FF39E489';

/** `2024-03-01` (or an instant) as a date cell at UTC midnight: Excel has no time zones. */
const dateCell = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? new Date(`${v.slice(0, 10)}T00:00:00Z`) : null);

export interface ArticleNames {
  types: Map<string, string>;
  people: Map<string, string>;
}

/**
 * The articles as an Excel sheet, in the list's order: headers in the caller's language, type and person by name,
 * the state as the screen says it, dates as date cells, the value as a number, codes as text.
 */
export async function articleWorkbook(locale: Locale, rows: ApiRecord[], names: ArticleNames): Promise<Buffer> {
  const t = ARTICLE_TEXTS[locale];
  const f = t.fields as Record<string, string>;
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t.export.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const dateFormat = locale === 'en-US' ? 'mm/dd/yyyy' : 'dd/mm/yyyy';
  const columns: { key: string; value: (r: ApiRecord) => unknown; style?: Record<string, unknown>; width?: number }[] = [
    { key: 'title', value: (r) => r.title, width: 32 },
    { key: 'typeId', value: (r) => names.types.get(String(r.typeId)) ?? '' },
    { key: 'code', value: (r) => r.code ?? null, style: { numFmt: '@' } },
    { key: 'status', value: (r) => statusLabel(locale, String(r.status)) },
    { key: 'assigneeId', value: (r) => (typeof r.assigneeId === 'string' ? (names.people.get(r.assigneeId) ?? '') : null), width: 26 },
    { key: 'assignedAt', value: (r) => dateCell(r.assignedAt), style: { numFmt: dateFormat } },
    { key: 'purchaseDate', value: (r) => dateCell(r.purchaseDate), style: { numFmt: dateFormat } },
    { key: 'value', value: (r) => (typeof r.value === 'number' ? r.value : null), style: { numFmt: '#,##0.00' } },
    { key: 'description', value: (r) => r.description ?? null, width: 40 },
    { key: 'notes', value: (r) => r.notes ?? null, width: 40 },
  ];
  sheet.columns = columns.map((c) => ({ header: f[c.key] ?? c.key, key: c.key, width: c.width ?? Math.max(14, (f[c.key] ?? c.key).length + 4), style: c.style ?? {} }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: PRIMARY } };
  for (const r of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.value(r)])));
  if (rows.length) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}
