import { addDays, localDateOf, startOfLocalDate } from '../workday/zonedTime';

/**
 * The rules of time on work orders (issue 22), free of the database so the server, the seed and the tests share
 * them. A log is [start, end) in instants (ms); `end` null = the person is on the order now.
 */
export interface LogSpan {
  start: number;
  end: number | null;
}

/** Whole minutes of a span (an open one up to `now`). */
export const spanMinutes = (s: LogSpan, now = Date.now()): number => Math.max(0, Math.round(((s.end ?? now) - s.start) / 60_000));

/** Two spans share time (touching ends do not: one order ends the instant the next begins). An open span runs on. */
export function spansOverlap(a: LogSpan, b: LogSpan): boolean {
  const aEnd = a.end ?? Number.POSITIVE_INFINITY;
  const bEnd = b.end ?? Number.POSITIVE_INFINITY;
  return a.start < bEnd && b.start < aEnd;
}

/**
 * Minutes of a span per local date of the person (a log from 22:00 to 06:00 gives two dates): what the reports add
 * up as "hours per day".
 */
export function minutesPerDay(s: LogSpan, timeZone: string, now = Date.now()): { date: string; minutes: number }[] {
  const end = s.end ?? now;
  const out: { date: string; minutes: number }[] = [];
  let cursor = s.start;
  let date = localDateOf(cursor, timeZone);
  // a year at most: a forgotten open log never loops for ever
  for (let i = 0; cursor < end && i < 400; i++) {
    const next = Math.min(end, startOfLocalDate(addDays(date, 1), timeZone));
    out.push({ date, minutes: Math.round((next - cursor) / 60_000) });
    cursor = next;
    date = addDays(date, 1);
  }
  return out.filter((d) => d.minutes > 0);
}

/**
 * Whether a span lies (partly) outside the person's worked time: the union of their workdays' [first in, last out]
 * intervals (an open workday runs to `now`). A log no workday covers — typed for a day without marks, or longer than
 * the day — is flagged `outsideWorkday`.
 */
export function outsideWorkday(s: LogSpan, workdays: LogSpan[], now = Date.now()): boolean {
  const end = s.end ?? now;
  let covered = s.start;
  const sorted = [...workdays].sort((a, b) => a.start - b.start);
  for (const w of sorted) {
    const wEnd = w.end ?? now;
    if (w.start > covered) break;
    if (wEnd > covered) covered = wEnd;
    if (covered >= end) return false;
  }
  return covered < end;
}

/** A mark as the log rules see it. */
export interface LogMark {
  id: string;
  userId: string;
  at: number;
  type: string;
  workOrderId: string | null;
}

/** An open log as stored. */
export interface OpenLog {
  id: string;
  userId: string;
  workOrderId: string;
  start: number;
}

/** What marks do to logs: closes of stored open logs, and new logs (closed already when the same batch ends them). */
export interface MarkLogPlan {
  close: { id: string; end: number }[];
  open: { userId: string; workOrderId: string; start: number; end: number | null; markId: string }[];
}

/**
 * Mark-driven logs: a CHECK_IN naming an order opens a log on it (closing the person's open log at that instant:
 * an order change); the next CHECK_OUT closes it. Marks are taken per person in time order. A mark earlier than the
 * person's open log (an upload arriving late) leaves the logs alone: it cannot close time that had not started.
 * A CHECK_IN naming the order the person is already on changes nothing. Other marks (breaks, a check-in without an
 * order) leave the logs alone.
 */
export function planMarkLogs(openLogs: Map<string, OpenLog>, marks: LogMark[]): MarkLogPlan {
  const plan: MarkLogPlan = { close: [], open: [] };
  type Current = { stored?: OpenLog; fresh?: MarkLogPlan['open'][number] };
  const current = new Map<string, Current>();
  for (const [userId, log] of openLogs) current.set(userId, { stored: log });
  const startOf = (c: Current | undefined) => c?.fresh?.start ?? c?.stored?.start;
  const orderOf = (c: Current | undefined) => c?.fresh?.workOrderId ?? c?.stored?.workOrderId;
  const closeAt = (userId: string, at: number) => {
    const c = current.get(userId);
    if (c?.fresh) c.fresh.end = at;
    else if (c?.stored) plan.close.push({ id: c.stored.id, end: at });
    current.delete(userId);
  };

  const sorted = [...marks].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
  for (const m of sorted) {
    const c = current.get(m.userId);
    const start = startOf(c);
    if (start !== undefined && m.at < start) continue;
    if (m.type === 'CHECK_OUT') {
      if (c) closeAt(m.userId, m.at);
    } else if (m.type === 'CHECK_IN' && m.workOrderId) {
      if (orderOf(c) === m.workOrderId) continue;
      if (c) closeAt(m.userId, m.at);
      const fresh = { userId: m.userId, workOrderId: m.workOrderId, start: m.at, end: null, markId: m.id };
      plan.open.push(fresh);
      current.set(m.userId, { fresh });
    }
  }
  return plan;
}
