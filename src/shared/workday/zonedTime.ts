import { yearInRange } from '../dateRange';

/**
 * Wall-clock time in an IANA zone, with Intl only (Node 20 and every browser ship the zone data).
 * We avoid dayjs' timezone plugin here: it needs a global `dayjs.extend` and its handling of the hour that
 * repeats in autumn has varied between versions; these rules must agree to the minute on both sides.
 * Instants are epoch milliseconds; local dates `YYYY-MM-DD`, local times `HH:mm`.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows the zone. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

// Offsets only change on transitions, which fall on quarter hours: cache per zone and quarter hour, because
// formatToParts is the slow part when thousands of marks are grouped.
const QUARTER = 15 * MINUTE;
const offsetCaches = new Map<string, Map<number, number>>();

/** Offset of the zone at an instant, in milliseconds (Madrid in summer: +7 200 000). */
export function offsetAt(instant: number, timeZone: string): number {
  const bucket = Math.floor(instant / QUARTER);
  let cache = offsetCaches.get(timeZone);
  if (!cache) offsetCaches.set(timeZone, (cache = new Map()));
  const cached = cache.get(bucket);
  if (cached !== undefined) return cached;
  const at = bucket * QUARTER;
  const p: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(at))) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - at;
  if (cache.size > 100_000) cache.clear();
  cache.set(bucket, offset);
  return offset;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local date and time of an instant. `minuteOfDay` counts wall-clock minutes from 00:00. */
export function toLocal(instant: number, timeZone: string): { date: string; time: string; minuteOfDay: number } {
  const wall = new Date(instant + offsetAt(instant, timeZone));
  const h = wall.getUTCHours();
  const m = wall.getUTCMinutes();
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(h)}:${pad(m)}`,
    minuteOfDay: h * 60 + m,
  };
}

export function localDateOf(instant: number, timeZone: string): string {
  return toLocal(instant, timeZone).date;
}

/**
 * The instant a local date and time denote. A time skipped by the spring change (02:30 in Madrid on the last
 * Sunday of March) moves forward by the gap (03:30 summer time); a time that happens twice in autumn
 * (02:30 on the last Sunday of October) is its first occurrence (summer time).
 */
export function toInstant(date: string, time: string, timeZone: string): number {
  const wall = wallMs(date, time);
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const candidates = [wall - before, wall - after].filter((t, i) => offsetAt(t, timeZone) === (i === 0 ? before : after));
  if (candidates.length) return Math.min(...candidates);
  return wall - before; // in the gap: read with the offset before the change, which lands after it
}

/** Start of a local date (00:00, or the first instant of that date where midnight does not exist). */
export function startOfLocalDate(date: string, timeZone: string): number {
  return toInstant(date, '00:00', timeZone);
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  const d = new Date(wallMs(date, '00:00') + days * DAY);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Day of week of a local date, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(wallMs(date, '00:00')).getUTCDay();
}

/** Minutes from 00:00 of an `HH:mm` time. */
export function minutesOfTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
// An instant must carry its offset: a bare local date-time would be read in the runtime's own zone.
const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isLocalDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_RE.exec(value);
  // only the years the product stores (src/shared/dateRange.ts): year 0 would reach the database and fail there
  if (!m || !yearInRange(value)) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function isLocalTime(value: unknown): value is string {
  return typeof value === 'string' && TIME_RE.test(value);
}

/** Epoch milliseconds of an ISO instant with offset, or null when it is not one. */
export function parseInstant(value: unknown): number | null {
  if (typeof value !== 'string' || !INSTANT_RE.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Drop seconds: marks count in whole minutes, so totals always equal the sum of their entries. */
export function floorToMinute(instant: number): number {
  return Math.floor(instant / MINUTE) * MINUTE;
}

export function toIso(instant: number): string {
  return new Date(instant).toISOString();
}

function wallMs(date: string, time: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)),
    Number(time.slice(0, 2)), Number(time.slice(3, 5)));
}
