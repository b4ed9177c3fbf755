import { describe, expect, it } from 'vitest';
import { computeLedger, vacationShortfall, type LedgerInput, type VacationExpiry } from '../../../../src/shared/absences';
import { flatBands, lines, matrix } from './fixtures';

/** 15 days granted every 1 January since 2020, expiring as given. */
const input = (expiry: VacationExpiry, asOf: string, extra: Partial<LedgerInput> = {}): LedgerInput => ({
  matrix: matrix('ALL_AT_ONCE', { bands: flatBands(15), expiry }), ingressDate: '2020-01-01', asOf, today: asOf, ...extra,
});
const used5 = [{ id: 'r1', from: '2020-06-01', days: 5, status: 'APPROVED' as const }];

describe('expiry', () => {
  it('never: every cycle stays', () => {
    expect(computeLedger(input({ kind: 'NEVER' }, '2029-12-31')).totals.balance).toBe(150);
  });

  it('N months after the cycle: what is left is gone on the first day after', () => {
    const expiry: VacationExpiry = { kind: 'MONTHS_AFTER_CYCLE', months: 3 };
    expect(computeLedger(input(expiry, '2021-03-31', { requests: used5 })).totals.balance).toBe(25);
    const after = computeLedger(input(expiry, '2021-04-01', { requests: used5 }));
    expect(lines(after.entries).at(-1)).toEqual(['2021-04-01', 'EXPIRY', -10, '2020']);
    expect(after.entries.at(-1)?.cause).toEqual({ rule: 'EXPIRY', expiry, cycleEnd: '2020-12-31' });
    expect(after.totals).toMatchObject({ expired: 10, balance: 15 });
    expect(after.cycles[0]).toEqual({ label: '2020', from: '2020-01-01', to: '2020-12-31', accrued: 15, remaining: 0, expiresOn: '2021-04-01' });
    const elevenMonths = computeLedger(input({ kind: 'MONTHS_AFTER_CYCLE', months: 11 }, '2021-12-01'));
    expect(elevenMonths.entries.filter((e) => e.kind === 'EXPIRY').map((e) => e.date)).toEqual(['2021-12-01']);
  });

  it('N cycles after: usable through the N-th following cycle', () => {
    for (const cycles of [1, 2, 3, 4, 5]) {
      const l = computeLedger(input({ kind: 'CYCLES_AFTER', cycles }, '2026-12-31'));
      const first = l.entries.find((e) => e.kind === 'EXPIRY');
      expect(first?.date).toBe(`${2021 + cycles}-01-01`);
      expect(l.totals.balance).toBe(15 * (cycles + 1));
    }
  });

  it('uses draw from the oldest cycle first, so the expiry takes only what is left', () => {
    const l = computeLedger(input({ kind: 'MONTHS_AFTER_CYCLE', months: 3 }, '2021-04-01', {
      requests: [...used5, { id: 'r2', from: '2021-02-01', days: 12, status: 'APPROVED' }],
    }));
    expect(lines(l.entries)).toEqual([
      ['2020-01-01', 'ACCRUAL', 15, '2020'],
      ['2020-06-01', 'USE', -5, '2020'],
      ['2021-01-01', 'ACCRUAL', 15, '2021'],
      ['2021-02-01', 'USE', -10, '2020'],
      ['2021-02-01', 'USE', -2, '2021'],
    ]);
    expect(l.entries[4].cause).toEqual({ rule: 'REQUEST', requestId: 'r2', status: 'APPROVED', from: '2021-02-01', to: '2021-02-01' });
    expect(l.totals).toMatchObject({ used: 17, expired: 0, balance: 13 });
  });

  it('a use on the expiry date finds those days already gone', () => {
    const l = computeLedger(input({ kind: 'MONTHS_AFTER_CYCLE', months: 3 }, '2021-04-01', { requests: [{ id: 'r', from: '2021-04-01', days: 3, status: 'APPROVED' }] }));
    expect(lines(l.entries).slice(-2)).toEqual([['2021-04-01', 'EXPIRY', -15, '2020'], ['2021-04-01', 'USE', -3, '2021']]);
  });
});

