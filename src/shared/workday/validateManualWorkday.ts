import type { ErrorCode } from '../errorCodes';
import { fieldError } from './fieldError';
import { lengthOf, MINUTE_MS, overlaps, subtract, type Interval } from './intervals';
import { MAX_PAIRS, MAX_WORKDAY_MS } from './limits';
import type { WorkdayFieldError } from './types';
import { addDays, isLocalDate, localDateOf, parseInstant, startOfLocalDate } from './zonedTime';

/** A workday typed by an administrator (create or PATCH /workdays/update). Times are ISO instants with offset. */
export interface ManualWorkdayInput {
  /** set when editing: the stored workday with this id is not compared with itself */
  id?: string;
  /** local date of the workday (its first check-in) */
  date: string;
  clocks: { in?: string; out?: string }[];
  breaks?: { start?: string; end?: string }[];
}

export interface ManualWorkdayContext {
  timeZone: string;
  now: number;
  /** the user's other workdays around that date; an open pair runs until now */
  existingWorkdays?: { id?: string; clocks: { in: string; out?: string }[] }[];
  /** MAX_HOURS limit in worked minutes (see maxWorkedMinutesFor); null or absent: no limit */
  maxWorkedMinutes?: number | null;
}

interface Checked {
  index: number;
  start: number | null;
  /** null: invalid; undefined: left open */
  end: number | null | undefined;
  valid: boolean;
}

const CLOCK = { path: 'clocks', start: 'in', end: 'out', startCode: 'CLOCKIN_DATE_NOT_VALID', endCode: 'CLOCKOUT_DATE_NOT_VALID',
  before: 'CLOCK_END_BEFORE_START', equal: 'CLOCK_START_END_EQUAL', repeated: 'REPITED', overlap: 'OVERLAPS' } as const;
const BREAK = { path: 'breaks', start: 'start', end: 'end', startCode: 'BREAK_START_DATE_NOT_VALID', endCode: 'BREAK_END_DATE_NOT_VALID',
  before: 'BREAK_END_BEFORE_START', equal: 'BREAK_START_END_EQUAL', repeated: 'REPITED_BREAK', overlap: 'BREAK_OVERLAPS' } as const;
type PairKind = typeof CLOCK | typeof BREAK;

/**
 * Validates a manual workday; runs unchanged in the browser form and on the server. Returns one error per
 * failing field with the spec's codes (§5); an empty array means it may be saved.
 * Times must lie between 00:00 of `date` and the end of the next day (a night shift ends there), the first
 * check-in on `date` itself, none after `now`, the whole span within 24 h. Only the chronologically last
 * check-in pair may be left open (the collaborator is still at work), and only a break inside it.
 */
export function validateManualWorkday(input: ManualWorkdayInput, ctx: ManualWorkdayContext): WorkdayFieldError[] {
  const errors: WorkdayFieldError[] = [];
  const add = (field: string, code: WorkdayFieldError['code'], params?: WorkdayFieldError['params']) => errors.push(fieldError(field, code, params));

  const dateOk = isLocalDate(input.date);
  if (!dateOk) add('date', 'format', { format: 'date' });
  else if (input.date > localDateOf(ctx.now, ctx.timeZone)) add('date', 'FUTURE_DATE_NOT_VALID');
  const window: Interval | null = dateOk
    ? { start: startOfLocalDate(input.date, ctx.timeZone), end: startOfLocalDate(addDays(input.date, 2), ctx.timeZone) }
    : null;

  const clockItems = Array.isArray(input.clocks) ? input.clocks : [];
  const breakItems = Array.isArray(input.breaks) ? input.breaks : [];
  if (!clockItems.length) add('clocks', 'minItems', { limit: 1 });
  if (clockItems.length > MAX_PAIRS) add('clocks', 'maxItems', { limit: MAX_PAIRS });
  if (breakItems.length > MAX_PAIRS) add('breaks', 'maxItems', { limit: MAX_PAIRS });

  const lastIn = latestIndex(clockItems.map((c) => parseInstant(c?.in)));
  const clocks = clockItems.map((c, i) => checkPair(CLOCK, i, c?.in, c?.out, i === lastIn, window, ctx.now, add));
  const openClock = clocks.find((c) => c.valid && c.end === undefined);

  const firstValid = clocks.filter((c) => c.start !== null).sort((a, b) => a.start! - b.start!)[0];
  if (dateOk && firstValid && localDateOf(firstValid.start!, ctx.timeZone) !== input.date) {
    add(`clocks.${firstValid.index}.in`, 'CLOCKIN_DATE_NOT_VALID');
  }

  const lastBreak = latestIndex(breakItems.map((b) => parseInstant(b?.start)));
  const breaks = breakItems.map((b, i) => checkPair(BREAK, i, b?.start, b?.end, !!openClock && i === lastBreak, window, ctx.now, add));

  const clockIntervals = uniqueAndApart(CLOCK, clocks, ctx.now, add);
  const breakIntervals = uniqueAndApart(BREAK, breaks, ctx.now, add);
  overlapsExisting(input, clockIntervals, ctx, add);
  // with a clock still wrong, "break outside the clocked time" would only be noise
  if (clocks.every((c) => c.valid)) breaksInsideClocks(breakIntervals, clockIntervals, add);

  const intervals = clockIntervals.map((c) => c.interval);
  if (intervals.length) {
    const worked = lengthOf(subtract(intervals, breakIntervals.map((b) => b.interval)));
    if (ctx.maxWorkedMinutes != null && worked > ctx.maxWorkedMinutes * MINUTE_MS) add('clocks', 'MAX_HOURS', { limit: ctx.maxWorkedMinutes });
    const first = Math.min(...intervals.map((i) => i.start));
    const last = clockIntervals.reduce((a, c) => (c.interval.end > a.interval.end ? c : a));
    if (last.interval.end - first > MAX_WORKDAY_MS) add(`clocks.${last.index}.out`, 'WORKDAY_TOO_LONG');
  }
  return errors;
}

