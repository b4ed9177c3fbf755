import { graceMinutes, limitMinutes } from './generalConfig';
import { clip, lengthOf, MINUTE_MS, subtract, toMinutes, type Interval } from './intervals';
import { nightMs } from './nightMinutes';
import { plannedNetMinutes, plannedWindow } from './plannedShift';
import type { GeneralConfig, HistoryEntry, HistoryType, ShiftForDay, WorkdayTotals, WorkdayWarning } from './types';
import { floorToMinute, toIso } from './zonedTime';

/** The clocked facts of one workday, instants in whole minutes; an open pair or break has no end yet. */
export interface WorkdayTimes {
  shift: ShiftForDay | null;
  clocks: { in: number; out?: number; automatic?: boolean }[];
  breaks: { start: number; end?: number }[];
}

export interface WorkdayHours {
  historyHours: HistoryEntry[];
  totals: WorkdayTotals;
  warnings: WorkdayWarning[];
}

const NONE = Number.NEGATIVE_INFINITY;
const ALL = Number.POSITIVE_INFINITY;

/**
 * Splits a workday into its timeline (LATER_ARRIVAL, BREAK, WORKED, EXTRA_HOURS) and totals. Open pairs and
 * breaks run until `now`, so a workday in progress shows what has been worked so far.
 * - Late arrival: first check-in after the planned start by more than toleranceLateArrival (unset = no grace);
 *   then the whole delay counts, from the planned start. A first check-in after the planned end is not lateness.
 * - Overtime (only with allowOvertime): worked time before the planned start beyond the early-entry tolerance
 *   and after the planned end beyond overtimeAllowed; every worked minute of a rest day. Under the minimum it
 *   does not count; above the maximum the rest stays ordinary worked time.
 * - Early departure: a marked last check-out before the planned end by more than toleranceEarlyDeparture.
 */
export function workdayHours(day: WorkdayTimes, config: GeneralConfig, timeZone: string, now: number): WorkdayHours {
  const until = floorToMinute(now);
  const planned = plannedWindow(day.shift, timeZone);
  const clocks: Interval[] = day.clocks.map((c) => ({ start: c.in, end: c.out ?? Math.max(c.in, until) }));
  const breaks: Interval[] = day.breaks.map((b) => ({ start: b.start, end: b.end ?? Math.max(b.start, until) }));
  const breakTime = clockedBreaks(breaks, clocks);
  const worked = subtract(clocks, breakTime);
  const extra = overtimeOf(worked, day.shift, planned, config);
  const ordinary = subtract(worked, extra);

  const firstIn = Math.min(...day.clocks.map((c) => c.in));
  const lateMs = planned && firstIn < planned.end && firstIn - planned.start > graceMinutes(config.toleranceLateArrival) * MINUTE_MS
    ? firstIn - planned.start : 0;

  const entries: HistoryEntry[] = [
    ...(lateMs ? [entry('LATER_ARRIVAL', { start: planned!.start, end: firstIn })] : []),
    ...breakTime.map((i) => entry('BREAK', i)),
    ...ordinary.map((i) => entry('WORKED', i)),
    ...extra.map((i) => entry('EXTRA_HOURS', i)),
  ].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));

  return {
    historyHours: entries,
    totals: {
      worked: toMinutes(lengthOf(worked)),
      break: toMinutes(lengthOf(breakTime)),
      late: toMinutes(lateMs),
      earlyDeparture: toMinutes(earlyDepartureMs(day, planned, config)),
      extra: toMinutes(lengthOf(extra)),
      night: toMinutes(nightMs(worked, config.nightShiftRange, timeZone)),
      planned: plannedNetMinutes(day.shift, timeZone),
    },
    warnings: breakWarnings(day, firstIn, config),
  };
}

function entry(type: HistoryType, i: Interval): HistoryEntry {
  return { type, start: toIso(i.start), end: toIso(i.end), minutes: toMinutes(i.end - i.start) };
}

/** Break time counts only inside clocked time, and overlapping breaks count once. */
function clockedBreaks(breaks: Interval[], clocks: Interval[]): Interval[] {
  const inside = clocks.flatMap((c) => clip(breaks, c)).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const i of inside) {
    const last = merged.at(-1);
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else merged.push({ ...i });
  }
  return merged;
}

function overtimeOf(worked: Interval[], shift: ShiftForDay | null, planned: Interval | null, config: GeneralConfig): Interval[] {
  if (!config.allowOvertime || !shift) return [];
  let candidates: Interval[] = [];
  if (shift.type === 'rest') candidates = worked;
  else if (planned) {
    const before = clip(worked, { start: NONE, end: planned.start });
    const after = clip(worked, { start: planned.end, end: ALL });
    if (lengthOf(before) > graceMinutes(config.overtime.earlyEntryTolerance) * MINUTE_MS) candidates.push(...before);
    if (lengthOf(after) > graceMinutes(config.overtimeAllowed) * MINUTE_MS) candidates.push(...after);
  }
  const minimum = limitMinutes(config.overtime.minimumMinutes);
  if (minimum !== null && lengthOf(candidates) < minimum * MINUTE_MS) return [];
  const maximum = limitMinutes(config.overtime.maximumMinutes);
  return maximum === null ? candidates : firstMs(candidates, maximum * MINUTE_MS);
}

/** The earliest `ms` milliseconds of chronologically ordered intervals. */
function firstMs(intervals: Interval[], ms: number): Interval[] {
  const taken: Interval[] = [];
  let left = ms;
  for (const i of [...intervals].sort((a, b) => a.start - b.start)) {
    if (left <= 0) break;
    const end = Math.min(i.end, i.start + left);
    taken.push({ start: i.start, end });
    left -= end - i.start;
  }
  return taken;
}

function earlyDepartureMs(day: WorkdayTimes, planned: Interval | null, config: GeneralConfig): number {
  const last = day.clocks.reduce<WorkdayTimes['clocks'][number] | undefined>((a, c) => (!a || c.in > a.in ? c : a), undefined);
  if (!planned || !last || last.out === undefined || last.automatic) return 0;
  if (last.out <= planned.start || last.out >= planned.end) return 0;
  const early = planned.end - last.out;
  return early > graceMinutes(config.toleranceEarlyDeparture) * MINUTE_MS ? early : 0;
}

function breakWarnings(day: WorkdayTimes, firstIn: number, config: GeneralConfig): WorkdayWarning[] {
  if (!day.breaks.length) return [];
  if (!config.allowBreak) return ['BREAK_NOT_ALLOWED'];
  const { min, max } = config.rangeOfBreak;
  const outside = day.breaks.some((b) => b.start - firstIn < min * 60 * MINUTE_MS || b.start - firstIn > max * 60 * MINUTE_MS);
  return outside ? ['BREAK_OUTSIDE_RANGE'] : [];
}
