import { describe, expect, it } from 'vitest';
import { computeLedger, type LedgerInput, type VacationMatrix } from '../../../../src/shared/absences';
import { flatBands, lines, matrix, sumCents, weekdays } from './fixtures';

const ledger = (m: VacationMatrix, ingressDate: string, asOf: string, extra: Partial<LedgerInput> = {}) =>
  computeLedger({ matrix: m, ingressDate, asOf, today: asOf, ...extra });

describe('ALL_AT_ONCE', () => {
  it('grants the cycle on its first date, the first calendar cycle prorated from ingress', () => {
    const l = ledger(matrix('ALL_AT_ONCE'), '2023-07-01', '2024-03-01');
    // 12 days × 184 of 365 days = 6.05
    expect(lines(l.entries)).toEqual([['2023-07-01', 'ACCRUAL', 6.05, '2023'], ['2024-01-01', 'ACCRUAL', 12, '2024']]);
    expect(l.entries[0].cause).toEqual({ rule: 'ALL_AT_ONCE', band: 'under1', bandDays: 12, from: '2023-07-01', to: '2023-12-31', prorated: true });
    expect(l.totals).toEqual({ accrued: 18.05, used: 0, expired: 0, adjusted: 0, reserved: 0, balance: 18.05, available: 18.05 });
  });

  it('grants the prorated difference when an anniversary crosses a band edge mid-cycle', () => {
    // 6th anniversary on 10 April 2024: 5 more days (15 → 20) for 266 of 366 days = 3.63
    const l = ledger(matrix('ALL_AT_ONCE'), '2018-04-10', '2024-12-31');
    const y2024 = l.entries.filter((e) => e.cycle === '2024');
    expect(lines(y2024)).toEqual([['2024-01-01', 'ACCRUAL', 15, '2024'], ['2024-04-10', 'ACCRUAL', 3.63, '2024']]);
    expect(y2024[1].cause).toEqual({
      rule: 'BAND_CHANGE', band: 'from6to10', bandDays: 20, previousBand: 'from1to5', previousBandDays: 15, from: '2024-04-10', to: '2024-12-31',
    });
    expect(ledger(matrix('ALL_AT_ONCE'), '2018-04-10', '2024-04-09').entries.filter((e) => e.cycle === '2024').length).toBe(1);
  });

  it('anniversary cycles are never prorated: each starts on an anniversary with that year\'s band', () => {
    const l = ledger(matrix('ALL_AT_ONCE', { cycleAnchor: 'INGRESS_ANNIVERSARY' }), '2023-07-01', '2024-07-01');
    expect(lines(l.entries)).toEqual([
      ['2023-07-01', 'ACCRUAL', 12, '2023-07-01/2024-06-30'],
      ['2024-07-01', 'ACCRUAL', 15, '2024-07-01/2025-06-30'],
    ]);
    expect(l.entries[1].cause).toMatchObject({ band: 'from1to5', prorated: false });
  });
});

describe('DAILY', () => {
  it('accrues every day, written as one entry per month that adds up to the band exactly', () => {
    const l = ledger(matrix('DAILY', { bands: flatBands(15) }), '2022-01-01', '2023-12-31');
    const y2023 = l.entries.filter((e) => e.cycle === '2023');
    expect(y2023.length).toBe(12);
    expect(y2023.map((e) => e.date)).toContain('2023-02-28');
    expect(sumCents(y2023)).toBe(1500);
    expect(y2023[0]).toMatchObject({ days: 1.27, cause: { rule: 'DAILY', from: '2023-01-01', to: '2023-01-31' } });
    expect(l.totals.accrued).toBe(30);
  });

  it('stops at asOf in the middle of a month, and the rest of the month comes later', () => {
    const mid = ledger(matrix('DAILY', { bands: flatBands(36.5) }), '2023-01-01', '2023-01-10');
    expect(lines(mid.entries)).toEqual([['2023-01-10', 'ACCRUAL', 1, '2023']]);
    const end = ledger(matrix('DAILY', { bands: flatBands(36.5) }), '2023-01-01', '2023-01-31');
    expect(end.entries[0].days).toBe(3.1);
  });

  it('changes the rate on the anniversary that crosses a band edge, and says so', () => {
    // 1st anniversary on 15 March 2024: 12 → 15 days a year
    const l = ledger(matrix('DAILY'), '2023-03-15', '2024-12-31');
    const march = l.entries.filter((e) => e.date.startsWith('2024-03'));
    expect(march.map((e) => [e.date, e.cause])).toEqual([
      ['2024-03-14', { rule: 'DAILY', band: 'under1', bandDays: 12, from: '2024-03-01', to: '2024-03-14' }],
      ['2024-03-31', { rule: 'DAILY', band: 'from1to5', bandDays: 15, from: '2024-03-15', to: '2024-03-31', previousBand: 'under1' }],
    ]);
    // 74 days at 12 and 292 at 15 over 366
    expect(l.cycles.find((c) => c.label === '2024')?.accrued).toBe(14.39);
    expect(sumCents(l.entries.filter((e) => e.cycle === '2024'))).toBe(1439);
  });

  it('the first calendar cycle accrues from the ingress date only', () => {
    const l = ledger(matrix('DAILY', { bands: flatBands(36.5) }), '2023-12-22', '2023-12-31');
    expect(lines(l.entries)).toEqual([['2023-12-31', 'ACCRUAL', 1, '2023']]);
  });
});

