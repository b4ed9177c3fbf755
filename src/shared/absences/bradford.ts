import { addDays } from '../workday/zonedTime';

/** What the Bradford factor needs of one request. */
export interface BradfordRequest {
  from: string;
  to: string;
  /** the request's counted days (part days as a share of a day) */
  days: number;
  status: string;
  /** the reason is the vacation: planned leave is not an absence spell */
  isVacation: boolean;
}

export interface BradfordScore {
  /** S: separate absence spells */
  spells: number;
  /** D: total days of those spells, 2 decimals */
  days: number;
  /** B = S² × D, 2 decimals */
  factor: number;
}

/**
 * Bradford factor of one person's requests over a period: B = S² × D. Only APPROVED requests of reasons that are
 * not the vacation count. Requests whose dates overlap or follow each other on the next calendar date are one
 * spell (sick Monday–Wednesday then a doctor's visit on Thursday is one absence, not two): frequent short
 * absences weigh more than one long one, which is what the factor is for.
 */
export function bradfordFactor(requests: readonly BradfordRequest[]): BradfordScore {
  const counted = requests.filter((r) => r.status === 'APPROVED' && !r.isVacation).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  let spells = 0;
  let hundredths = 0;
  let spellEnd: string | null = null;
  for (const r of counted) {
    hundredths += Math.round(r.days * 100);
    if (spellEnd === null || r.from > addDays(spellEnd, 1)) {
      spells++;
      spellEnd = r.to;
    } else if (r.to > spellEnd) spellEnd = r.to;
  }
  const days = hundredths / 100;
  return { spells, days, factor: Math.round(spells * spells * hundredths) / 100 };
}
