import { addMonths, dateOfDayNumber, dayNumber, endOfMonthNumber } from './calendarDays';
import { roundCents } from './cents';
import type { VacationCycle } from './cycles';
import type { LedgerCause } from './ledgerTypes';
import { anniversary, bandOn, BAND_START_YEARS } from './seniority';
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
  ingressDate: string;
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
  const segments = bandSegments(cycle, ctx.ingressDate, ctx.matrix);
  switch (ctx.matrix.generation) {
    case 'ALL_AT_ONCE': return allAtOnce(cycle, segments, ctx.asOfN);
    case 'DAILY': return daily(cycle, segments, ctx.asOfN);
    case 'MONTHLY': return monthly(cycle, segments, ctx.asOfN);
    case 'EVERY_20_WORKED_DAYS': return everyTwentyWorkedDays(cycle, segments, ctx);
  }
}

/** The seniority bands over a cycle: a band changes on the anniversaries of 1, 6, 11 and 21 years. */
function bandSegments(cycle: VacationCycle, ingressDate: string, matrix: VacationMatrix): BandSegment[] {
  const segment = (fromN: number, toN: number, band: SeniorityBand): BandSegment => {
    const bandDays = matrix.bands[band] ?? 0;
    return { fromN, toN, band, bandDays, bandCents: Math.round(bandDays * 100) };
  };
  const segments: BandSegment[] = [];
  let band = bandOn(ingressDate, cycle.from);
  let fromN = cycle.fromN;
  for (const next of SENIORITY_BANDS) {
    if (BAND_START_YEARS[next] <= BAND_START_YEARS[band]) continue;
    const changeN = dayNumber(anniversary(ingressDate, BAND_START_YEARS[next]));
    if (changeN > cycle.endN) break;
    segments.push(segment(fromN, changeN - 1, band));
    band = next;
    fromN = changeN;
  }
  segments.push(segment(fromN, cycle.endN, band));
  return segments;
}

const bandCause = (s: BandSegment, fromN: number, toN: number) =>
  ({ band: s.band, bandDays: s.bandDays, from: dateOfDayNumber(fromN), to: dateOfDayNumber(toN) });

/** The whole cycle's days on its first date (prorated from ingress); a band change grants the difference for the rest. */
function allAtOnce(cycle: VacationCycle, segments: BandSegment[], asOfN: number): AccrualEvent[] {
  const first = segments[0];
  let exact = (first.bandCents * (cycle.endN - cycle.fromN + 1)) / cycle.fullDays;
  let granted = roundCents(exact);
  const events: AccrualEvent[] = [{
    n: cycle.fromN, cents: granted,
    cause: { rule: 'ALL_AT_ONCE', ...bandCause(first, cycle.fromN, cycle.endN), prorated: cycle.fromN > cycle.startN },
  }];
  let rate = first;
  for (const s of segments.slice(1)) {
    if (s.fromN > asOfN) break;
    // a band with fewer days never takes days back (the matrix validation refuses one anyway)
    if (s.bandCents > rate.bandCents) {
      exact += ((s.bandCents - rate.bandCents) * (cycle.endN - s.fromN + 1)) / cycle.fullDays;
      const total = roundCents(exact);
      events.push({
        n: s.fromN, cents: total - granted,
        cause: { rule: 'BAND_CHANGE', ...bandCause(s, s.fromN, cycle.endN), previousBand: rate.band, previousBandDays: rate.bandDays },
      });
      granted = total;
      rate = s;
    }
  }
  return events.filter((e) => e.cents !== 0);
}

