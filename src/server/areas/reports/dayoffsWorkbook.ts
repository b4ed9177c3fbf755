import type { Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/en-US/absencesreports.json';
import es from '../../../shared/i18n/es-ES/absencesreports.json';
import pt from '../../../shared/i18n/pt-BR/absencesreports.json';
import { loadExcel } from '../../files/excel';
import type { BradfordRow, DayoffGroupBy, DayoffGroupRow } from './dayoffsQuery';

/** The absences report texts (server/i18n.ts loads only errors and mail texts). */
export const ABSENCE_TEXTS = { 'es-ES': es, 'en-US': en, 'pt-BR': pt } satisfies Record<Locale, typeof es>;

/** informe-licencias-2030-01-01-2030-03-31.xlsx (in the caller's language) */
export const dayoffsFileName = (locale: Locale, from: string, to: string) => `${ABSENCE_TEXTS[locale].file}-${from}-${to}.xlsx`;

/**
 * The absences report as an XLSX file: a sheet with one row per group (reason, unit or person) and a totals row, and
 * a Bradford sheet (highest first). Small enough (one row per group or person) to build in memory.
 */
export async function writeDayoffsWorkbook(
  filename: string, locale: Locale, groupBy: DayoffGroupBy,
  grouped: { rows: DayoffGroupRow[]; totals: Omit<DayoffGroupRow, 'key' | 'label'> }, bradford: BradfordRow[],
): Promise<void> {
  const excel = await loadExcel();
  const t = ABSENCE_TEXTS[locale];
  const book = new excel.Workbook();
  const views = [{ state: 'frozen' as const, ySplit: 1 }];

  const sheet = book.addWorksheet(t.sheets.rows, { views });
  sheet.columns = [
    { header: t.columns[groupBy], key: 'label', width: 30 },
    ...(groupBy === 'person' ? [{ header: t.columns.branchName, key: 'branchName', width: 22 }] : []),
    { header: t.columns.requests, key: 'requests', width: 12 },
    { header: t.columns.people, key: 'people', width: 10 },
    { header: t.columns.days, key: 'days', width: 10, style: { numFmt: '0.00' } },
    { header: t.columns.hours, key: 'hours', width: 10, style: { numFmt: '0.00' } },
  ];
  for (const r of grouped.rows) sheet.addRow({ ...r, label: r.label ?? t.noUnit });
  sheet.addRow({ ...grouped.totals, label: t.columns.total }).font = { bold: true };
  sheet.getRow(1).font = { bold: true };

  const b = book.addWorksheet(t.sheets.bradford, { views });
  b.columns = [
    { header: t.columns.person, key: 'name', width: 30 },
    { header: t.columns.branchName, key: 'branchName', width: 22 },
    { header: t.columns.spells, key: 'spells', width: 14 },
    { header: t.columns.days, key: 'days', width: 10, style: { numFmt: '0.00' } },
    { header: t.columns.factor, key: 'factor', width: 16, style: { numFmt: '0.00' } },
  ];
  for (const r of bradford) b.addRow(r);
  b.getRow(1).font = { bold: true };

  await book.xlsx.writeFile(filename);
}
