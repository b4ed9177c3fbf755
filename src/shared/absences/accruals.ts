import { addMonths, dateOfDayNumber, dayNumber, endOfMonthNumber } from './calendarDays';
import { roundCents } from './cents';
import type { VacationCycle } from './cycles';
import type { LedgerCause } from './ledgerTypes';
import { anniversary, BAND_START_YEARS } from './seniority';
import { SENIORITY_BANDS, type SeniorityBand, type VacationMatrix } from './vacationMatrix';

/** One accrual of a cycle, in hundredths of a day, dated by day number. */
export interface AccrualEvent {
  n: number;
  cents: number;
  cause: LedgerCause;
}

/** A stretch of a cycle with one seniority band. */
interface BandSegment {
  fromN: number;
  toN: number;
  band: SeniorityBand;
  bandDays: number;
  /** the band's days per cycle in hundredths */
  bandCents: number;
}

export interface AccrualContext {
  matrix: VacationMatrix;
  /** bandStarts(ingressDate) */
  bandStarts: readonly number[];
  asOfN: number;
  /** EVERY_20_WORKED_DAYS: ascending worked dates and a cursor shared by consecutive cycles */
  worked: { dates: readonly string[]; next: number };
}

/**
 * The accruals of one cycle up to `asOfN`. Each cycle accumulates its exact amount (a rational number of
 * hundredths) and every entry is the rounded running total minus what was already granted, so the entries of a
 * cycle always add up to its exactly rounded total and no fraction is lost however many entries there are.
 */
export function accrualsOf(cycle: VacationCycle, ctx: AccrualContext): AccrualEvent[] {
  if (cycle.fromN > ctx.asOfN) return [];
  const segments = bandSegments(cycle, ctx.bandStarts, ctx.matrix);
  switch (ctx.matrix.generation) {
    case 'ALL_AT_ONCE': return allAtOnce(cycle, segments, ctx.asOfN);
    case 'DAILY': return daily(cycle, segments, ctx.asOfN);
    case 'MONTHLY': return monthly(cycle, segments, ctx.asOfN);
    case 'EVERY_20_WORKED_DAYS': return everyTwentyWorkedDays(cycle, segments, ctx);
  }
}

/** The day numbers of the anniversaries on which each band starts (1, 6, 11, 21 years), once per person. */
export function bandStarts(ingressDate: string): number[] {
  return SENIORITY_BANDS.map((band) => dayNumber(anniversary(ingressDate, BAND_START_YEARS[band])));
}

/** The seniority bands over a cycle: a band changes on the anniversaries of 1, 6, 11 and 21 years. */
function bandSegments(cycle: VacationCycle, starts: readonly number[], matrix: VacationMatrix): BandSegment[] {
  const segments: BandSegment[] = [];
  let b = 0;
  while (b + 1 < starts.length && starts[b + 1] <= cycle.fromN) b++;
  let fromN = cycle.fromN;
  for (let next = b + 1; next < starts.length && starts[next] <= cycle.endN; next++) {
    segments.push(segment(matrix, fromN, starts[next] - 1, SENIORITY_BANDS[next - 1]));
    fromN = starts[next];
    b = next;
  }
  segments.push(segment(matrix, fromN, cycle.endN, SENIORITY_BANDS[b]));
  return segments;
}

function segment(matrix: VacationMatrix, fromN: number, toN: number, band: SeniorityBand): BandSegment {
  const bandDays = matrix.bands[band] ?? 0;
  return { fromN, toN, band, bandDays, bandCents: Math.round(bandDays * 100) };
}

/** The whole cycle's days on its first date (prorated from ingress); a band change grants the difference for the rest. */
function allAtOnce(cycle: VacationCycle, segments: BandSegment[], asOfN: number): AccrualEvent[] {
  const first = segments[0];
  let exact = (first.bandCents * (cycle.endN - cycle.fromN + 1)) / cycle.fullDays;
  let granted = roundCents(exact);
  const events: AccrualEvent[] = [];
  if (granted !== 0) {
    events.push({
      n: cycle.fromN, cents: granted,
      cause: {
        rule: 'ALL_AT_ONCE', band: first.band, bandDays: first.bandDays, from: cycle.from, to: cycle.end, prorated: cycle.fromN > cycle.startN,
      },
    });
  }
  let rate = first;
  for (let i = 1; i < segments.length; i++) {
    const s = segments[i];
    if (s.fromN > asOfN) break;
    // a band with fewer days never takes days back (the matrix validation refuses one anyway)
    if (s.bandCents <= rate.bandCents) continue;
    exact += ((s.bandCents - rate.bandCents) * (cycle.endN - s.fromN + 1)) / cycle.fullDays;
    const total = roundCents(exact);
    if (total !== granted) {
      events.push({
        n: s.fromN, cents: total - granted,
        cause: {
          rule: 'BAND_CHANGE', band: s.band, bandDays: s.bandDays, from: dateOfDayNumber(s.fromN), to: cycle.end,
          previousBand: rate.band, previousBandDays: rate.bandDays,
        },
      });
    }
    granted = total;
    rate = s;
  }
  return events;
}

