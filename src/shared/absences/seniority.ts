import { addMonths } from './calendarDays';
import type { SeniorityBand } from './vacationMatrix';

/** The whole years of seniority at which each band starts: 0, 1, 6, 11, 21 (so 5 years and a half is 1 to 5). */
export const BAND_START_YEARS: Readonly<Record<SeniorityBand, number>> = {
  under1: 0, from1to5: 1, from6to10: 6, from11to20: 11, over20: 21,
};

/** The `years`-th anniversary of the ingress date (29 February falls on 28 February in other years). */
export function anniversary(ingressDate: string, years: number): string {
  return addMonths(ingressDate, 12 * years);
}

/** Whole years since the ingress date on a date (0 before the first anniversary, and before ingress). */
export function seniorityOn(ingressDate: string, date: string): number {
  let years = Number(date.slice(0, 4)) - Number(ingressDate.slice(0, 4));
  if (years <= 0) return 0;
  if (anniversary(ingressDate, years) > date) years -= 1;
  return years;
}

export function bandForYears(years: number): SeniorityBand {
  if (years < 1) return 'under1';
  if (years <= 5) return 'from1to5';
  if (years <= 10) return 'from6to10';
  if (years <= 20) return 'from11to20';
  return 'over20';
}

export function bandOn(ingressDate: string, date: string): SeniorityBand {
  return bandForYears(seniorityOn(ingressDate, date));
}