/** A day's share every day (band days ÷ days of the cycle), written as one entry per month, cut at band changes and at asOf. */
function daily(cycle: VacationCycle, segments: BandSegment[], asOfN: number): AccrualEvent[] {
  const events: AccrualEvent[] = [];
  const lastN = Math.min(cycle.endN, asOfN);
  let numerator = 0;
  let granted = 0;
  segments.forEach((s, i) => {
    const toN = Math.min(s.toN, lastN);
    for (let p = s.fromN; p <= toN;) {
      const q = Math.min(endOfMonthNumber(p), toN);
      numerator += s.bandCents * (q - p + 1);
      const total = roundCents(numerator / cycle.fullDays);
      if (total !== granted) {
        const cause: LedgerCause = { rule: 'DAILY', ...bandCause(s, p, q) };
        if (i > 0 && p === s.fromN) cause.previousBand = segments[i - 1].band;
        events.push({ n: q, cents: total - granted, cause });
      }
      granted = total;
      p = q + 1;
    }
  });
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
    const endN = dayNumber(addMonths(cycle.monthBase, cycle.monthOffset + k + 1)) - 1;
    const monthStartN = startN;
    startN = endN + 1;
    if (endN < cycle.fromN) continue;
    if (endN > asOfN) break;
    const monthDays = endN - monthStartN + 1;
    segments.forEach((s, i) => {
      const lo = Math.max(monthStartN, cycle.fromN, s.fromN);
      const hi = Math.min(endN, s.toN);
      if (lo > hi) return;
      exact += (s.bandCents / 12) * ((hi - lo + 1) / monthDays);
      const total = roundCents(exact);
      const cause: LedgerCause = { rule: 'MONTHLY', ...bandCause(s, lo, hi), prorated: hi - lo + 1 < monthDays };
      if (i > 0 && lo === s.fromN) cause.previousBand = segments[i - 1].band;
      if (total !== granted) events.push({ n: endN, cents: total - granted, cause });
      granted = total;
    });
  }
  return events;
}

/**
 * Every 20 worked dates of the cycle earn a twelfth of the band's days (the band on the 20th date), and at the
 * end of the cycle the worked dates left over earn their share (n/20 of a twelfth), so no worked day is lost.
 * A cycle never earns more than its band days (prorated like ALL_AT_ONCE): a six-day week reaches that cap.
 */
function everyTwentyWorkedDays(cycle: VacationCycle, segments: BandSegment[], ctx: AccrualContext): AccrualEvent[] {
  const events: AccrualEvent[] = [];
  const cap = segments.reduce((sum, s) => sum + (s.bandCents * (s.toN - s.fromN + 1)) / cycle.fullDays, 0);
  const lastDate = dateOfDayNumber(Math.min(cycle.endN, ctx.asOfN));
  const { dates } = ctx.worked;
  let exact = 0;
  let granted = 0;
  let count = 0;
  let blockStart = cycle.from;
  let previous: string | null = null;
  let lastBand = segments[0];
  const earn = (n: number, s: BandSegment, share: number, from: string, to: string, workedDays: number) => {
    exact = Math.min(cap, exact + (s.bandCents / 12) * share);
    const total = roundCents(exact);
    const cause: LedgerCause = {
      rule: 'EVERY_20_WORKED_DAYS', band: s.band, bandDays: s.bandDays, from, to, workedDays, capped: exact >= cap - 1e-9,
    };
    if (s.band !== lastBand.band) cause.previousBand = lastBand.band;
    if (total !== granted) events.push({ n, cents: total - granted, cause });
    granted = total;
    lastBand = s;
  };
  while (ctx.worked.next < dates.length && dates[ctx.worked.next] <= lastDate) {
    const date = dates[ctx.worked.next++];
    if (date < cycle.from || date === previous) continue;
    previous = date;
    if (count % 20 === 0) blockStart = date;
    count++;
    if (count % 20 === 0) {
      const n = dayNumber(date);
      earn(n, segments.find((s) => s.toN >= n) ?? lastBand, 1, blockStart, date, 20);
    }
  }
  if (cycle.endN <= ctx.asOfN && count % 20 > 0) {
    earn(cycle.endN, segments[segments.length - 1], (count % 20) / 20, blockStart, cycle.end, count % 20);
  }
  return events;
}