/** A day's share every day (band days ÷ days of the cycle), written as one entry per month, cut at band changes and at asOf. */
function daily(cycle: VacationCycle, segments: BandSegment[], asOfN: number): AccrualEvent[] {
  const events: AccrualEvent[] = [];
  const lastN = Math.min(cycle.endN, asOfN);
  let numerator = 0;
  let granted = 0;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    const toN = Math.min(s.toN, lastN);
    for (let p = s.fromN; p <= toN;) {
      const q = Math.min(endOfMonthNumber(p), toN);
      numerator += s.bandCents * (q - p + 1);
      const total = roundCents(numerator / cycle.fullDays);
      if (total !== granted) {
        const cause: LedgerCause = { rule: 'DAILY', band: s.band, bandDays: s.bandDays, from: dateOfDayNumber(p), to: dateOfDayNumber(q) };
        if (i > 0 && p === s.fromN) cause.previousBand = segments[i - 1].band;
        events.push({ n: q, cents: total - granted, cause });
      }
      granted = total;
      p = q + 1;
    }
  }
  return events;
}

/**
 * A twelfth of the band's days at the end of each month of the cycle (anniversary cycles count months from the
 * anniversary day). A month the person only partly belongs to, or split by a band change, is prorated by its days.
 */
function monthly(cycle: VacationCycle, segments: BandSegment[], asOfN: number): AccrualEvent[] {
  const events: AccrualEvent[] = [];
  let exact = 0;
  let granted = 0;
  let startN = cycle.startN;
  for (let k = 0; k < 12; k++) {
    const endN = k === 11 ? cycle.endN : dayNumber(addMonths(cycle.monthBase, cycle.monthOffset + k + 1)) - 1;
    const monthStartN = startN;
    startN = endN + 1;
    if (endN < cycle.fromN) continue;
    if (endN > asOfN) break;
    const monthDays = endN - monthStartN + 1;
    for (let i = 0; i < segments.length; i++) {
      const s = segments[i];
      const lo = Math.max(monthStartN, cycle.fromN, s.fromN);
      const hi = Math.min(endN, s.toN);
      if (lo > hi) continue;
      exact += (s.bandCents / 12) * ((hi - lo + 1) / monthDays);
      const total = roundCents(exact);
      if (total !== granted) {
        const cause: LedgerCause = {
          rule: 'MONTHLY', band: s.band, bandDays: s.bandDays, from: dateOfDayNumber(lo), to: dateOfDayNumber(hi), prorated: hi - lo + 1 < monthDays,
        };
        if (i > 0 && lo === s.fromN) cause.previousBand = segments[i - 1].band;
        events.push({ n: endN, cents: total - granted, cause });
      }
      granted = total;
    }
  }
  return events;
}

/**
 * Every 20 worked dates of the cycle earn a twelfth of the band's days (the band on the 20th date), and at the
 * end of the cycle the worked dates left over earn their share (n/20 of a twelfth), so no worked day is lost.
 * A cycle never earns more than its band days (prorated like ALL_AT_ONCE): a six-day week reaches that cap.
 */
function everyTwentyWorkedDays(cycle: VacationCycle, segments: BandSegment[], ctx: AccrualContext): AccrualEvent[] {
  let cap = 0;
  for (const s of segments) cap += (s.bandCents * (s.toN - s.fromN + 1)) / cycle.fullDays;
  const run: WorkedRun = { events: [], cap, exact: 0, granted: 0, lastBand: segments[0] };
  const lastDate = dateOfDayNumber(Math.min(cycle.endN, ctx.asOfN));
  const { dates } = ctx.worked;
  let count = 0;
  let blockStart = cycle.from;
  let previous: string | null = null;
  while (ctx.worked.next < dates.length && dates[ctx.worked.next] <= lastDate) {
    const date = dates[ctx.worked.next++];
    if (date < cycle.from || date === previous) continue;
    previous = date;
    if (count % 20 === 0) blockStart = date;
    count++;
    if (count % 20 === 0) {
      const n = dayNumber(date);
      let s = segments[segments.length - 1];
      for (const candidate of segments) if (candidate.toN >= n) { s = candidate; break; }
      earn(run, n, s, 1, blockStart, date, 20);
    }
  }
  if (cycle.endN <= ctx.asOfN && count % 20 > 0) {
    earn(run, cycle.endN, segments[segments.length - 1], (count % 20) / 20, blockStart, cycle.end, count % 20);
  }
  return run.events;
}

interface WorkedRun {
  events: AccrualEvent[];
  cap: number;
  exact: number;
  granted: number;
  lastBand: BandSegment;
}

/** Add a block's twelfth (or `share` of one) to the cycle, never beyond its cap. */
function earn(run: WorkedRun, n: number, s: BandSegment, share: number, from: string, to: string, workedDays: number): void {
  run.exact = Math.min(run.cap, run.exact + (s.bandCents / 12) * share);
  const total = roundCents(run.exact);
  if (total !== run.granted) {
    const cause: LedgerCause = {
      rule: 'EVERY_20_WORKED_DAYS', band: s.band, bandDays: s.bandDays, from, to, workedDays, capped: run.exact >= run.cap - 1e-9,
    };
    if (s.band !== run.lastBand.band) cause.previousBand = run.lastBand.band;
    run.events.push({ n, cents: total - run.granted, cause });
  }
  run.granted = total;
  run.lastBand = s;
}
