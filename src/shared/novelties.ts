/**
 * Payroll novelties ("Novedades", spec §1 and §2 Team › Novedades, permission module `news`): the events of a pay
 * period payroll has to know about for one collaborator — overtime and night hours, unpaid or sick leave, bonuses,
 * commissions, deductions, advances. Each type is measured in one unit: hours, days or an amount of money.
 * A novelty belongs to the period (month) of its date; sending the period to payroll locks its novelties.
 */
export const NOVELTY_TYPES = ['OVERTIME', 'NIGHT_HOURS', 'UNPAID_LEAVE', 'SICK_LEAVE', 'BONUS', 'COMMISSION', 'DEDUCTION', 'ADVANCE', 'OTHER'] as const;
export type NoveltyType = (typeof NOVELTY_TYPES)[number];

export type NoveltyUnit = 'HOURS' | 'DAYS' | 'AMOUNT';

export const NOVELTY_STATUSES = ['OPEN', 'SENT'] as const;
export type NoveltyStatus = (typeof NOVELTY_STATUSES)[number];

/** Where a novelty came from: typed in, or brought from the product's own records (V2). */
export const NOVELTY_SOURCES = ['MANUAL', 'ABSENCE', 'WORKDAYS'] as const;

export function noveltyUnit(type: unknown): NoveltyUnit {
  if (type === 'OVERTIME' || type === 'NIGHT_HOURS') return 'HOURS';
  if (type === 'UNPAID_LEAVE' || type === 'SICK_LEAVE') return 'DAYS';
  return 'AMOUNT';
}

/** The largest quantity a novelty of each unit may have: the hours and days of a month, a generous amount. */
export const NOVELTY_MAX: Record<NoveltyUnit, number> = { HOURS: 744, DAYS: 31, AMOUNT: 10_000_000 };

/** `2026-11-05` → `2026-11` */
export const periodOf = (date: string): string => date.slice(0, 7);

export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** First and last date of a period `YYYY-MM`. */
export function periodRange(period: string): { from: string; to: string } {
  const [y, m] = period.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}

/** Which novelties a company version offers: V2 also brings them from absences and workdays. */
export const noveltiesGenerate = (version: unknown): boolean => version === 'V2';
