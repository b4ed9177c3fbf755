import { fieldError } from './fieldError';
import { DAY_COUNTINGS, type AbsenceFieldError, type DayCounting } from './types';

/** Seniority bands in order (spec §3): under 1 year, 1 to 5, 6 to 10, 11 to 20, over 20 (whole years). */
export const SENIORITY_BANDS = ['under1', 'from1to5', 'from6to10', 'from11to20', 'over20'] as const;
export type SeniorityBand = (typeof SENIORITY_BANDS)[number];

/** How the days of a cycle are generated (spec §9). */
export const GENERATION_MODES = ['ALL_AT_ONCE', 'DAILY', 'MONTHLY', 'EVERY_20_WORKED_DAYS'] as const;
export type GenerationMode = (typeof GENERATION_MODES)[number];

/** When what is left of a cycle expires (spec §9): 1–11 months after it ends, 1–5 cycles after, or never. */
export const EXPIRY_KINDS = ['NEVER', 'MONTHS_AFTER_CYCLE', 'CYCLES_AFTER'] as const;
export type VacationExpiry =
  | { kind: 'NEVER' }
  | { kind: 'MONTHS_AFTER_CYCLE'; months: number }
  | { kind: 'CYCLES_AFTER'; cycles: number };
export const EXPIRY_MONTHS = { min: 1, max: 11 } as const;
export const EXPIRY_CYCLES = { min: 1, max: 5 } as const;

/** Where cycles start: every 1 January, or every anniversary of the ingress date. */
export const CYCLE_ANCHORS = ['CALENDAR_YEAR', 'INGRESS_ANNIVERSARY'] as const;
export type CycleAnchor = (typeof CYCLE_ANCHORS)[number];

/** Most days a band may grant per cycle. */
export const MAX_BAND_DAYS = 366;

export interface VacationMatrix {
  /** days per cycle by seniority band */
  bands: Record<SeniorityBand, number>;
  generation: GenerationMode;
  expiry: VacationExpiry;
  /** how vacation requests count their days */
  dayCounting: DayCounting;
  cycleAnchor: CycleAnchor;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const hasAtMost2Decimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-7;

/**
 * Field errors of a vacation matrix (the form and the server alike): every band 0–366 days with at most
 * 2 decimals and never fewer days than the band below it; the enumerations; expiry months 1–11 or cycles 1–5
 * (whole numbers).
 */
export function validateVacationMatrix(value: unknown): AbsenceFieldError[] {
  const m = obj(value) ?? {};
  const errors: AbsenceFieldError[] = [];
  const bands = obj(m.bands);
  if (!bands) errors.push(fieldError('bands', 'required'));
  else {
    let previous: number | null = null;
    for (const band of SENIORITY_BANDS) {
      const v = bands[band];
      const field = `bands.${band}`;
      if (v === undefined || v === null) errors.push(fieldError(field, 'required'));
      else if (!isNumber(v)) errors.push(fieldError(field, 'type', { type: 'number' }));
      else if (v < 0) errors.push(fieldError(field, 'minimum', { limit: 0 }));
      else if (v > MAX_BAND_DAYS) errors.push(fieldError(field, 'maximum', { limit: MAX_BAND_DAYS }));
      else if (!hasAtMost2Decimals(v)) errors.push(fieldError(field, 'multipleOf', { multipleOf: 0.01 }));
      else if (previous !== null && v < previous) errors.push(fieldError(field, 'minimum', { limit: previous }));
      if (isNumber(v)) previous = Math.max(previous ?? 0, v);
    }
  }
  enumError(errors, 'generation', m.generation, GENERATION_MODES);
  enumError(errors, 'dayCounting', m.dayCounting, DAY_COUNTINGS);
  enumError(errors, 'cycleAnchor', m.cycleAnchor, CYCLE_ANCHORS);
  const expiry = obj(m.expiry);
  if (!expiry) errors.push(fieldError('expiry', 'required'));
  else if (enumError(errors, 'expiry.kind', expiry.kind, EXPIRY_KINDS)) {
    if (expiry.kind === 'MONTHS_AFTER_CYCLE') rangeError(errors, 'expiry.months', expiry.months, EXPIRY_MONTHS);
    if (expiry.kind === 'CYCLES_AFTER') rangeError(errors, 'expiry.cycles', expiry.cycles, EXPIRY_CYCLES);
  }
  return errors;
}

function enumError(errors: AbsenceFieldError[], field: string, v: unknown, allowed: readonly string[]): boolean {
  if (v === undefined || v === null) errors.push(fieldError(field, 'required'));
  else if (typeof v !== 'string' || !allowed.includes(v)) errors.push(fieldError(field, 'enum'));
  else return true;
  return false;
}

function rangeError(errors: AbsenceFieldError[], field: string, v: unknown, range: { min: number; max: number }): void {
  if (v === undefined || v === null) errors.push(fieldError(field, 'required'));
  else if (!isNumber(v) || !Number.isInteger(v)) errors.push(fieldError(field, 'type', { type: 'integer' }));
  else if (v < range.min) errors.push(fieldError(field, 'minimum', { limit: range.min }));
  else if (v > range.max) errors.push(fieldError(field, 'maximum', { limit: range.max }));
}
