import type ExcelJS from 'exceljs';
import { loadExcel } from '../../files/excel';
import { interpolate, type Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/en-US/reports.json';
import es from '../../../shared/i18n/es-ES/reports.json';
import pt from '../../../shared/i18n/pt-BR/reports.json';
import shiftsEn from '../../../shared/i18n/en-US/shifts.json';
import shiftsEs from '../../../shared/i18n/es-ES/shifts.json';
import shiftsPt from '../../../shared/i18n/pt-BR/shifts.json';
import workdaysEn from '../../../shared/i18n/en-US/workdays.json';
import workdaysEs from '../../../shared/i18n/es-ES/workdays.json';
import workdaysPt from '../../../shared/i18n/pt-BR/workdays.json';
import {
  GENERAL_FIELDS, REPORT_PAIRS, SHIFTS_FIELDS, type DetailedRow,
} from './reportQuery';

/** The report texts (server/i18n.ts loads only errors and mail texts). */
const TEXTS = { 'es-ES': es, 'en-US': en, 'pt-BR': pt } satisfies Record<Locale, typeof es>;
const STATES: Record<Locale, Record<string, string>> = { 'es-ES': workdaysEs.states, 'en-US': workdaysEn.states, 'pt-BR': workdaysPt.states };
const SHIFT_TYPES: Record<Locale, Record<string, string>> = { 'es-ES': shiftsEs.types, 'en-US': shiftsEn.types, 'pt-BR': shiftsPt.types };
const WARNINGS: Record<Locale, Record<string, { label: string }>> = { 'es-ES': workdaysEs.warnings, 'en-US': workdaysEn.warnings, 'pt-BR': workdaysPt.warnings };

export type ReportKind = 'detailed' | 'general' | 'shifts';
export const REPORT_KINDS: ReportKind[] = ['detailed', 'general', 'shifts'];

/** informe-general-2026-10-01-2026-10-31.xlsx (in the caller's language) */
export const reportFileName = (locale: Locale, kind: ReportKind, from: string, to: string) => `${TEXTS[locale].files[kind]}-${from}-${to}.xlsx`;

type Columns = Record<string, string>;
const col = (locale: Locale, key: string) => (TEXTS[locale].columns as Columns)[key] ?? key;

/** Label of check-in/out and break pair n (1-based): "Entrada 1", "Fin descanso 3"… */
export const pairLabel = (locale: Locale, which: 'in' | 'out' | 'breakStart' | 'breakEnd', n: number) => interpolate(TEXTS[locale].pairs[which], { n });

const DURATION = '[h]:mm';
/** whole minutes as an Excel duration (a fraction of a day) shown as hours:minutes */
const duration = (minutes: number) => minutes / 1440;
/** a signed difference as text ("-1:05"): Excel cannot show negative durations */
export const signedHours = (minutes: number) => `${minutes < 0 ? '-' : ''}${Math.floor(Math.abs(minutes) / 60)}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
const dateCell = (d: string) => new Date(`${d}T00:00:00Z`);
/** "08:00", or "06:00 (+1)" when the time falls on another local date than the workday */
const timeText = (time: string | null, date: string | null, day: string) => (time ? (date && date !== day ? `${time} (${date > day ? '+' : '-'}${Math.abs(Math.round((Date.parse(date) - Date.parse(day)) / 86_400_000))})` : time) : null);

const DURATION_KEYS = new Set(['lateMinutes', 'earlyDepartureMinutes', 'workedMinutes', 'extraMinutes', 'breakMinutes', 'nightMinutes', 'plannedMinutes']);

/**
 * An XLSX report written row by row to `filename` (exceljs streaming writer: memory stays flat for big exports).
 * Headers in the caller's language; durations as [h]:mm; the detailed sheet labels the 5 check-in/out and 5 break
 * pairs ("Entrada 1 / Salida 1 … Inicio descanso 5 / Fin descanso 5").
 */
export class ReportWorkbook {
  private readonly writer: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;
  rows = 0;

  /** A workbook streamed to `filename` (exceljs is loaded on the first export). */
  static async open(filename: string, locale: Locale, kind: ReportKind): Promise<ReportWorkbook> {
    return new ReportWorkbook(await loadExcel(), filename, locale, kind);
  }

  private constructor(excel: typeof ExcelJS, filename: string, private readonly locale: Locale, kind: ReportKind) {
    this.writer = new excel.stream.xlsx.WorkbookWriter({ filename, useStyles: true, useSharedStrings: false });
    this.sheet = this.writer.addWorksheet(TEXTS[locale].sheets[kind], { views: [{ state: 'frozen', ySplit: 1 }] });
    const dateFormat = locale === 'en-US' ? 'mm/dd/yyyy' : 'dd/mm/yyyy';
    const base = [
      { header: col(locale, 'name'), key: 'name', width: 28 },
      { header: col(locale, 'numberOfDocument'), key: 'numberOfDocument', width: 14, style: { numFmt: '@' } },
      { header: col(locale, 'branchName'), key: 'branchName', width: 22 },
    ];
    const durationCol = (key: string) => ({ header: col(locale, key), key, width: Math.max(11, col(locale, key).length + 2), style: { numFmt: DURATION } });
    const countCol = (key: string) => ({ header: col(locale, key), key, width: Math.max(11, col(locale, key).length + 2) });
    let columns: Partial<ExcelJS.Column>[];
    if (kind === 'detailed') {
      const pairs: Partial<ExcelJS.Column>[] = [];
      for (let n = 1; n <= REPORT_PAIRS; n++) {
        pairs.push({ header: pairLabel(locale, 'in', n), key: `in${n}`, width: 11 }, { header: pairLabel(locale, 'out', n), key: `out${n}`, width: 11 });
      }
      for (let n = 1; n <= REPORT_PAIRS; n++) {
        pairs.push({ header: pairLabel(locale, 'breakStart', n), key: `bs${n}`, width: 15 }, { header: pairLabel(locale, 'breakEnd', n), key: `be${n}`, width: 15 });
      }
      columns = [
        ...base,
        { header: col(locale, 'date'), key: 'date', width: 12, style: { numFmt: dateFormat } },
        { header: col(locale, 'state'), key: 'state', width: 16 },
        { header: col(locale, 'plannedShift'), key: 'plannedShift', width: 18 },
        { header: col(locale, 'shiftStart'), key: 'shiftStart', width: 11 },
        { header: col(locale, 'shiftEnd'), key: 'shiftEnd', width: 11 },
        ...pairs,
        ...['workedMinutes', 'breakMinutes', 'lateMinutes', 'earlyDepartureMinutes', 'extraMinutes', 'nightMinutes', 'plannedMinutes'].map(durationCol),
        { header: col(locale, 'manual'), key: 'manual', width: 9 },
        { header: col(locale, 'warnings'), key: 'warnings', width: 30 },
      ];
    } else {
      const fields: readonly string[] = kind === 'general' ? GENERAL_FIELDS : SHIFTS_FIELDS;
      columns = [...base, ...fields.map((k) => (DURATION_KEYS.has(k) ? durationCol(k) : k === 'differenceMinutes' ? countCol(k) : countCol(k)))];
    }
    this.sheet.columns = columns;
    const header = this.sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
  }

  /** A detailed row: one workday. */
  addWorkday(r: DetailedRow): void {
    const t = TEXTS[this.locale];
    const values: Record<string, unknown> = {
      name: r.name, numberOfDocument: r.numberOfDocument, branchName: r.branchName, date: dateCell(r.date),
      state: STATES[this.locale][r.state] ?? r.state,
      plannedShift: r.plannedShift ? (r.plannedShift.name ?? SHIFT_TYPES[this.locale][r.plannedShift.type] ?? r.plannedShift.type) : t.noShift,
      shiftStart: r.plannedShift?.start ?? null, shiftEnd: r.plannedShift?.end ?? null,
      manual: r.manual ? t.yes : t.no,
      warnings: r.warnings.map((w) => WARNINGS[this.locale][w]?.label ?? w).join(', '),
    };
    r.clocks.forEach((c, i) => {
      values[`in${i + 1}`] = timeText(c.in, c.inDate, r.date);
      values[`out${i + 1}`] = timeText(c.out, c.outDate, r.date);
    });
    r.breaks.forEach((b, i) => {
      values[`bs${i + 1}`] = timeText(b.start, b.startDate, r.date);
      values[`be${i + 1}`] = timeText(b.end, b.endDate, r.date);
    });
    for (const k of DURATION_KEYS) values[k] = duration((r as unknown as Record<string, number>)[k]);
    this.sheet.addRow(values).commit();
    this.rows++;
  }

  /** A general or shifts row: one collaborator (or the totals, with `bold`). */
  addSummary(r: Record<string, unknown>, bold = false): void {
    const values: Record<string, unknown> = { ...r };
    for (const k of DURATION_KEYS) if (typeof r[k] === 'number') values[k] = duration(r[k]);
    if (typeof r.differenceMinutes === 'number') values.differenceMinutes = signedHours(r.differenceMinutes);
    const row = this.sheet.addRow(values);
    if (bold) row.font = { bold: true };
    row.commit();
    if (!bold) this.rows++;
  }

  totalsLabel(): string {
    return TEXTS[this.locale].totals;
  }

  async commit(): Promise<void> {
    this.sheet.commit();
    await this.writer.commit();
  }
}
