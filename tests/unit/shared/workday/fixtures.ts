import { DEFAULT_GENERAL_CONFIG } from '../../../../src/shared/workday/generalConfig';
import type { GeneralConfig, Mark, MarkType, ShiftForDay } from '../../../../src/shared/workday/types';

export const MADRID = 'Europe/Madrid';

let seq = 0;
/** A mark at an instant written with its offset (`2024-05-06T09:00+02:00`), each with a fresh id unless given. */
export function mark(type: MarkType, at: string, id = `m${++seq}`): Mark {
  return { id, userId: 'u1', at: new Date(at).toISOString(), type, source: 'clock' };
}

/** Check-in/check-out (and optional break) marks of one simple day, times with offset. */
export function day(inAt: string, outAt?: string): Mark[] {
  return [mark('CHECK_IN', inAt), ...(outAt ? [mark('CHECK_OUT', outAt)] : [])];
}

export function shift(date: string, startTime: string, endTime: string, extra: Partial<ShiftForDay> = {}): ShiftForDay {
  return { date, type: 'simple', startTime, endTime, breakMinutes: 0, ...extra };
}

export function shifts(...list: ShiftForDay[]): Record<string, ShiftForDay> {
  return Object.fromEntries(list.map((s) => [s.date, s]));
}

type ConfigPatch = Partial<Omit<GeneralConfig, 'overtime'>> & { overtime?: Partial<GeneralConfig['overtime']> };
export function config(patch: ConfigPatch = {}): GeneralConfig {
  return {
    ...DEFAULT_GENERAL_CONFIG,
    ...patch,
    overtime: { ...DEFAULT_GENERAL_CONFIG.overtime, ...patch.overtime },
  };
}

/** Epoch ms of an instant with offset. */
export const t = (at: string) => Date.parse(at);
