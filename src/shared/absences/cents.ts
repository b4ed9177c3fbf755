/**
 * Ledger amounts are kept in hundredths of a day (integers), so running balances and totals add up exactly;
 * they are shown as days with 2 decimals.
 */

/** Nearest hundredth of a day; a half hundredth rounds away from zero, whatever the float error. */
export function toCents(days: number): number {
  const x = days * 100;
  return x >= 0 ? Math.round(x + 1e-6) : -Math.round(-x + 1e-6) || 0;
}

/** Round a non-negative amount already in hundredths (an exact accrual) to whole hundredths. */
export function roundCents(exactCents: number): number {
  return Math.round(exactCents + 1e-6);
}

export const fromCents = (cents: number): number => cents / 100;

/** Days rounded to 2 decimals. */
export const round2 = (days: number): number => fromCents(toCents(days));
