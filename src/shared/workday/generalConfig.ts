import type { GeneralConfig } from './types';
import { isLocalTime } from './zonedTime';

/** -1 in configuration.general means the company never set the value (spec §9). */
export const UNSET = -1;

/** What a company that never opened the time settings gets (the seed's defaults, spec §3 and §9). */
export const DEFAULT_GENERAL_CONFIG: GeneralConfig = {
  toleranceLateArrival: UNSET,
  toleranceEarlyDeparture: UNSET,
  overtimeAllowed: UNSET,
  allowOvertime: false,
  allowBreak: true,
  rangeOfBreak: { min: 0, max: 8 },
  overtime: { minimumMinutes: UNSET, maximumMinutes: UNSET, earlyEntryTolerance: UNSET, automaticCloseTolerance: UNSET },
  nightShiftRange: { start: '22:00', end: '06:00' },
  defaultBreakMinutes: 30,
};

/** A tolerance as grace minutes: unset grants none, so lateness counts from the first minute. */
export function graceMinutes(tolerance: number): number {
  return tolerance >= 0 ? tolerance : 0;
}

/** A limit in minutes, or null when unset (no limit). */
export function limitMinutes(value: number): number | null {
  return value >= 0 ? value : null;
}

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const hoursToMinutes = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v * 60) : UNSET);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * GeneralConfig from the stored `configuration.general` object. Stored shape (anything missing takes the default):
 * `{ toleranceLateArrival, toleranceEarlyDeparture, overtimeAllowed (minutes), allowOvertime, allowBreak,
 *    rangeOfBreak: {min, max} (hours), overtime: { minimumHours, maximumHours, earlyEntryTolerance (min),
 *    automaticCloseTolerance (min) }, nightShiftRange: {start, end}, defaultBreakMinutes }`.
 */
export function readGeneralConfig(stored: unknown): GeneralConfig {
  const g = obj(stored);
  const d = DEFAULT_GENERAL_CONFIG;
  const range = obj(g.rangeOfBreak);
  const overtime = obj(g.overtime);
  const night = obj(g.nightShiftRange);
  return {
    toleranceLateArrival: num(g.toleranceLateArrival, d.toleranceLateArrival),
    toleranceEarlyDeparture: num(g.toleranceEarlyDeparture, d.toleranceEarlyDeparture),
    overtimeAllowed: num(g.overtimeAllowed, d.overtimeAllowed),
    allowOvertime: typeof g.allowOvertime === 'boolean' ? g.allowOvertime : d.allowOvertime,
    allowBreak: typeof g.allowBreak === 'boolean' ? g.allowBreak : d.allowBreak,
    rangeOfBreak: { min: num(range.min, d.rangeOfBreak.min), max: num(range.max, d.rangeOfBreak.max) },
    overtime: {
      minimumMinutes: hoursToMinutes(overtime.minimumHours),
      maximumMinutes: hoursToMinutes(overtime.maximumHours),
      earlyEntryTolerance: num(overtime.earlyEntryTolerance, d.overtime.earlyEntryTolerance),
      automaticCloseTolerance: num(overtime.automaticCloseTolerance, d.overtime.automaticCloseTolerance),
    },
    nightShiftRange: isLocalTime(night.start) && isLocalTime(night.end)
      ? { start: night.start, end: night.end }
      : { ...d.nightShiftRange },
    defaultBreakMinutes: num(g.defaultBreakMinutes, d.defaultBreakMinutes),
  };
}
