import { describe, expect, it } from 'vitest';
import { bradfordFactor, type BradfordRequest } from '../../../../src/shared/absences/bradford';

const sick = (from: string, to: string, days: number, extra: Partial<BradfordRequest> = {}): BradfordRequest =>
  ({ from, to, days, status: 'APPROVED', isVacation: false, ...extra });

describe('Bradford factor (B = S² × D)', () => {
  it('weighs many short absences above one long one with the same days', () => {
    const short = bradfordFactor([sick('2030-01-07', '2030-01-07', 1), sick('2030-02-04', '2030-02-04', 1), sick('2030-03-04', '2030-03-04', 1)]);
    const long = bradfordFactor([sick('2030-01-07', '2030-01-09', 3)]);
    expect(short).toEqual({ spells: 3, days: 3, factor: 27 });
    expect(long).toEqual({ spells: 1, days: 3, factor: 3 });
  });

  it('joins requests on consecutive or overlapping dates into one spell', () => {
    expect(bradfordFactor([
      sick('2030-01-09', '2030-01-09', 0.5, {}), // a part day the day after
      sick('2030-01-07', '2030-01-08', 2),
      sick('2030-01-08', '2030-01-08', 0.25), // overlapping part day
      sick('2030-01-11', '2030-01-11', 1), // one free date in between: a new spell
    ])).toEqual({ spells: 2, days: 3.75, factor: 15 });
  });

  it('leaves out vacation reasons and requests that are not approved', () => {
    expect(bradfordFactor([
      sick('2030-01-07', '2030-01-11', 5, { isVacation: true }),
      sick('2030-02-07', '2030-02-07', 1, { status: 'PENDING' }),
      sick('2030-03-07', '2030-03-07', 1, { status: 'REJECTED' }),
      sick('2030-04-07', '2030-04-08', 2),
    ])).toEqual({ spells: 1, days: 2, factor: 2 });
  });

  it('is 0 without absences and keeps 2 decimals', () => {
    expect(bradfordFactor([])).toEqual({ spells: 0, days: 0, factor: 0 });
    expect(bradfordFactor([sick('2030-01-07', '2030-01-07', 0.33), sick('2030-01-20', '2030-01-20', 0.33)])).toEqual({ spells: 2, days: 0.66, factor: 2.64 });
  });
});
