import { limitMinutes } from './generalConfig';
import { lengthOf, toMinutes, type Interval } from './intervals';
import type { GeneralConfig, ShiftForDay } from './types';
import { addDays, isLocalTime, minutesOfTime, toInstant } from './zonedTime';

/** True when the shift plans working hours (a rest day, or a shift without times, plans none). */
export function isWorkingShift(shift: ShiftForDay | null | undefined): shift is ShiftForDay & { startTime: string; endTime: string } {
  return !!shift && shift.type !== 'rest' && isLocalTime(shift.startTime) && isLocalTime(shift.endTime);
}

/**
 * Planned start and end instants. An end at or before the start is on the next date, and both ends are
 * placed on the real clock, so 22:00–06:00 lasts 9 hours the night summer time ends and 7 the night it starts.
 */
export function plannedWindow(shift: ShiftForDay | null | undefined, timeZone: string): Interval | null {
  if (!isWorkingShift(shift)) return null;
  const crossesMidnight = minutesOfTime(shift.endTime) <= minutesOfTime(shift.startTime);
  return {
    start: toInstant(shift.date, shift.startTime, timeZone),
    end: toInstant(crossesMidnight ? addDays(shift.date, 1) : shift.date, shift.endTime, timeZone),
  };
}

/** Planned working minutes: the shift's real length minus its planned break. */
export function plannedNetMinutes(shift: ShiftForDay | null | undefined, timeZone: string): number {
  const window = plannedWindow(shift, timeZone);
  if (!window) return 0;
  return Math.max(0, toMinutes(lengthOf([window])) - Math.max(0, shift?.breakMinutes ?? 0));
}

/**
 * Most minutes a collaborator may work that day (MAX_HOURS): the planned minutes plus the overtime maximum.
 * Null when the overtime maximum is unset, because then nothing bounds the day but its 24 hours.
 */
export function maxWorkedMinutesFor(shift: ShiftForDay | null | undefined, config: GeneralConfig, timeZone: string): number | null {
  const maxExtra = limitMinutes(config.overtime.maximumMinutes);
  if (maxExtra === null) return null;
  return plannedNetMinutes(shift, timeZone) + maxExtra;
}
