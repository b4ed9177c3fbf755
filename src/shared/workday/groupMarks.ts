import type { TimedMark } from './dedupeMarks';
import { graceMinutes } from './generalConfig';
import { MINUTE_MS, type Interval } from './intervals';
import { MAX_PAIRS, MAX_WORKDAY_MS } from './limits';
import { plannedWindow } from './plannedShift';
import type { GeneralConfig, IgnoredMark, IgnoredReason, ShiftForDay, WorkdayWarning } from './types';
import { addDays, floorToMinute, localDateOf, startOfLocalDate } from './zonedTime';

export interface RawPair { in: number; out?: number; automatic?: boolean }
export interface RawBreak { start: number; end?: number; automatic?: boolean }

/** A workday while marks are being grouped: instants in whole minutes. */
export interface RawWorkday {
  date: string;
  shift: ShiftForDay | null;
  /** the shift's planned start and end instants, null without a working shift */
  planned: Interval | null;
  /** a later check-in before this instant belongs to this workday */
  joinUntil: number;
  firstIn: number;
  clocks: RawPair[];
  breaks: RawBreak[];
  markIds: string[];
  warnings: Set<WorkdayWarning>;
  /** the 6th pair's marks are being dropped */
  clockOverflow: boolean;
  breakOverflow: boolean;
}

export interface GroupContext {
  shiftsByDate: Record<string, ShiftForDay | undefined>;
  config: GeneralConfig;
  timeZone: string;
  now: number;
}

/**
 * Walks one user's deduplicated marks in time order and builds workdays. A check-in starts a new workday unless
 * it falls inside the current one's window (same local date, or before the planned end of a shift crossing
 * midnight, plus the automatic-close tolerance; never beyond 24 h). Marks that fit nowhere are returned as ignored.
 */
export function groupMarks(marks: TimedMark[], ctx: GroupContext): { workdays: RawWorkday[]; ignored: IgnoredMark[] } {
  const workdays: RawWorkday[] = [];
  const ignored: IgnoredMark[] = [];
  let cur: RawWorkday | null = null;
  const ignore = (t: TimedMark, reason: IgnoredReason, warning?: WorkdayWarning) => {
    ignored.push({ markId: t.mark.id, reason });
    if (cur && warning) cur.warnings.add(warning);
  };

  for (const t of marks) {
    const at = floorToMinute(t.at);
    const pair: RawPair | undefined = cur ? openPair(cur) : undefined;
    if (cur && pair && at > decideAt(cur, pair, ctx)) closeAutomatically(cur, pair, ctx);
    const open: RawPair | undefined = cur ? openPair(cur) : undefined;
    const brk = cur ? openBreak(cur) : undefined;

    switch (t.mark.type) {
      case 'CHECK_IN': {
        const joins = !!cur && at < cur.joinUntil;
        if (cur && joins && open) ignore(t, 'CHECK_IN_WHILE_OPEN', 'CHECK_IN_WHILE_OPEN');
        else if (cur && joins && cur.clocks.length >= MAX_PAIRS) {
          cur.clockOverflow = true;
          ignore(t, 'TOO_MANY_CLOCKS', 'TOO_MANY_CLOCKS');
        } else if (cur && joins) {
          cur.clockOverflow = false;
          cur.clocks.push({ in: at });
          cur.markIds.push(t.mark.id);
        } else {
          if (cur && open) closeAutomatically(cur, open, ctx, at);
          cur = startWorkday(t, at, ctx);
          workdays.push(cur);
        }
        break;
      }
      case 'CHECK_OUT':
        if (cur && open) {
          if (brk) endBreakAutomatically(cur, brk, at, ctx);
          open.out = Math.max(at, open.in);
          cur.markIds.push(t.mark.id);
        } else ignore(t, ...orphanReason(cur, at, 'NO_OPEN_CHECK_IN'));
        break;
      case 'BREAK_START':
        if (cur && open && brk) ignore(t, 'BREAK_ALREADY_OPEN');
        else if (cur && open && cur.breaks.length >= MAX_PAIRS) {
          cur.breakOverflow = true;
          ignore(t, 'TOO_MANY_BREAKS', 'TOO_MANY_BREAKS');
        } else if (cur && open) {
          cur.breaks.push({ start: Math.max(at, open.in) });
          cur.markIds.push(t.mark.id);
        } else ignore(t, ...orphanReason(cur, at, 'NO_OPEN_CHECK_IN'));
        break;
      case 'BREAK_END':
        if (cur && open && brk) {
          brk.end = Math.max(at, brk.start);
          cur.markIds.push(t.mark.id);
        } else if (cur && open && cur.breakOverflow) {
          cur.breakOverflow = false;
          ignore(t, 'TOO_MANY_BREAKS');
        } else if (cur && open) ignore(t, 'NO_OPEN_BREAK');
        else ignore(t, ...orphanReason(cur, at, 'NO_OPEN_BREAK'));
        break;
    }
  }

  const last = workdays.at(-1);
  const pair = last && openPair(last);
  if (last && pair && ctx.now > decideAt(last, pair, ctx)) closeAutomatically(last, pair, ctx);
  return { workdays, ignored };
}

