import { dedupeMarks } from './dedupeMarks';
import { groupMarks, type RawWorkday } from './groupMarks';
import type { BuildWorkdaysResult, GeneralConfig, Mark, ShiftForDay, Workday, WorkdayState } from './types';
import { workdayHours } from './workdayHours';
import { toIso } from './zonedTime';

/**
 * One user's workdays from their marks and planned shifts, in the company's time zone.
 * `shiftsByDate` maps a local date to the shift planned that day; `now` (epoch ms) decides whether a missing
 * check-out is still awaited (started/pause) or was closed automatically (automaticFinish).
 * Marks that fit no workday (duplicates, a check-out without check-in…) come back in `ignored` with the reason.
 * The states cancel and change are set by people (a cancelled or manually edited workday), never derived here.
 */
export function buildWorkdays(
  marks: Mark[],
  shiftsByDate: Record<string, ShiftForDay | undefined>,
  config: GeneralConfig,
  timeZone: string,
  now: number,
): BuildWorkdaysResult {
  const users = new Set(marks.map((m) => m.userId));
  if (users.size > 1) throw new Error('buildWorkdays takes the marks of one user');
  const userId = marks[0]?.userId ?? '';

  const deduped = dedupeMarks(marks);
  const grouped = groupMarks(deduped.marks, { shiftsByDate, config, timeZone, now });
  return {
    workdays: grouped.workdays.map((raw) => toWorkday(raw, userId, config, timeZone, now)),
    ignored: [...deduped.ignored, ...grouped.ignored],
  };
}

function toWorkday(raw: RawWorkday, userId: string, config: GeneralConfig, timeZone: string, now: number): Workday {
  const hours = workdayHours(raw, config, timeZone, now);
  return {
    userId,
    date: raw.date,
    clocks: raw.clocks.map((c) => ({ in: toIso(c.in), ...(c.out !== undefined && { out: toIso(c.out) }), ...(c.automatic && { automatic: true }) })),
    breaks: raw.breaks.map((b) => ({ start: toIso(b.start), ...(b.end !== undefined && { end: toIso(b.end) }), ...(b.automatic && { automatic: true }) })),
    state: stateOf(raw),
    historyHours: hours.historyHours,
    totals: hours.totals,
    shift: raw.shift,
    markIds: raw.markIds,
    warnings: [...new Set([...raw.warnings, ...hours.warnings])],
  };
}

function stateOf(raw: RawWorkday): WorkdayState {
  if (raw.clocks.some((c) => c.out === undefined)) return raw.breaks.some((b) => b.end === undefined) ? 'pause' : 'started';
  return raw.clocks.some((c) => c.automatic) ? 'automaticFinish' : 'finish';
}
