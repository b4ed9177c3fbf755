import type { RequestStatus } from './types';
import type { SeniorityBand, VacationExpiry, VacationMatrix } from './vacationMatrix';

/** A vacation request as the ledger sees it: its counted days (countRequestDays) drawn on its first date. */
export interface LedgerRequest {
  id: string;
  from: string;
  to?: string;
  days: number;
  status: RequestStatus;
}

/** A manual correction of the balance by an administrator, signed days, effective on its date. */
export interface LedgerAdjustment {
  id: string;
  date: string;
  days: number;
  note?: string | null;
}

export interface LedgerInput {
  matrix: VacationMatrix;
  ingressDate: string;
  /** the date the balance is asked for; after today it is a "what if" (entries after today are `projected`) */
  asOf: string;
  today: string;
  requests?: readonly LedgerRequest[];
  adjustments?: readonly LedgerAdjustment[];
  /**
   * EVERY_20_WORKED_DAYS only, ascending: the dates actually worked up to today, then the planned working
   * dates after today when `asOf` is in the future.
   */
  workedDates?: readonly string[];
}

export const LEDGER_KINDS = ['ACCRUAL', 'USE', 'EXPIRY', 'ADJUSTMENT', 'RESERVED'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

interface BandCause {
  band: SeniorityBand;
  /** the band's days per cycle */
  bandDays: number;
  /** the dates the entry covers */
  from: string;
  to: string;
  /** set on the first entry after a seniority anniversary crossed a band edge inside the cycle */
  previousBand?: SeniorityBand;
}

/** Why an entry exists, machine-readable: screens translate `rule` and fill in the rest. */
export type LedgerCause =
  | (BandCause & { rule: 'ALL_AT_ONCE'; prorated: boolean })
  | (BandCause & { rule: 'BAND_CHANGE'; previousBand: SeniorityBand; previousBandDays: number })
  | (BandCause & { rule: 'DAILY' })
  | (BandCause & { rule: 'MONTHLY'; prorated: boolean })
  | (BandCause & { rule: 'EVERY_20_WORKED_DAYS'; workedDays: number; capped: boolean })
  | { rule: 'REQUEST'; requestId: string; status: Exclude<RequestStatus, 'REJECTED'>; from: string; to: string }
  | { rule: 'ADJUSTMENT'; adjustmentId: string; note: string | null }
  | { rule: 'EXPIRY'; expiry: VacationExpiry; cycleEnd: string };

export interface LedgerEntry {
  date: string;
  kind: LedgerKind;
  /** signed days, 2 decimals (RESERVED is negative but leaves `balance` alone) */
  days: number;
  /** the cycle the days belong to (a use is split by the cycles it draws from); null = beyond every cycle (overdrawn) or reserved */
  cycle: string | null;
  cause: LedgerCause;
  /** running balance after the entry */
  balance: number;
  /** dated after today: a forecast */
  projected: boolean;
}

export interface LedgerCycle {
  label: string;
  from: string;
  to: string;
  accrued: number;
  /** what is left of it on `asOf` (0 once expired) */
  remaining: number;
  expiresOn: string | null;
}

export interface LedgerTotals {
  accrued: number;
  used: number;
  expired: number;
  /** signed */
  adjusted: number;
  reserved: number;
  /** accrued − used − expired + adjusted */
  balance: number;
  /** balance − reserved */
  available: number;
}

export interface Ledger {
  entries: LedgerEntry[];
  totals: LedgerTotals;
  cycles: LedgerCycle[];
}