/** Why a mark that needs an open pair found none, with the warning the workday should carry. */
function orphanReason(cur: RawWorkday | null, at: number, fallback: IgnoredReason): [IgnoredReason, WorkdayWarning?] {
  if (!cur || at >= cur.firstIn + MAX_WORKDAY_MS) return [fallback];
  if (cur.clockOverflow) return ['TOO_MANY_CLOCKS'];
  if (cur.clocks.at(-1)?.automatic) return ['AFTER_AUTOMATIC_CLOSE', 'MARK_AFTER_AUTOMATIC_CLOSE'];
  return [fallback];
}

function startWorkday(t: TimedMark, at: number, ctx: GroupContext): RawWorkday {
  const date = localDateOf(at, ctx.timeZone);
  const shift = ctx.shiftsByDate[date] ?? null;
  const planned = plannedWindow(shift, ctx.timeZone);
  return {
    date,
    shift,
    planned,
    joinUntil: joinUntil(date, planned, at, ctx),
    firstIn: at,
    clocks: [{ in: at }],
    breaks: [],
    markIds: [t.mark.id],
    warnings: new Set(),
    clockOverflow: false,
    breakOverflow: false,
  };
}

const openPair = (w: RawWorkday) => w.clocks.find((c) => c.out === undefined);
const openBreak = (w: RawWorkday) => w.breaks.find((b) => b.end === undefined);

/** A later check-in belongs to this workday until the end of its date or of its planned shift (night shifts). */
function joinUntil(date: string, planned: Interval | null, firstIn: number, ctx: GroupContext): number {
  const endOfDate = startOfLocalDate(addDays(date, 1), ctx.timeZone);
  const endOfShift = planned ? planned.end + graceMinutes(ctx.config.overtime.automaticCloseTolerance) * MINUTE_MS : 0;
  return Math.min(Math.max(endOfDate, endOfShift), firstIn + MAX_WORKDAY_MS);
}

/**
 * Until when a missing check-out is waited for: the planned end plus the automatic-close tolerance when both are
 * known and the pair began before that moment; otherwise 24 h after the first check-in (no workday is longer).
 */
function decideAt(w: RawWorkday, pair: RawPair, ctx: GroupContext): number {
  const cap = w.firstIn + MAX_WORKDAY_MS;
  const tolerance = ctx.config.overtime.automaticCloseTolerance;
  const planned = w.planned;
  if (planned && tolerance >= 0) {
    const deadline = planned.end + tolerance * MINUTE_MS;
    if (pair.in < deadline) return Math.min(deadline, cap);
  }
  return cap;
}

/**
 * Closes a forgotten check-out at the planned end (never before the last thing marked in the pair, never after
 * the next check-in), so an automatic close credits the planned shift and never creates overtime.
 */
function closeAutomatically(w: RawWorkday, pair: RawPair, ctx: GroupContext, nextCheckIn = Number.POSITIVE_INFINITY): void {
  const planned = w.planned;
  const lastMarked = Math.max(pair.in, ...w.breaks.filter((b) => b.start >= pair.in).flatMap((b) => [b.start, b.end ?? b.start]));
  const out = Math.max(Math.min(planned?.end ?? lastMarked, nextCheckIn), lastMarked);
  const brk = openBreak(w);
  if (brk) endBreakAutomatically(w, brk, out, ctx);
  pair.out = out;
  pair.automatic = true;
  w.warnings.add('MISSING_CHECK_OUT');
}

/** A break never ended lasts the planned break (or the default break time), cut at the check-out. */
function endBreakAutomatically(w: RawWorkday, brk: RawBreak, checkOut: number, ctx: GroupContext): void {
  const planned = w.shift && w.shift.breakMinutes > 0 ? w.shift.breakMinutes : ctx.config.defaultBreakMinutes;
  const length = Math.max(0, planned) * MINUTE_MS;
  brk.end = Math.max(brk.start, Math.min(brk.start + length, checkOut));
  brk.automatic = true;
  w.warnings.add('MISSING_BREAK_END');
}
