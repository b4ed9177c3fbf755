import { fieldError } from './fieldError';
import { overlaps } from './intervals';
import { isWorkingShift, plannedWindow } from './plannedShift';
import type { ShiftForDay, WorkdayFieldError } from './types';

/** What the overlap rule needs of a shift: its date, type and times (a stored shift, a template placed on a date…). */
export type PlacedShift = Pick<ShiftForDay, 'id' | 'date' | 'type' | 'startTime' | 'endTime'>;

/**
 * Two shifts conflict when their real time ranges overlap (22:00–06:00 reaches into the next date), or when
 * they share a date and one of them plans no hours (a rest day cannot also be worked). Touching ends do not
 * conflict, and a night shift may end on the morning of a rest day.
 */
export function shiftsOverlap(a: PlacedShift, b: PlacedShift, timeZone: string): boolean {
  const wa = plannedWindow({ ...a, breakMinutes: 0 }, timeZone);
  const wb = plannedWindow({ ...b, breakMinutes: 0 }, timeZone);
  if (wa && wb) return overlaps(wa, wb);
  return a.date === b.date;
}

/** The existing shifts the candidate conflicts with; the candidate's own stored version (same id) is skipped. */
export function findShiftOverlaps<T extends PlacedShift>(candidate: PlacedShift, existing: T[], timeZone: string): T[] {
  return existing.filter((s) => !(candidate.id && s.id === candidate.id) && shiftsOverlap(candidate, s, timeZone));
}

/** SHIFT_OVERLAPS on the candidate's start time (or its date for a rest day) when it conflicts with any existing shift. */
export function shiftOverlapErrors(candidate: PlacedShift, existing: PlacedShift[], timeZone: string): WorkdayFieldError[] {
  if (!findShiftOverlaps(candidate, existing, timeZone).length) return [];
  return [fieldError(isWorkingShift({ ...candidate, breakMinutes: 0 }) ? 'startTime' : 'date', 'SHIFT_OVERLAPS')];
}

/** Index pairs [i, j] (i < j) of conflicting shifts inside one list, e.g. a generated calendar before it is saved. */
export function overlappingShiftPairs(shifts: PlacedShift[], timeZone: string): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < shifts.length; i++) {
    for (let j = i + 1; j < shifts.length; j++) {
      if (shiftsOverlap(shifts[i], shifts[j], timeZone)) pairs.push([i, j]);
    }
  }
  return pairs;
}