/** Index of the latest parsable instant, or -1. */
function latestIndex(instants: (number | null)[]): number {
  let best = -1;
  instants.forEach((t, i) => { if (t !== null && (best < 0 || t > instants[best]!)) best = i; });
  return best;
}

/** Checks one pair's two times on their own: presence, format, date window, future, order. */
function checkPair(kind: PairKind, index: number, rawStart: unknown, rawEnd: unknown, mayBeOpen: boolean, window: Interval | null,
  now: number, add: (field: string, code: WorkdayFieldError['code']) => void): Checked {
  const at = (name: string) => `${kind.path}.${index}.${name}`;
  const time = (raw: unknown, field: string, code: ErrorCode): number | null => {
    if (raw === undefined || raw === null || raw === '') { add(field, 'required'); return null; }
    const t = parseInstant(raw);
    if (t === null || (window && (t < window.start || t >= window.end))) { add(field, code); return null; }
    if (t > now) { add(field, 'FUTURE_DATE_NOT_VALID'); return null; }
    return t;
  };
  const start = time(rawStart, at(kind.start), kind.startCode);
  const open = mayBeOpen && (rawEnd === undefined || rawEnd === null || rawEnd === '');
  const end = open ? undefined : time(rawEnd, at(kind.end), kind.endCode);
  let valid = start !== null && end !== null;
  if (valid && end !== undefined) {
    if (end! < start!) { add(at(kind.end), kind.before); valid = false; }
    else if (end === start) { add(at(kind.end), kind.equal); valid = false; }
  }
  return { index, start, end, valid };
}

interface Placed { index: number; interval: Interval }

/** Valid pairs as intervals (a repeated pair once), reporting a pair typed twice (REPITED) and pairs that overlap (OVERLAPS). */
function uniqueAndApart(kind: PairKind, pairs: Checked[], now: number, add: (field: string, code: WorkdayFieldError['code']) => void): Placed[] {
  const placed: Placed[] = [];
  for (const p of pairs) {
    if (!p.valid) continue;
    const interval = { start: p.start!, end: p.end ?? Math.max(p.start!, now) };
    if (placed.some((q) => q.interval.start === interval.start && q.interval.end === interval.end)) {
      add(`${kind.path}.${p.index}.${kind.start}`, kind.repeated);
      continue;
    }
    placed.push({ index: p.index, interval });
  }
  const byStart = [...placed].sort((a, b) => a.interval.start - b.interval.start);
  byStart.forEach((p, i) => {
    if (byStart.slice(0, i).some((q) => overlaps(q.interval, p.interval))) add(`${kind.path}.${p.index}.${kind.start}`, kind.overlap);
  });
  return placed;
}

function overlapsExisting(input: ManualWorkdayInput, clocks: Placed[], ctx: ManualWorkdayContext, add: (field: string, code: WorkdayFieldError['code']) => void): void {
  const others: Interval[] = (ctx.existingWorkdays ?? [])
    .filter((w) => !input.id || w.id !== input.id)
    .flatMap((w) => w.clocks)
    .flatMap((c) => {
      const start = parseInstant(c.in);
      if (start === null) return [];
      const end = c.out === undefined ? Math.max(start, ctx.now) : parseInstant(c.out);
      return end === null ? [] : [{ start, end }];
    });
  for (const c of clocks) {
    if (others.some((o) => overlaps(o, c.interval))) add(`clocks.${c.index}.in`, 'OVERLAPS');
  }
}

/** Each break lies within one check-in pair: the field outside it gets BREAK_OUTSIDE_CLOCK. */
function breaksInsideClocks(breaks: Placed[], clocks: Placed[], add: (field: string, code: WorkdayFieldError['code']) => void): void {
  for (const b of breaks) {
    const holder = clocks.find((c) => c.interval.start <= b.interval.start && b.interval.start < c.interval.end);
    if (!holder) add(`breaks.${b.index}.start`, 'BREAK_OUTSIDE_CLOCK');
    else if (b.interval.end > holder.interval.end) add(`breaks.${b.index}.end`, 'BREAK_OUTSIDE_CLOCK');
  }
}
