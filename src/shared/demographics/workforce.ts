import { ageBandOn, AGE_BAND_KEYS, NOT_SET, SENIORITY_BANDS, seniorityBandOn, type AgeBand, type NotSet } from './bands';

/** The facts one person contributes to the workforce figures. Dates are ISO yyyy-mm-dd. */
export interface PersonFacts {
  gender?: string | null;
  birthDate?: string | null;
  hireDate?: string | null;
  /** last working day; null while employed */
  exitDate?: string | null;
  exitReason?: string | null;
}

/** Employed on `date`: hired on or before it and not left before it. No hire date counts as always employed. */
export function employedOn(p: PersonFacts, date: string): boolean {
  if (p.hireDate && p.hireDate > date) return false;
  if (p.exitDate && p.exitDate < date) return false;
  return true;
}

export type Counts = Record<string, number>;

function bump(counts: Counts, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

/** Headcount by a key, people whose key is missing counted as "notSet". */
export function countBy<T>(items: readonly T[], key: (item: T) => string | null | undefined): Counts {
  const counts: Counts = {};
  for (const item of items) bump(counts, key(item) || NOT_SET);
  return counts;
}

export interface PyramidRow {
  ageBand: AgeBand | NotSet;
  /** gender key (or notSet) → people */
  byGender: Counts;
  total: number;
}

/** Age × gender pyramid of the people employed on `date`, every age band present (zeros included), notSet last. */
export function pyramid(people: readonly PersonFacts[], date: string): PyramidRow[] {
  const rows = new Map<string, PyramidRow>();
  for (const band of [...AGE_BAND_KEYS, NOT_SET] as const) rows.set(band, { ageBand: band, byGender: {}, total: 0 });
  for (const p of people) {
    if (!employedOn(p, date)) continue;
    const row = rows.get(ageBandOn(p.birthDate, date))!;
    bump(row.byGender, p.gender || NOT_SET);
    row.total += 1;
  }
  return [...rows.values()].filter((r) => r.ageBand !== NOT_SET || r.total > 0);
}

export interface MonthFlow {
  /** yyyy-mm */
  month: string;
  hires: number;
  exits: number;
  /** employed on the first day of the month */
  headcountStart: number;
  /** employed on the last day of the month */
  headcountEnd: number;
  /** exits ÷ average of start and end headcount, in percent with one decimal; 0 when nobody was employed */
  turnoverPct: number;
  /** exit reason (or notSet) → exits */
  exitReasons: Counts;
}

/** Months yyyy-mm from `from` to `to` inclusive. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const end = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (key > end) break;
    out.push(key);
    m += 1;
    if (m > 12) { m = 1; y += 1; }
  }
  return out;
}

function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export function turnoverPct(exits: number, headcountStart: number, headcountEnd: number): number {
  const average = (headcountStart + headcountEnd) / 2;
  if (average <= 0) return 0;
  return Math.round((exits / average) * 1000) / 10;
}

/** Hires, exits, headcount and turnover for each month between two dates. */
export function monthlyFlows(people: readonly PersonFacts[], from: string, to: string): MonthFlow[] {
  return monthsBetween(from, to).map((month) => {
    const first = `${month}-01`;
    const last = lastDayOf(month);
    let hires = 0; let exits = 0; let headcountStart = 0; let headcountEnd = 0;
    const exitReasons: Counts = {};
    for (const p of people) {
      if (p.hireDate?.startsWith(month)) hires += 1;
      if (p.exitDate?.startsWith(month)) { exits += 1; bump(exitReasons, p.exitReason || NOT_SET); }
      if (employedOn(p, first)) headcountStart += 1;
      // employed through the end of the month: an exit on the last day still counts as leaving this month
      if (employedOn(p, last) && p.exitDate !== last) headcountEnd += 1;
    }
    return { month, hires, exits, headcountStart, headcountEnd, turnoverPct: turnoverPct(exits, headcountStart, headcountEnd), exitReasons };
  });
}

export interface CohortRow {
  /** seniority band at exit (or, for stayers, on `date`) */
  band: string;
  hires: number;
  exits: number;
  stayers: number;
}

/**
 * Tenure cohorts: people hired in [from, to] grouped by the seniority band they reached — at their exit for
 * leavers, on `to` for stayers — so one sees at which tenure people leave.
 */
export function tenureCohorts(people: readonly PersonFacts[], from: string, to: string): CohortRow[] {
  const rows = new Map<string, CohortRow>();
  const row = (band: string) => rows.get(band) ?? rows.set(band, { band, hires: 0, exits: 0, stayers: 0 }).get(band)!;
  for (const p of people) {
    if (!p.hireDate || p.hireDate < from || p.hireDate > to) continue;
    const left = p.exitDate && p.exitDate <= to;
    const r = row(seniorityBandOn(p.hireDate, left ? p.exitDate! : to));
    r.hires += 1;
    if (left) r.exits += 1; else r.stayers += 1;
  }
  const order: string[] = [...SENIORITY_BANDS, NOT_SET];
  return [...rows.values()].sort((a, b) => order.indexOf(a.band) - order.indexOf(b.band));
}
