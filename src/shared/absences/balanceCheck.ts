import { fromCents, toCents } from './cents';
import { fieldError } from './fieldError';
import { computeLedger } from './ledger';
import type { LedgerInput, LedgerRequest } from './ledgerTypes';
import type { AbsenceFieldError } from './types';

/** The person's ledger input without `asOf`: the check looks as far ahead as the last request. */
export type VacationBalanceInput = Omit<LedgerInput, 'asOf'>;

export interface VacationShortfall {
  /** the first date the balance would fall below zero */
  date: string;
  /** how many days short the balance would be at its lowest */
  shortBy: number;
  /** at most this many days could have been asked instead (0 when already overdrawn) */
  availableForRequest: number;
}

const NEW_REQUEST = '\u0000new';

/**
 * INSUFFICIENT_VACATION_BALANCE, counting pending requests against the balance: every PENDING and APPROVED
 * request (other than this one) and this one are taken as used on their first date, accruals and expiries run
 * up to the last of them, and the balance must not fall below zero on any date from this request on. A request
 * that would leave a later approved vacation uncovered is refused, though the days exist today.
 */
export function vacationShortfall(input: VacationBalanceInput, request: { id?: string; from: string; days: number }): VacationShortfall | null {
  const id = request.id ?? NEW_REQUEST;
  const requests: LedgerRequest[] = (input.requests ?? [])
    .filter((r) => r.status !== 'REJECTED' && r.id !== id)
    .map((r) => ({ ...r, status: 'APPROVED' }));
  requests.push({ id, from: request.from, days: request.days, status: 'APPROVED' });
  const asOf = requests.reduce((max, r) => (r.from > max ? r.from : max), input.today);
  const { entries } = computeLedger({ ...input, requests, asOf });
  const start = entries.findIndex((e) => e.cause.rule === 'REQUEST' && e.cause.requestId === id);
  let lowest = 0;
  let date = '';
  for (let i = start; i >= 0 && i < entries.length; i++) {
    const cents = toCents(entries[i].balance);
    if (cents < 0 && !date) date = entries[i].date;
    if (cents < lowest) lowest = cents;
  }
  if (lowest >= 0) return null;
  return { date, shortBy: fromCents(-lowest), availableForRequest: fromCents(Math.max(0, toCents(request.days) + lowest)) };
}

/** The check as a field error on `to` (the form shows it under the dates). */
export function vacationBalanceErrors(input: VacationBalanceInput, request: { id?: string; from: string; days: number }): AbsenceFieldError[] {
  const short = vacationShortfall(input, request);
  if (!short) return [];
  return [fieldError('to', 'INSUFFICIENT_VACATION_BALANCE', { shortBy: short.shortBy, date: short.date, available: short.availableForRequest })];
}
