import type { Locale } from '../../../shared/i18n/locales';
import { NOT_SET } from '../../../shared/demographics';
import { loadExcel } from '../../files/excel';
import type { CountRow, DemographicsReport } from '../../../shared/demographics/report';
import { demographicsTexts } from './texts';

export interface ExportTable { title: string; headers: string[]; rows: Array<Array<string | number>> }

/** The report's tables as rows of cells, shared by the XLSX and PDF exports so both say the same. */
export function demographicsTables(report: DemographicsReport, locale: Locale, fieldTitle: (field: string) => string): ExportTable[] {
  const t = demographicsTexts(locale);
  const label = (labels: Record<string, string> | null) => (key: string) => (key === NOT_SET ? t.notSet : labels?.[key] ?? key);
  const counts = (title: string, rows: CountRow[], name: (r: CountRow) => string): ExportTable =>
    ({ title, headers: [t.value, t.people], rows: rows.map((r) => [name(r), r.count]) });
  const gender = label(t.gender);
  const genders = [...new Set(report.pyramid.flatMap((r) => Object.keys(r.byGender)))].sort();
  return [
    { title: t.title, headers: ['', ''], rows: [[t.asOf, report.asOf], [t.headcount, report.headcount], [t.hires, report.totals.hires], [t.exits, report.totals.exits], [t.turnover, report.totals.turnoverPct]] },
    counts(t.byGender, report.byGender, (r) => gender(r.key)),
    counts(t.byAgeBand, report.byAgeBand, (r) => label(t.ageBands)(r.key)),
    counts(t.bySeniority, report.bySeniority, (r) => label(t.seniority)(r.key)),
    counts(t.byUnit, report.byUnit, (r) => (r.key === NOT_SET ? t.notSet : r.name || r.key)),
    counts(t.byPosition, report.byPosition, (r) => label(null)(r.key)),
    counts(t.byContract, report.byContract, (r) => label(null)(r.key)),
    ...report.customFields.map((f) => counts(fieldTitle(f.field), f.counts, (r) => label(null)(r.key))),
    { title: t.pyramid, headers: [t.byAgeBand, ...genders.map(gender), t.people], rows: report.pyramid.map((r) => [label(t.ageBands)(r.ageBand), ...genders.map((g) => r.byGender[g] ?? 0), r.total]) },
    { title: t.flows, headers: [t.month, t.hires, t.exits, t.headcountEnd, t.turnoverPct], rows: report.months.map((m) => [m.month, m.hires, m.exits, m.headcountEnd, m.turnoverPct]) },
    counts(t.exitReasons, report.exitReasons, (r) => label(null)(r.key)),
    { title: t.cohorts, headers: [t.band, t.hires, t.exits, t.stayers], rows: report.cohorts.map((c) => [label(t.seniority)(c.band), c.hires, c.exits, c.stayers]) },
  ];
}

export const exportFileName = (locale: Locale, report: DemographicsReport, ext: string) => `${demographicsTexts(locale).file}-${report.asOf}.${ext}`;

/** The report as an XLSX workbook: one sheet per table, headers bold and frozen. */
export async function demographicsWorkbook(tables: ExportTable[]): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  const used = new Set<string>();
  for (const table of tables) {
    // sheet names: at most 31 characters, no []:*?/\ and unique
    let name = table.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 28);
    for (let i = 2; used.has(name.toLowerCase()); i++) name = `${table.title.slice(0, 26)} ${i}`;
    used.add(name.toLowerCase());
    const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.headers.map((h, i) => ({ header: h, width: i === 0 ? 28 : 16 }));
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
