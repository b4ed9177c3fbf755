import { plannedWindow, startOfLocalDate, toLocal, type ShiftForDay } from '../../shared/workday';

/** The hours every day's bar shows, in minutes after 00:00 of that row's own date (beyond 1440 = the next day). */
export interface TimelineScale {
  start: number;
  end: number;
}

const HOUR = 60;
/** A bar always shows at least 06:00–22:00, so days of an office worker look alike. */
const DEFAULT_SCALE: TimelineScale = { start: 6 * HOUR, end: 22 * HOUR };

/** Minutes of an instant after the start of a local date (real minutes: a DST night is one hour shorter or longer). */
export function minutesAfter(date: string, instant: string | number, timeZone: string): number {
  const at = typeof instant === 'number' ? instant : Date.parse(instant);
  return (at - startOfLocalDate(date, timeZone)) / 60_000;
}

export interface TimedRow {
  date: string;
  times: (string | number)[];
  shift?: ShiftForDay | null;
}

/** One scale for all the rows on screen: whole hours covering every time and planned shift, at least 06–22. */
export function scaleFor(rows: TimedRow[], timeZone: string): TimelineScale {
  let start = DEFAULT_SCALE.start;
  let end = DEFAULT_SCALE.end;
  for (const row of rows) {
    const window = plannedWindow(row.shift ?? null, timeZone);
    const points = [...row.times, ...(window ? [window.start, window.end] : [])].map((t) => minutesAfter(row.date, t, timeZone));
    for (const p of points) {
      start = Math.min(start, Math.floor(p / HOUR) * HOUR);
      end = Math.max(end, Math.ceil(p / HOUR) * HOUR);
    }
  }
  return { start: Math.max(0, start), end: Math.min(end, 48 * HOUR) };
}

/** Tick positions: every 2 hours, every 3 when the scale spans more than a day. */
export function ticksOf(scale: TimelineScale): number[] {
  const step = (scale.end - scale.start > 24 * HOUR ? 3 : 2) * HOUR;
  const first = Math.ceil(scale.start / step) * step;
  const out: number[] = [];
  for (let m = first; m <= scale.end; m += step) out.push(m);
  return out;
}

/** "06", "22", "02" for minutes after midnight; `nextDay` tells the label falls on the following date. */
export function tickLabel(minutes: number): { text: string; nextDay: boolean } {
  return { text: String(Math.floor(minutes / HOUR) % 24).padStart(2, '0'), nextDay: minutes >= 24 * HOUR };
}

/** Left offset and width in percent of a span on the scale (clipped to it). */
export function placeOn(scale: TimelineScale, from: number, to: number): { left: number; width: number } | null {
  const a = Math.max(scale.start, from);
  const b = Math.min(scale.end, to);
  if (b <= a) return null;
  const span = scale.end - scale.start;
  return { left: ((a - scale.start) / span) * 100, width: ((b - a) / span) * 100 };
}

/** `HH:mm` of an instant in the person's zone, with the date when it is not the row's own. */
export function localTime(instant: string, date: string, timeZone: string): { time: string; otherDay: boolean } {
  const local = toLocal(Date.parse(instant), timeZone);
  return { time: local.time, otherDay: local.date !== date };
}