describe('uses, reservations and adjustments', () => {
  it('pending requests and approved ones still to come are reserved: they lower available, not balance', () => {
    const l = computeLedger(input({ kind: 'NEVER' }, '2020-06-30', {
      requests: [
        { id: 'a', from: '2020-03-02', days: 3, status: 'APPROVED' },
        { id: 'p', from: '2020-04-06', days: 2, status: 'PENDING' },
        { id: 'f', from: '2020-08-03', days: 4, status: 'APPROVED' },
        { id: 'x', from: '2020-05-04', days: 6, status: 'REJECTED' },
      ],
    }));
    expect(lines(l.entries)).toEqual([
      ['2020-01-01', 'ACCRUAL', 15, '2020'],
      ['2020-03-02', 'USE', -3, '2020'],
      ['2020-04-06', 'RESERVED', -2, null],
      ['2020-08-03', 'RESERVED', -4, null],
    ]);
    expect(l.entries.map((e) => e.balance)).toEqual([15, 12, 12, 12]);
    expect(l.totals).toEqual({ accrued: 15, used: 3, expired: 0, adjusted: 0, reserved: 6, balance: 12, available: 6 });
  });

  it('answers the balance on a future date ("what if"), marking what has not happened yet', () => {
    const l = computeLedger({
      matrix: matrix('MONTHLY', { bands: flatBands(15) }), ingressDate: '2024-01-01', today: '2024-03-10', asOf: '2024-08-31',
      requests: [{ id: 'summer', from: '2024-08-05', days: 5, status: 'APPROVED' }],
    });
    expect(l.totals).toMatchObject({ accrued: 10, used: 5, balance: 5, available: 5 });
    expect(l.entries.filter((e) => !e.projected).map((e) => e.date)).toEqual(['2024-01-31', '2024-02-29']);
    expect(l.entries.find((e) => e.kind === 'USE')).toMatchObject({ date: '2024-08-05', projected: true, balance: 3.75 }); // 7 months × 1.25 − 5
  });

  it('a use beyond every cycle overdraws the balance, and the next accrual pays it back first', () => {
    const l = computeLedger(input({ kind: 'MONTHS_AFTER_CYCLE', months: 1 }, '2021-03-01', { requests: [{ id: 'big', from: '2020-02-03', days: 20, status: 'APPROVED' }] }));
    expect(lines(l.entries)).toEqual([
      ['2020-01-01', 'ACCRUAL', 15, '2020'],
      ['2020-02-03', 'USE', -15, '2020'],
      ['2020-02-03', 'USE', -5, null],
      ['2021-01-01', 'ACCRUAL', 15, '2021'],
    ]);
    expect(l.totals.balance).toBe(10);
    expect(l.cycles.map((c) => c.remaining)).toEqual([0, 10]);
  });

  it('a positive adjustment belongs to the cycle of its date and expires with it; a negative one draws like a use', () => {
    const l = computeLedger(input({ kind: 'MONTHS_AFTER_CYCLE', months: 3 }, '2021-04-01', {
      adjustments: [
        { id: 'plus', date: '2020-12-01', days: 2, note: 'Worked a holiday' },
        { id: 'minus', date: '2021-01-15', days: -17.5 },
        { id: 'later', date: '2021-05-01', days: 4 },
      ],
    }));
    expect(lines(l.entries)).toEqual([
      ['2020-01-01', 'ACCRUAL', 15, '2020'],
      ['2020-12-01', 'ADJUSTMENT', 2, '2020'],
      ['2021-01-01', 'ACCRUAL', 15, '2021'],
      ['2021-01-15', 'ADJUSTMENT', -17, '2020'],
      ['2021-01-15', 'ADJUSTMENT', -0.5, '2021'],
    ]);
    expect(l.entries[1].cause).toEqual({ rule: 'ADJUSTMENT', adjustmentId: 'plus', note: 'Worked a holiday' });
    expect(l.totals).toMatchObject({ adjusted: -15.5, balance: 14.5, expired: 0 });
    // the +2 of 2020 would have expired with 2020's leftover
    const unused = computeLedger(input({ kind: 'MONTHS_AFTER_CYCLE', months: 3 }, '2021-04-01', { adjustments: [{ id: 'plus', date: '2020-12-01', days: 2 }] }));
    expect(lines(unused.entries).at(-1)).toEqual(['2021-04-01', 'EXPIRY', -17, '2020']);
  });

  it('nothing before the ingress date', () => {
    expect(computeLedger(input({ kind: 'NEVER' }, '2019-12-31')).entries).toEqual([]);
  });
});

