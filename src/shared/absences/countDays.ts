import { addDays, minutesOfTime, weekdayOf } from '../workday/zonedTime';
import { round2 } from './cents';
import { specialDayConcerns, specialDayFallsOn } from './specialDays';
import type { AbsenceRequest, DayCounting, SpecialDayRule } from './types';

/** What counting needs to know about the person; the server answers it from their plan, the form from the API. */
export interface DayCountContext {
  dayCounting: DayCounting;
  /** vacation: a special day marked `isDeductedFromVacation` is counted instead of skipped */
  vacation?: boolean;
  /**
   * LABORAL_DAYS: whether the person would work on a date, leaving special days aside (stored shift, else
   * weekly pattern, else Monday–Friday: `mondayToFriday`). Special days are applied here, not by the caller.
   */
  isWorkingDate?: (date: string) => boolean;
  specialDays?: readonly SpecialDayRule[];
  /** the person's units (main and others): a special day naming other units does not concern them */
  unitIds?: readonly string[];
  /** planned minutes of work on a date, for a part day; unknown (null/0) counts the part day as half a day */
  plannedMinutes?: (date: string) => number | null | undefined;
}

export interface CountedDate {
  date: string;
  /** 1, or a part day's share */
  days: number;
  /** set when a special day marked `isDeductedFromVacation` was counted on this date */
  specialDayId?: string;
}

export interface SkippedDate {
  date: string;
  reason: 'NOT_WORKING_DAY' | 'SPECIAL_DAY';
  specialDayId?: string;
  specialDayName?: string;
}

/** A count that explains itself: every date of the range is either counted or skipped with its reason. */
export interface DayCount {
  days: number;
  counted: CountedDate[];
  skipped: SkippedDate[];
}

/** The default plan when a person has neither shifts nor a weekly pattern. */
export const mondayToFriday = (date: string): boolean => {
  const w = weekdayOf(date);
  return w >= 1 && w <= 5;
};

/** A part day's share of its date: its minutes over the planned minutes (at most 1), half a day when unknown. */
export const UNKNOWN_PLAN_PART_DAY = 0.5;

export function partDayShare(request: Pick<AbsenceRequest, 'from' | 'partial'>, plannedMinutes?: number | null): number {
  const p = request.partial;
  if (!p) return 1;
  const minutes = Math.max(0, minutesOfTime(p.endTime) - minutesOfTime(p.startTime));
  if (!plannedMinutes || plannedMinutes <= 0) return UNKNOWN_PLAN_PART_DAY;
  return round2(Math.min(1, minutes / plannedMinutes));
}

/**
 * The days a request counts. CALENDAR_DAYS: every date of the range. LABORAL_DAYS: the person's working dates
 * less the special days that concern them, except that for vacation a special day marked
 * `isDeductedFromVacation` is counted (deducted from the balance) rather than skipped.
 */
export function countRequestDays(request: Pick<AbsenceRequest, 'from' | 'to' | 'partial'>, ctx: DayCountContext): DayCount {
  const counted: CountedDate[] = [];
  const skipped: SkippedDate[] = [];
  if (!(request.from <= request.to)) return { days: 0, counted, skipped };
  const laboral = ctx.dayCounting === 'LABORAL_DAYS';
  const isWorking = ctx.isWorkingDate ?? mondayToFriday;
  const units = ctx.unitIds ?? [];
  const specials = laboral ? (ctx.specialDays ?? []).filter((d) => specialDayConcerns(d, units)) : [];
  const share = request.partial ? partDayShare(request, ctx.plannedMinutes?.(request.from)) : 1;
  let hundredths = 0;
  for (let date = request.from; date <= request.to; date = addDays(date, 1)) {
    if (laboral && !isWorking(date)) {
      skipped.push({ date, reason: 'NOT_WORKING_DAY' });
      continue;
    }
    const onDate = specials.length ? specials.filter((d) => specialDayFallsOn(d, date)) : specials;
    // one special day that is not deducted from vacation is enough to skip the date
    const skipping = onDate.find((d) => !(ctx.vacation && d.isDeductedFromVacation));
    if (skipping) {
      skipped.push(withSpecial({ date, reason: 'SPECIAL_DAY' }, skipping));
      continue;
    }
    const special = onDate[0];
    counted.push(special?.id ? { date, days: share, specialDayId: special.id } : { date, days: share });
    hundredths += Math.round(share * 100);
  }
  return { days: hundredths / 100, counted, skipped };
}

function withSpecial(s: SkippedDate, day: SpecialDayRule): SkippedDate {
  if (day.id) s.specialDayId = day.id;
  if (day.name) s.specialDayName = day.name;
  return s;
}
