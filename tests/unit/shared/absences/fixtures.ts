import type { AbsenceRequest, LedgerEntry, VacationMatrix } from '../../../../src/shared/absences';
import { addDays, weekdayOf } from '../../../../src/shared/workday/zonedTime';

/** A matrix with increasing bands (12, 15, 20, 25, 30 days), never expiring, on calendar years. */
export function matrix(generation: VacationMatrix['generation'], extra: Partial<VacationMatrix> = {}): VacationMatrix {
  return {
    bands: { under1: 12, from1to5: 15, from6to10: 20, from11to20: 25, over20: 30 },
    generation,
    expiry: { kind: 'NEVER' },
    dayCounting: 'LABORAL_DAYS',
    cycleAnchor: 'CALENDAR_YEAR',
    ...extra,
  };
}

/** The same days in every band: seniority does not get in the way of the test. */
export const flatBands = (days: number): VacationMatrix['bands'] =>
  ({ under1: days, from1to5: days, from6to10: days, from11to20: days, over20: days });

export function request(from: string, to: string, extra: Partial<AbsenceRequest> = {}): AbsenceRequest {
  return { userId: 'u1', typeId: 't1', from, to, status: 'PENDING', ...extra };
}

/** Monday–Friday dates from `from` to `to`, both included. */
export function weekdays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (weekdayOf(d) >= 1 && weekdayOf(d) <= 5) out.push(d);
  return out;
}

/** Sum of entries in hundredths, so float noise cannot hide a lost hundredth. */
export const sumCents = (entries: LedgerEntry[]) => entries.reduce((s, e) => s + Math.round(e.days * 100), 0);

/** A compact view of entries for assertions: date, kind, days, cycle. */
export const lines = (entries: LedgerEntry[]) => entries.map((e) => [e.date, e.kind, e.days, e.cycle]);
