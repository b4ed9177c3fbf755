import type { IgnoredMark, Mark, MarkType } from './types';
import { parseInstant } from './zonedTime';

/** A retried or double-pressed mark: same type again within this long. */
export const DUPLICATE_WINDOW_MS = 60_000;

/** A mark with its instant parsed (epoch milliseconds, seconds kept). */
export interface TimedMark {
  mark: Mark;
  at: number;
}

// At the same instant endings come before beginnings, as in the half-open intervals they close and open.
const ORDER: Record<MarkType, number> = { CHECK_OUT: 0, BREAK_END: 1, CHECK_IN: 2, BREAK_START: 3 };

/**
 * Marks in time order without the ones that must not count: an unreadable instant, an id already seen
 * (a retried request), or the same type within a minute of the previous kept mark of that type (a double press).
 */
export function dedupeMarks(marks: Mark[]): { marks: TimedMark[]; ignored: IgnoredMark[] } {
  const ignored: IgnoredMark[] = [];
  const seenIds = new Set<string>();
  const timed: TimedMark[] = [];
  for (const mark of marks) {
    const at = parseInstant(mark.at);
    if (at === null) {
      ignored.push({ markId: mark.id, reason: 'INVALID_TIME' });
    } else if (seenIds.has(mark.id)) {
      ignored.push({ markId: mark.id, reason: 'DUPLICATE' });
    } else {
      seenIds.add(mark.id);
      timed.push({ mark, at });
    }
  }
  timed.sort((a, b) => a.at - b.at || ORDER[a.mark.type] - ORDER[b.mark.type] || (a.mark.id < b.mark.id ? -1 : 1));

  const lastKept = new Map<MarkType, number>();
  const kept: TimedMark[] = [];
  for (const t of timed) {
    const previous = lastKept.get(t.mark.type);
    if (previous !== undefined && t.at - previous < DUPLICATE_WINDOW_MS) {
      ignored.push({ markId: t.mark.id, reason: 'DUPLICATE' });
      continue;
    }
    lastKept.set(t.mark.type, t.at);
    kept.push(t);
  }
  return { marks: kept, ignored };
}