describe('MONTHLY', () => {
  it('grants a twelfth of the band at the end of each month', () => {
    const l = ledger(matrix('MONTHLY', { bands: flatBands(15) }), '2023-01-01', '2023-04-15');
    expect(lines(l.entries)).toEqual([
      ['2023-01-31', 'ACCRUAL', 1.25, '2023'], ['2023-02-28', 'ACCRUAL', 1.25, '2023'], ['2023-03-31', 'ACCRUAL', 1.25, '2023'],
    ]);
  });

  it('prorates the month of ingress by its days', () => {
    const l = ledger(matrix('MONTHLY', { bands: flatBands(15) }), '2023-04-16', '2023-05-31');
    // 15 of 30 days of April: 0.625 → 0.63, then May completes 1.875 → 1.88
    expect(lines(l.entries)).toEqual([['2023-04-30', 'ACCRUAL', 0.63, '2023'], ['2023-05-31', 'ACCRUAL', 1.25, '2023']]);
    expect(l.entries[0].cause).toMatchObject({ rule: 'MONTHLY', prorated: true, from: '2023-04-16', to: '2023-04-30' });
  });

  it('splits the month of a band change between the two rates', () => {
    // 1st anniversary 16 March 2024: 15 days at 12/year and 16 at 15/year over 31
    const l = ledger(matrix('MONTHLY'), '2023-03-16', '2024-03-31');
    const march = l.entries.filter((e) => e.date === '2024-03-31');
    expect(march.map((e) => [e.days, e.cause])).toEqual([
      [0.48, { rule: 'MONTHLY', band: 'under1', bandDays: 12, from: '2024-03-01', to: '2024-03-15', prorated: true }],
      [0.65, { rule: 'MONTHLY', band: 'from1to5', bandDays: 15, from: '2024-03-16', to: '2024-03-31', prorated: true, previousBand: 'under1' }],
    ]);
  });

  it('anniversary cycles count months from the anniversary day, and a year adds up to the band', () => {
    const l = ledger(matrix('MONTHLY', { cycleAnchor: 'INGRESS_ANNIVERSARY', bands: flatBands(14) }), '2023-01-31', '2024-01-30');
    expect(l.entries.map((e) => e.date)).toEqual([
      '2023-02-27', '2023-03-30', '2023-04-29', '2023-05-30', '2023-06-29', '2023-07-30',
      '2023-08-30', '2023-09-29', '2023-10-30', '2023-11-29', '2023-12-30', '2024-01-30',
    ]);
    expect(sumCents(l.entries)).toBe(1400);
    expect(l.entries.map((e) => e.days).slice(0, 3)).toEqual([1.17, 1.16, 1.17]);
  });
});