describe('the balance check (INSUFFICIENT_VACATION_BALANCE)', () => {
  const base = { matrix: matrix('ALL_AT_ONCE', { bands: flatBands(15), expiry: { kind: 'MONTHS_AFTER_CYCLE', months: 3 } }), ingressDate: '2023-01-01', today: '2024-03-01' } as const;

  it('counts pending requests against the balance', () => {
    // 2023's 15 + 2024's 15 = 30 on 1 March; 2023's leftover is gone on 1 April
    const requests = [{ id: 'p', from: '2024-03-04', days: 10, status: 'PENDING' as const }];
    expect(vacationShortfall({ ...base, requests }, { from: '2024-03-11', days: 20 })).toBeNull();
    expect(vacationShortfall({ ...base, requests }, { from: '2024-03-11', days: 21 })).toEqual({ date: '2024-03-11', shortBy: 1, availableForRequest: 20 });
    expect(vacationShortfall({ ...base, requests: [{ ...requests[0], status: 'REJECTED' }] }, { from: '2024-03-11', days: 30 })).toBeNull();
  });

  it('days that will have expired by the request are not there', () => {
    expect(vacationShortfall(base, { from: '2024-03-29', days: 18 })).toBeNull();
    expect(vacationShortfall(base, { from: '2024-04-01', days: 18 })).toEqual({ date: '2024-04-01', shortBy: 3, availableForRequest: 15 });
  });

  it('refuses a request that would leave a later approved vacation uncovered', () => {
    const requests = [{ id: 'aug', from: '2024-08-05', days: 10, status: 'APPROVED' as const }];
    const short = vacationShortfall({ ...base, ingressDate: '2024-01-01', matrix: { ...base.matrix, bands: flatBands(15) }, requests }, { from: '2024-03-11', days: 8 });
    expect(short).toEqual({ date: '2024-08-05', shortBy: 3, availableForRequest: 5 });
  });

  it('accepts a request that accruals to come will cover before a later vacation', () => {
    const monthly = { ...base, ingressDate: '2024-01-01', today: '2024-06-15', matrix: matrix('MONTHLY', { bands: flatBands(15) }) };
    const requests = [{ id: 'dec', from: '2024-12-02', days: 5, status: 'APPROVED' as const }];
    // 7.5 accrued by 30 June − 6 = 1.5; July–November add 6.25; December takes 5 → 2.75
    expect(vacationShortfall({ ...monthly, requests }, { from: '2024-07-01', days: 6 })).toBeNull();
    expect(vacationShortfall({ ...monthly, requests }, { from: '2024-07-01', days: 10 })).toEqual({ date: '2024-07-01', shortBy: 2.5, availableForRequest: 7.5 });
  });

  it('an edited request does not count against itself', () => {
    const requests = [{ id: 'mine', from: '2024-05-06', days: 25, status: 'PENDING' as const }];
    expect(vacationShortfall({ ...base, ingressDate: '2024-01-01', requests }, { id: 'mine', from: '2024-05-06', days: 15 })).toBeNull();
  });
});
