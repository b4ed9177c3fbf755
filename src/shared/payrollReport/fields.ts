import { NOVELTY_TYPES, type NoveltyType } from '../novelties';

/**
 * The payroll pre-report (/nomine, issue 23 item 4): per collaborator and pay period, what the payroll provider needs.
 * These are the figures a row carries; a saved export layout (schemas/payroll-layout.schema.json) picks some of them,
 * in its order and with its own headers. The layout schema's enum of `field` is this list (a test holds them equal).
 */
export const NOVELTY_FIELD: Record<NoveltyType, string> = {
  OVERTIME: 'noveltyOvertime',
  NIGHT_HOURS: 'noveltyNightHours',
  UNPAID_LEAVE: 'noveltyUnpaidLeave',
  SICK_LEAVE: 'noveltySickLeave',
  BONUS: 'noveltyBonus',
  COMMISSION: 'noveltyCommission',
  DEDUCTION: 'noveltyDeduction',
  ADVANCE: 'noveltyAdvance',
  OTHER: 'noveltyOther',
};

export const PAYROLL_FIELDS = [
  'period', 'externalId', 'numberOfDocument', 'firstName', 'lastName', 'fullName', 'unit', 'position', 'typeOfContract',
  'workedDays', 'workedHours', 'overtimeHours', 'nightHours',
  'absenceDays', 'paidAbsenceDays', 'unpaidAbsenceDays', 'vacationDays',
  ...NOVELTY_TYPES.map((t) => NOVELTY_FIELD[t]),
  'slipsDelivered',
] as const;
export type PayrollField = (typeof PAYROLL_FIELDS)[number];

/** One collaborator's month as GET/POST /api/nomine/report answers it (docs/api/payroll-report.md). */
export interface PayrollRow {
  userId: string;
  externalId: string | null;
  numberOfDocument: string | null;
  firstName: string;
  lastName: string;
  unit: string | null;
  unitName: string | null;
  position: string | null;
  typeOfContract: string | null;
  workedDays: number;
  workedHours: number;
  overtimeHours: number;
  nightHours: number;
  /** days of approved leave inside the period, by reason (request days prorated when a request crosses the month) */
  absences: { typeId: string; title: string; paid: boolean; isVacation: boolean; days: number }[];
  paidAbsenceDays: number;
  unpaidAbsenceDays: number;
  vacationDays: number;
  /** the period's novelties summed by type (hours, days or amount: src/shared/novelties.ts noveltyUnit) */
  novelties: Partial<Record<NoveltyType, number>>;
  /** OPEN while any of the person's novelties of the period is still open */
  noveltiesStatus: 'NONE' | 'OPEN' | 'SENT';
  slipsDelivered: number;
}

/** The value of one field of a row, as a layout exports it (numbers stay numbers; the writer formats them). */
export function fieldValue(row: PayrollRow, field: PayrollField, period: string): string | number | null {
  switch (field) {
    case 'period': return period;
    case 'fullName': return `${row.firstName} ${row.lastName}`.trim();
    case 'unit': return row.unitName;
    case 'absenceDays': return round2(row.paidAbsenceDays + row.unpaidAbsenceDays);
    default: {
      const type = (Object.keys(NOVELTY_FIELD) as NoveltyType[]).find((t) => NOVELTY_FIELD[t] === field);
      if (type) return row.novelties[type] ?? 0;
      const v = (row as unknown as Record<string, unknown>)[field];
      return typeof v === 'number' || typeof v === 'string' ? v : null;
    }
  }
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;

export interface LayoutColumn { field: PayrollField; header?: string }
export interface CsvOptions { delimiter: 'SEMICOLON' | 'COMMA' | 'TAB'; decimalSeparator: 'COMMA' | 'POINT'; includeHeader: boolean }

/**
 * A layout's rows as CSV text (RFC 4180 quoting; the chosen delimiter and decimal separator, so a provider whose
 * import expects "1234,5;…" gets it). Lines end in CRLF, as spreadsheet imports expect.
 */
export function toCsv(headers: string[], rows: (string | number | null)[][], opts: CsvOptions): string {
  const sep = { SEMICOLON: ';', COMMA: ',', TAB: '\t' }[opts.delimiter];
  const cell = (v: string | number | null): string => {
    if (v === null || v === undefined) return '';
    // text that a spreadsheet would run as a formula (=, +, -, @) is kept as text with a leading apostrophe
    const text = typeof v === 'number' ? (opts.decimalSeparator === 'COMMA' ? String(v).replace('.', ',') : String(v)) : /^[=+\-@]/.test(v) ? `'${v}` : v;
    return /["\r\n]/.test(text) || text.includes(sep) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = rows.map((r) => r.map(cell).join(sep));
  if (opts.includeHeader) lines.unshift(headers.map(cell).join(sep));
  return `${lines.join('\r\n')}\r\n`;
}