describe('EVERY_20_WORKED_DAYS', () => {
  const worked = weekdays('2024-01-01', '2024-12-31'); // 262 weekdays in 2024

  it('earns a twelfth of the band per 20 worked dates, never more than the band in a cycle', () => {
    const l = ledger(matrix('EVERY_20_WORKED_DAYS'), '2024-01-01', '2024-12-31', { workedDates: worked });
    expect(l.entries.length).toBe(12);
    expect(l.entries[0]).toMatchObject({
      date: '2024-01-26', days: 1, cause: { rule: 'EVERY_20_WORKED_DAYS', band: 'under1', workedDays: 20, from: '2024-01-01', to: '2024-01-26', capped: false },
    });
    expect(l.entries[11]).toMatchObject({ date: worked[239], cause: { capped: true } });
    expect(l.totals.accrued).toBe(12);
  });

  it('a part-timer earns by what they work, the dates left over at the cycle end earn their share', () => {
    const mondays = worked.filter((d) => new Date(`${d}T00:00Z`).getUTCDay() === 1); // 53
    const l = ledger(matrix('EVERY_20_WORKED_DAYS'), '2024-01-01', '2024-12-31', { workedDates: mondays });
    expect(lines(l.entries)).toEqual([
      [mondays[19], 'ACCRUAL', 1, '2024'], [mondays[39], 'ACCRUAL', 1, '2024'], ['2024-12-31', 'ACCRUAL', 0.65, '2024'],
    ]);
    expect(l.entries[2].cause).toMatchObject({ workedDays: 13, from: mondays[40], to: '2024-12-31' });
    // before the cycle ends, only complete blocks count
    expect(ledger(matrix('EVERY_20_WORKED_DAYS'), '2024-01-01', '2024-12-30', { workedDates: mondays }).totals.accrued).toBe(2);
  });

  it('a band change raises the rate of the blocks completed after the anniversary', () => {
    const l = ledger(matrix('EVERY_20_WORKED_DAYS'), '2023-07-01', '2024-12-31', { workedDates: weekdays('2023-07-01', '2024-12-31') });
    const y2024 = l.entries.filter((e) => e.cycle === '2024');
    // the 120th weekday of 2024 is 14 June, the 140th 12 July (after the 1 July anniversary)
    expect(y2024.slice(5, 7).map((e) => [e.date, e.days, e.cause])).toEqual([
      ['2024-06-14', 1, expect.objectContaining({ band: 'under1', from: '2024-05-20' })],
      ['2024-07-12', 1.25, expect.objectContaining({ band: 'from1to5', previousBand: 'under1', from: '2024-06-17' })],
    ]);
    // capped at 12 × 182/366 + 15 × 184/366 = 13.51
    expect(l.cycles.find((c) => c.label === '2024')?.accrued).toBe(13.51);
  });

  it('a future asOf uses the planned dates the caller adds after today, and marks them projected', () => {
    const l = computeLedger({ matrix: matrix('EVERY_20_WORKED_DAYS'), ingressDate: '2024-01-01', asOf: '2024-03-31', today: '2024-02-15', workedDates: worked });
    expect(l.entries.map((e) => [e.date, e.projected])).toEqual([['2024-01-26', false], ['2024-02-23', true], ['2024-03-22', true]]);
  });

  it('accepts worked dates out of order and repeated', () => {
    const shuffled = [...worked.slice(0, 40)].reverse().concat(worked.slice(0, 5));
    expect(ledger(matrix('EVERY_20_WORKED_DAYS'), '2024-01-01', '2024-03-31', { workedDates: shuffled }).totals.accrued).toBe(2);
  });
});

describe('rounding', () => {
  it('never loses a fraction over a cycle: the entries of every full cycle add up to its band days', () => {
    for (const days of [1, 13, 14.5, 17.33, 22, 30]) {
      for (const generation of ['ALL_AT_ONCE', 'DAILY', 'MONTHLY'] as const) {
        for (const cycleAnchor of ['CALENDAR_YEAR', 'INGRESS_ANNIVERSARY'] as const) {
          const l = ledger(matrix(generation, { bands: flatBands(days), cycleAnchor }), '2023-01-31', '2026-01-30');
          for (const c of l.cycles.slice(0, 3)) {
            const full = cycleAnchor === 'INGRESS_ANNIVERSARY' || c.label !== '2023';
            if (full) expect(sumCents(l.entries.filter((e) => e.cycle === c.label)), `${generation} ${cycleAnchor} ${days} ${c.label}`).toBe(Math.round(days * 100));
          }
        }
      }
    }
  });

  it('the running balance always equals the sum of the entries before it', () => {
    const l = ledger(matrix('DAILY', { bands: flatBands(17.33) }), '2021-05-07', '2024-11-13', {
      requests: [{ id: 'r', from: '2022-08-01', days: 9.5, status: 'APPROVED' }],
      adjustments: [{ id: 'a', date: '2023-02-02', days: -1.37 }],
    });
    let cents = 0;
    for (const e of l.entries) {
      cents += Math.round(e.days * 100);
      expect(Math.round(e.balance * 100)).toBe(cents);
    }
    expect(Math.round(l.totals.balance * 100)).toBe(cents);
  });
});
