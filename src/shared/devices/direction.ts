import type { MarkType } from '../workday/types';
import type { RegistryType } from './index';

/**
 * The direction of a clock punch (docs/api/devices.md "Direction"), pure. ATTLOG status codes: 0 check-in,
 * 1 check-out, 2 break-out (BREAK_START), 3 break-in (BREAK_END), 4 overtime-in (CHECK_IN), 5 overtime-out
 * (CHECK_OUT); 255 or any other code: no direction, inferred per person and day (inferDayTypes).
 *
 * The device's registry type (spec §3) then decides:
 * - ALLOW_ALL: the given direction; none → inferred with the company's break settings;
 * - ENTRY_ONLY / EXIT_ONLY: every punch is CHECK_IN / CHECK_OUT (a one-way turnstile);
 * - ENTRY_AND_EXIT: check-in and check-out; a break code is refused (kept, with its reason); none → inferred
 *   without breaks;
 * - ENTRY_EXIT_BREAK: all four; none → inferred with breaks;
 * - ENTRY_BREAK_ONLY / EXIT_BREAK_ONLY: every punch is BREAK_START / BREAK_END, read as the workday rules read
 *   them (src/shared/workday/registryTypes.ts: "entry break" = going on a break, "exit break" = coming back).
 */
export type Direction =
  | { kind: 'given'; type: MarkType }
  | { kind: 'forced'; type: MarkType }
  | { kind: 'infer'; breaks: 'company' | 'none' }
  | { kind: 'refused'; reason: 'BREAK_NOT_ALLOWED' };

const CODES: Record<number, MarkType> = { 0: 'CHECK_IN', 1: 'CHECK_OUT', 2: 'BREAK_START', 3: 'BREAK_END', 4: 'CHECK_IN', 5: 'CHECK_OUT' };

/** The mark type an ATTLOG status code gives, or null (no direction: 255, missing, unknown). */
export const markTypeOfStatus = (status: number | null | undefined): MarkType | null =>
  status === null || status === undefined ? null : CODES[status] ?? null;

export function directionOf(registry: RegistryType | string | null | undefined, status: number | null | undefined): Direction {
  const given = markTypeOfStatus(status);
  switch (registry) {
    case 'ENTRY_ONLY': return { kind: 'forced', type: 'CHECK_IN' };
    case 'EXIT_ONLY': return { kind: 'forced', type: 'CHECK_OUT' };
    case 'ENTRY_BREAK_ONLY': return { kind: 'forced', type: 'BREAK_START' };
    case 'EXIT_BREAK_ONLY': return { kind: 'forced', type: 'BREAK_END' };
    case 'ENTRY_AND_EXIT':
      if (given === 'BREAK_START' || given === 'BREAK_END') return { kind: 'refused', reason: 'BREAK_NOT_ALLOWED' };
      return given ? { kind: 'given', type: given } : { kind: 'infer', breaks: 'none' };
    case 'ENTRY_EXIT_BREAK':
    case 'ALLOW_ALL':
    default:
      return given ? { kind: 'given', type: given } : { kind: 'infer', breaks: 'company' };
  }
}

/**
 * Types of one person's undirected punches of one local day, ordered by time: the first is CHECK_IN, the last
 * CHECK_OUT, and those in between alternate — BREAK_START / BREAK_END when breaks count (the company allows them
 * and the registry type takes them), else CHECK_OUT / CHECK_IN. A lone punch is a CHECK_IN (the workday rules
 * then report the missing check-out). With breaks, an odd count leaves one break open (the rules give it the
 * company's default break length); without breaks it gives two check-outs in a row, the later one closing the day.
 */
export function inferDayTypes(count: number, breaks: boolean): MarkType[] {
  const out: MarkType[] = [];
  for (let i = 0; i < count; i += 1) {
    if (i === 0) out.push('CHECK_IN');
    else if (i === count - 1) out.push('CHECK_OUT');
    else if (breaks) out.push(i % 2 === 1 ? 'BREAK_START' : 'BREAK_END');
    else out.push(i % 2 === 1 ? 'CHECK_OUT' : 'CHECK_IN');
  }
  return out;
}
