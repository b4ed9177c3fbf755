import type { MarkSource, MarkType, ShiftForDay } from '../../shared/workday';
import { plannedWindow } from '../../shared/workday';
import type { Prng } from './prng';

const MINUTE = 60_000;

/** One seeded punch before it gets its ids. */
export interface SeedMark {
  at: number;
  type: MarkType;
  source: MarkSource;
  device: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
}

export interface MarkPlace {
  /** the unit's clock, e.g. RELOJ-MAD-T01 */
  device: string;
  latitude: number | null;
  longitude: number | null;
}

/** How often things happen on a working day (a realistic mix for a retailer). */
export const DAY_ODDS = {
  absent: 0.02,
  late: 0.1,
  overtime: 0.12,
  earlyLeave: 0.04,
  forgottenCheckOut: 0.015,
  forgottenBreakEnd: 0.005,
  skippedBreak: 0.05,
  doublePress: 0.01,
} as const;

/**
 * The marks one collaborator leaves on one working day: a check-in around the planned start (now and then late, or a
 * double press on the clock), the planned break (the split shift's long lunch, or a short one mid-shift), a check-out
 * around the planned end (some overtime, some early departures) — or none, when they forget to check out.
 * Most come from the unit's clock, some from the mobile app with a position near the unit, a few from the portal.
 */
export function dayMarks(prng: Prng, shift: ShiftForDay, timeZone: string, place: MarkPlace): SeedMark[] {
  const window = plannedWindow(shift, timeZone);
  if (!window || prng.chance(DAY_ODDS.absent)) return [];
  const source = prng.weighted<MarkSource>([['clock', 75], ['mobile', 20], ['portal', 5]]);
  const make = (at: number, type: MarkType): SeedMark => {
    const mobile = source === 'mobile' && place.latitude !== null && place.longitude !== null;
    return {
      at: at + prng.int(0, 59) * 1000,
      type,
      source,
      device: source === 'clock' ? place.device : null,
      latitude: mobile ? round(place.latitude! + (prng.next() - 0.5) * 0.002) : null,
      longitude: mobile ? round(place.longitude! + (prng.next() - 0.5) * 0.002) : null,
      accuracy: mobile ? prng.int(5, 40) : null,
    };
  };

  const out: SeedMark[] = [];
  const checkIn = prng.chance(DAY_ODDS.late) ? window.start + prng.int(6, 45) * MINUTE : window.start + prng.int(-12, 0) * MINUTE;
  out.push(make(checkIn, 'CHECK_IN'));
  if (prng.chance(DAY_ODDS.doublePress)) out.push(make(checkIn + 20_000, 'CHECK_IN'));

  let checkOut: number;
  const roll = prng.next();
  if (roll < DAY_ODDS.overtime) checkOut = window.end + prng.int(20, 120) * MINUTE;
  else if (roll < DAY_ODDS.overtime + DAY_ODDS.earlyLeave) checkOut = window.end - prng.int(10, 40) * MINUTE;
  else checkOut = window.end + prng.int(0, 10) * MINUTE;

  if (shift.breakMinutes > 0 && !prng.chance(DAY_ODDS.skippedBreak)) {
    const long = shift.breakMinutes >= 60;
    // the split shift stops for lunch at 14:00 (5 h after a 09:00 start); short breaks fall mid-shift
    const start = long ? window.start + 5 * 60 * MINUTE + prng.int(-3, 5) * MINUTE : checkIn + prng.int(210, 270) * MINUTE;
    const end = start + (long ? shift.breakMinutes + prng.int(-5, 3) : prng.int(shift.breakMinutes - 5, shift.breakMinutes + 8)) * MINUTE;
    if (end < checkOut) {
      out.push(make(start, 'BREAK_START'));
      if (!prng.chance(DAY_ODDS.forgottenBreakEnd)) out.push(make(end, 'BREAK_END'));
    }
  }
  if (!prng.chance(DAY_ODDS.forgottenCheckOut)) out.push(make(checkOut, 'CHECK_OUT'));
  return out;
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;
