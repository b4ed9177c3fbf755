/** Half-open time intervals [start, end) in epoch milliseconds: touching intervals do not overlap. */
export interface Interval {
  start: number;
  end: number;
}

export const MINUTE_MS = 60_000;

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

export function lengthOf(intervals: Interval[]): number {
  return intervals.reduce((sum, i) => sum + Math.max(0, i.end - i.start), 0);
}

export function toMinutes(ms: number): number {
  return Math.round(ms / MINUTE_MS);
}

/** The parts of `from` not covered by any of `cut`. */
export function subtract(from: Interval[], cut: Interval[]): Interval[] {
  let rest = from.filter((i) => i.end > i.start);
  for (const c of cut) {
    rest = rest.flatMap((i) => {
      if (!overlaps(i, c)) return [i];
      const parts: Interval[] = [];
      if (i.start < c.start) parts.push({ start: i.start, end: c.start });
      if (c.end < i.end) parts.push({ start: c.end, end: i.end });
      return parts;
    });
  }
  return rest;
}

/** The parts of `from` inside `window`. */
export function clip(from: Interval[], window: Interval): Interval[] {
  return from
    .map((i) => ({ start: Math.max(i.start, window.start), end: Math.min(i.end, window.end) }))
    .filter((i) => i.end > i.start);
}
