import type { Locale } from '../../../shared/i18n/locales';
import { formatRate } from '../../../shared/accidents/rates';
import { loadExcel } from '../../files/excel';
import type { AccidentFigures, AccidentReport } from '../../../shared/accidents/report';
import { accidentTexts } from './texts';

/** The report's tables as rows of cells, shared by the XLSX and PDF exports so both say the same. */
export function reportTables(report: AccidentReport, locale: Locale) {
  const t = accidentTexts(locale);
  const r = t.report;
  const figureHeaders = [r.accidents, r.withLeave, r.daysLost, r.hoursWorked, r.frequencyRate, r.severityRate];
  const cells = (f: AccidentFigures) => [f.accidents, f.withLeave, f.daysLost, f.hoursWorked, formatRate(f.frequencyRate, locale), formatRate(f.severityRate, locale)];
  return [
    { title: r.totals, headers: ['', ...figureHeaders], rows: [[r.totals, ...cells(report.totals)]] },
    { title: r.byMonth, headers: [r.month, ...figureHeaders], rows: report.byMonth.map((m) => [m.month, ...cells(m)]) },
    { title: r.byUnit, headers: [r.unit, ...figureHeaders], rows: report.byUnit.map((u) => [u.name, ...cells(u)]) },
    { title: r.byType, headers: [r.type, r.accidents, r.daysLost], rows: report.byType.map((x) => [t.enums.type[x.type], x.accidents, x.daysLost]) },
  ];
}

export const exportFileName = (locale: Locale, report: AccidentReport, ext: string) =>
  `${accidentTexts(locale).report.file.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-')}-${report.from}-${report.to}.${ext}`;

/** The report as an XLSX workbook: one sheet per table, headers bold and frozen. */
export async function reportWorkbook(report: AccidentReport, locale: Locale): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  for (const table of reportTables(report, locale)) {
    const sheet = book.addWorksheet(table.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.headers.map((h, i) => ({ header: h, width: i === 0 ? 24 : 16 }));
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
