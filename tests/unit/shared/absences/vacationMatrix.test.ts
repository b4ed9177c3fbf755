import { describe, expect, it } from 'vitest';
import { anniversary, bandOn, cycleExpiresOn, cyclesThrough, seniorityOn, validateVacationMatrix } from '../../../../src/shared/absences';
import { matrix } from './fixtures';

describe('seniority bands', () => {
  it('counts whole years from the ingress date: the band changes on the 1st, 6th, 11th and 21st anniversaries', () => {
    const ingress = '2010-03-15';
    expect(bandOn(ingress, '2011-03-14')).toBe('under1');
    expect(bandOn(ingress, '2011-03-15')).toBe('from1to5');
    expect(seniorityOn(ingress, '2015-09-15')).toBe(5); // 5 years and a half: still 1 to 5
    expect(bandOn(ingress, '2015-09-15')).toBe('from1to5');
    expect(bandOn(ingress, '2016-03-14')).toBe('from1to5');
    expect(bandOn(ingress, '2016-03-15')).toBe('from6to10');
    expect(bandOn(ingress, '2021-03-15')).toBe('from11to20');
    expect(bandOn(ingress, '2030-09-15')).toBe('from11to20'); // 20 and a half
    expect(bandOn(ingress, '2031-03-15')).toBe('over20');
    expect(seniorityOn(ingress, '2009-01-01')).toBe(0);
  });

  it('a 29 February ingress has its anniversaries on 28 February in other years', () => {
    expect(anniversary('2020-02-29', 1)).toBe('2021-02-28');
    expect(anniversary('2020-02-29', 4)).toBe('2024-02-29');
    expect(seniorityOn('2020-02-29', '2021-02-27')).toBe(0);
    expect(seniorityOn('2020-02-29', '2021-02-28')).toBe(1);
  });
});

describe('cycles and their expiry dates', () => {
  it('calendar cycles start on 1 January, the first on the ingress date', () => {
    const cycles = cyclesThrough('2023-07-10', 'CALENDAR_YEAR', '2025-02-01');
    expect(cycles.map((c) => [c.label, c.from, c.end])).toEqual([
      ['2023', '2023-07-10', '2023-12-31'], ['2024', '2024-01-01', '2024-12-31'], ['2025', '2025-01-01', '2025-12-31'],
    ]);
  });

  it('anniversary cycles run from one anniversary to the day before the next', () => {
    const cycles = cyclesThrough('2023-07-10', 'INGRESS_ANNIVERSARY', '2024-07-10');
    expect(cycles.map((c) => c.label)).toEqual(['2023-07-10/2024-07-09', '2024-07-10/2025-07-09']);
  });

  it('what is left expires N months after the cycle ends or after N more cycles', () => {
    const [c2023] = cyclesThrough('2023-01-01', 'CALENDAR_YEAR', '2023-01-01');
    const expires = (expiry: Parameters<typeof cycleExpiresOn>[1]) => cycleExpiresOn(c2023, expiry, '2023-01-01', 'CALENDAR_YEAR');
    expect(expires({ kind: 'NEVER' })).toBeNull();
    expect(expires({ kind: 'MONTHS_AFTER_CYCLE', months: 1 })).toBe('2024-02-01');
    expect(expires({ kind: 'MONTHS_AFTER_CYCLE', months: 11 })).toBe('2024-12-01');
    expect(expires({ kind: 'CYCLES_AFTER', cycles: 1 })).toBe('2025-01-01');
    expect(expires({ kind: 'CYCLES_AFTER', cycles: 5 })).toBe('2029-01-01');
    const [first] = cyclesThrough('2023-01-31', 'INGRESS_ANNIVERSARY', '2023-01-31');
    expect(cycleExpiresOn(first, { kind: 'MONTHS_AFTER_CYCLE', months: 1 }, '2023-01-31', 'INGRESS_ANNIVERSARY')).toBe('2024-02-29');
  });
});

describe('vacation matrix validation', () => {
  it('accepts every option the spec lists', () => {
    for (const generation of ['ALL_AT_ONCE', 'DAILY', 'MONTHLY', 'EVERY_20_WORKED_DAYS'] as const) {
      expect(validateVacationMatrix(matrix(generation))).toEqual([]);
    }
    expect(validateVacationMatrix(matrix('DAILY', { expiry: { kind: 'MONTHS_AFTER_CYCLE', months: 11 }, cycleAnchor: 'INGRESS_ANNIVERSARY' }))).toEqual([]);
    expect(validateVacationMatrix(matrix('DAILY', { expiry: { kind: 'CYCLES_AFTER', cycles: 5 }, dayCounting: 'CALENDAR_DAYS' }))).toEqual([]);
  });

  it('answers field errors for ranges outside §9 and bands that shrink with seniority', () => {
    const bad = {
      bands: { under1: 12.345, from1to5: 15, from6to10: 14, from11to20: -1, over20: 400 },
      generation: 'WEEKLY',
      expiry: { kind: 'MONTHS_AFTER_CYCLE', months: 12 },
      dayCounting: 'LABORAL_DAYS',
    };
    expect(validateVacationMatrix(bad).map((e) => [e.field, e.code, e.params?.limit])).toEqual([
      ['bands.under1', 'multipleOf', undefined],
      ['bands.from6to10', 'minimum', 15],
      ['bands.from11to20', 'minimum', 0],
      ['bands.over20', 'maximum', 366],
      ['generation', 'enum', undefined],
      ['cycleAnchor', 'required', undefined],
      ['expiry.months', 'maximum', 11],
    ]);
    expect(validateVacationMatrix(matrix('DAILY', { expiry: { kind: 'CYCLES_AFTER', cycles: 0 } })).map((e) => [e.field, e.code]))
      .toEqual([['expiry.cycles', 'minimum']]);
    expect(validateVacationMatrix(matrix('DAILY', { expiry: { kind: 'CYCLES_AFTER', cycles: 1.5 } })).map((e) => [e.field, e.code]))
      .toEqual([['expiry.cycles', 'type']]);
    expect(validateVacationMatrix(null).map((e) => e.field)).toEqual(['bands', 'generation', 'dayCounting', 'cycleAnchor', 'expiry']);
    expect(validateVacationMatrix(matrix('DAILY'))[0]?.message).toBeUndefined();
    expect(validateVacationMatrix({ ...matrix('DAILY'), generation: 'X' })[0].message).toBe('errors.validation.enum');
  });
});
