import { bandOn, seniorityOn } from '../absences/seniority';
import { SENIORITY_BANDS, type SeniorityBand } from '../absences/vacationMatrix';

/** People without a birth date, gender or hire date fall into this bucket instead of being dropped. */
export const NOT_SET = 'notSet' as const;
export type NotSet = typeof NOT_SET;

/** Age bands of the workforce reports, youngest first; each band holds whole years [min, max]. */
export const AGE_BANDS = [
  { key: 'under25', min: 0, max: 24 },
  { key: 'from25to34', min: 25, max: 34 },
  { key: 'from35to44', min: 35, max: 44 },
  { key: 'from45to54', min: 45, max: 54 },
  { key: 'from55to64', min: 55, max: 64 },
  { key: 'over64', min: 65, max: Number.POSITIVE_INFINITY },
] as const;
export type AgeBand = (typeof AGE_BANDS)[number]['key'];
export const AGE_BAND_KEYS: readonly AgeBand[] = AGE_BANDS.map((b) => b.key);

export { SENIORITY_BANDS };
export type { SeniorityBand };

/** Whole years of age on `date` (ISO yyyy-mm-dd); a birthday on 29 February counts on 28 February. */
export function ageOn(birthDate: string, date: string): number {
  return seniorityOn(birthDate, date);
}

export function ageBandForYears(years: number): AgeBand {
  const band = AGE_BANDS.find((b) => years >= b.min && years <= b.max);
  return band ? band.key : 'under25';
}

export function ageBandOn(birthDate: string | null | undefined, date: string): AgeBand | NotSet {
  if (!birthDate) return NOT_SET;
  return ageBandForYears(ageOn(birthDate, date));
}

/** Seniority band (spec §3) on `date` from the hire date. */
export function seniorityBandOn(hireDate: string | null | undefined, date: string): SeniorityBand | NotSet {
  if (!hireDate) return NOT_SET;
  return bandOn(hireDate, date);
}

/** The inclusive birth-date range of an age band on `date` (what a list filter needs: born between from and to). */
export function birthRangeForAgeBand(band: AgeBand, date: string): { from?: string; to?: string } {
  const def = AGE_BANDS.find((b) => b.key === band)!;
  const year = Number(date.slice(0, 4));
  const md = date.slice(4);
  const shift = (years: number) => `${String(year - years).padStart(4, '0')}${md}`;
  // Aged >= min on date: born on/before date - min years. Aged <= max: born after date - (max + 1) years.
  const to = shift(def.min);
  const from = Number.isFinite(def.max) ? nextDay(shift(def.max + 1)) : undefined;
  return from ? { from, to } : { to };
}

function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
