import { offsetAt } from '../../../shared/workday/zonedTime';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const QUARTER = 15 * MINUTE;
const pad = (n: number) => String(n).padStart(2, '0');

/** +0100, -0300 */
const offsetText = (ms: number) => {
  const m = Math.round(Math.abs(ms) / MINUTE);
  return `${ms < 0 ? '-' : '+'}${pad(Math.floor(m / 60))}${pad(m % 60)}`;
};

/** The wall-clock time (YYYYMMDDTHHMMSS) of an instant read with a given offset. */
const wallText = (instant: number, offset: number) => {
  const d = new Date(instant + offset);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
};

/** The first quarter hour in (a, b] with the offset of b: offsets change on quarter hours (and offsetAt reads by them). */
function transitionBetween(a: number, b: number, zone: string): number {
  const after = offsetAt(b, zone);
  let lo = Math.floor(a / QUARTER);
  let hi = Math.floor(b / QUARTER);
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (offsetAt(mid * QUARTER, zone) === after) hi = mid;
    else lo = mid;
  }
  return hi * QUARTER;
}

const cache = new Map<string, string>();

/**
 * A VTIMEZONE for an IANA zone, from the runtime's own zone data (Intl): one observance at the start of the years
 * asked for, then one per change of offset in them, each with its exact DTSTART (no RRULE to get wrong). Clients
 * that know the zone by its name use theirs; those that do not (Outlook, some parsers) use this.
 */
export function vtimezone(zone: string, fromYear: number, toYear: number): string {
  const key = `${zone}|${fromYear}|${toYear}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const changes: { at: number; from: number; to: number }[] = [];
  let previous = offsetAt(start, zone);
  for (let t = start + DAY; t <= end; t += DAY) {
    const now = offsetAt(t, zone);
    if (now !== previous) changes.push({ at: transitionBetween(t - DAY, t, zone), from: previous, to: now });
    previous = now;
  }
  // the smaller offset of the years is standard time, a larger one daylight saving time
  const standard = Math.min(offsetAt(start, zone), ...changes.map((c) => c.to));
  const observance = (at: number, from: number, to: number) => {
    const kind = to === standard ? 'STANDARD' : 'DAYLIGHT';
    return [`BEGIN:${kind}`, `DTSTART:${wallText(at, from)}`, `TZOFFSETFROM:${offsetText(from)}`, `TZOFFSETTO:${offsetText(to)}`, `END:${kind}`];
  };
  const first = offsetAt(start, zone);
  const lines = [
    'BEGIN:VTIMEZONE', `TZID:${zone}`,
    ...observance(start, first, first),
    ...changes.flatMap((c) => observance(c.at, c.from, c.to)),
    'END:VTIMEZONE',
  ];
  const text = lines.join('\r\n');
  if (cache.size > 500) cache.clear();
  cache.set(key, text);
  return text;
}
