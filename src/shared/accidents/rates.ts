/**
 * The accident rates an HR director reports every month (issue 23 item 1), pure so client, server and tests agree:
 * - frequency rate = accidents with leave × 1,000,000 ÷ hours worked
 * - severity rate  = days lost × 1,000 ÷ hours worked
 * With no hours worked a rate is not computable: null (shown "—"), never Infinity or NaN.
 */
export function frequencyRate(accidentsWithLeave: number, hoursWorked: number): number | null {
  return rate(accidentsWithLeave, 1_000_000, hoursWorked);
}

export function severityRate(daysLost: number, hoursWorked: number): number | null {
  return rate(daysLost, 1_000, hoursWorked);
}

function rate(count: number, per: number, hours: number): number | null {
  if (!Number.isFinite(hours) || hours <= 0 || !Number.isFinite(count)) return null;
  return Math.round(((count * per) / hours) * 100) / 100;
}

/** A rate as the screens and exports show it: two decimals, "—" when not computable. */
export const formatRate = (value: number | null, locale = 'en-US'): string =>
  value === null ? '—' : value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** One person of one accident, as the report reads it. */
export interface LostDaysEntry {
  accidentId: string;
  absenceId: string | null;
  /** the linked absence's days (when linked), else the typed number */
  days: number;
}

/**
 * Days lost per accident, each absence counted once: when two accidents (or two lines) name the same medical leave,
 * its days go to the first (earliest entry in the list) and the others add 0.
 */
export function lostDaysByAccident(entries: LostDaysEntry[]): Map<string, number> {
  const seen = new Set<string>();
  const out = new Map<string, number>();
  for (const e of entries) {
    let days = Math.max(0, e.days || 0);
    if (e.absenceId) {
      if (seen.has(e.absenceId)) days = 0;
      seen.add(e.absenceId);
    }
    out.set(e.accidentId, (out.get(e.accidentId) ?? 0) + days);
  }
  return out;
}

/** The months (YYYY-MM) from `from` to `to` (YYYY-MM-DD, inclusive), for trend charts with no gaps. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const end = to.slice(0, 7);
  for (let i = 0; i < 600; i++) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (key > end) break;
    months.push(key);
    if (++m > 12) [y, m] = [y + 1, 1];
  }
  return months;
}

/** The default period: the last 12 whole months up to `today` (YYYY-MM-DD): from the 1st eleven months back. */
export function defaultPeriod(today: string): { from: string; to: string } {
  let [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 11];
  if (m <= 0) [y, m] = [y - 1, m + 12];
  return { from: `${y}-${String(m).padStart(2, '0')}-01`, to: today };
}
