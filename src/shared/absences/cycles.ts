import { addMonths, dateOfDayNumber, dayNumber } from './calendarDays';
import { anniversary, seniorityOn } from './seniority';
import type { CycleAnchor, VacationExpiry } from './vacationMatrix';

/**
 * A vacation cycle: a calendar year ('2026') or the year from one ingress anniversary to the day before the
 * next ('2026-03-15/2027-03-14'). Cycle 0 is the one holding the ingress date; in a calendar year it starts
 * for the person on the ingress date (`from`), and its days are prorated over the full year (`fullDays`).
 */
export interface VacationCycle {
  index: number;
  label: string;
  start: string;
  from: string;
  end: string;
  startN: number;
  fromN: number;
  endN: number;
  fullDays: number;
  /** month k of the cycle starts on addMonths(monthBase, monthOffset + k) (anniversary months stay on the day) */
  monthBase: string;
  monthOffset: number;
}

/** The first date of a cycle (the ingress date itself for cycle 0 of an anniversary anchor). */
export function cycleStart(ingressDate: string, anchor: CycleAnchor, index: number): string {
  return anchor === 'CALENDAR_YEAR' ? `${Number(ingressDate.slice(0, 4)) + index}-01-01` : anniversary(ingressDate, index);
}

export function cycleAt(ingressDate: string, anchor: CycleAnchor, index: number): VacationCycle {
  const start = cycleStart(ingressDate, anchor, index);
  const startN = dayNumber(start);
  const endN = dayNumber(cycleStart(ingressDate, anchor, index + 1)) - 1;
  const end = dateOfDayNumber(endN);
  const calendar = anchor === 'CALENDAR_YEAR';
  const from = start < ingressDate ? ingressDate : start;
  return {
    index, label: calendar ? start.slice(0, 4) : `${start}/${end}`, start, from, end, startN, fromN: from === start ? startN : dayNumber(from), endN,
    fullDays: endN - startN + 1, monthBase: calendar ? start : ingressDate, monthOffset: calendar ? 0 : 12 * index,
  };
}

/** The cycle holding a date (0 for dates before ingress). */
export function cycleIndexOn(ingressDate: string, anchor: CycleAnchor, date: string): number {
  if (date <= ingressDate) return 0;
  if (anchor === 'CALENDAR_YEAR') return Number(date.slice(0, 4)) - Number(ingressDate.slice(0, 4));
  return seniorityOn(ingressDate, date);
}

/** Every cycle from the first to the one holding `until` (at least the first). */
export function cyclesThrough(ingressDate: string, anchor: CycleAnchor, until: string): VacationCycle[] {
  const last = cycleIndexOn(ingressDate, anchor, until);
  const cycles: VacationCycle[] = [];
  for (let i = 0; i <= last; i++) cycles.push(cycleAt(ingressDate, anchor, i));
  return cycles;
}

/**
 * The first date on which what is left of a cycle is gone, or null when it never expires. N months after the
 * cycle: the days can be used through the date N months after its end (2025 + 3 months: through 31 March,
 * gone on 1 April). N cycles after: usable through the N-th following cycle (2025 + 1 cycle: gone on
 * 1 January 2027).
 */
export function cycleExpiresOn(cycle: VacationCycle, expiry: VacationExpiry, ingressDate: string, anchor: CycleAnchor): string | null {
  if (expiry.kind === 'MONTHS_AFTER_CYCLE') return addMonths(dateOfDayNumber(cycle.endN + 1), expiry.months);
  if (expiry.kind === 'CYCLES_AFTER') return cycleStart(ingressDate, anchor, cycle.index + 1 + expiry.cycles);
  return null;
}
