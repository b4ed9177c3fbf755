import { describe, expect, it } from 'vitest';
import { noveltiesGenerate, noveltyUnit, periodOf, periodRange } from '../../../src/shared/novelties';
import { runRules } from '../../../src/shared/rules';

const quantityErrors = (type: string, quantity: number) => runRules(['noveltyQuantity'], { type, quantity }).map((e) => e.code);

describe('payroll novelties', () => {
  it('measures each type in its unit', () => {
    expect(noveltyUnit('OVERTIME')).toBe('HOURS');
    expect(noveltyUnit('NIGHT_HOURS')).toBe('HOURS');
    expect(noveltyUnit('SICK_LEAVE')).toBe('DAYS');
    expect(noveltyUnit('UNPAID_LEAVE')).toBe('DAYS');
    for (const type of ['BONUS', 'COMMISSION', 'DEDUCTION', 'ADVANCE', 'OTHER']) expect(noveltyUnit(type)).toBe('AMOUNT');
  });

  it('accepts a positive quantity its unit can hold in a month, amounts to the cent', () => {
    expect(quantityErrors('OVERTIME', 744)).toEqual([]);
    expect(quantityErrors('OVERTIME', 744.5)).toEqual(['NOVELTY_QUANTITY_INVALID']);
    expect(quantityErrors('SICK_LEAVE', 31)).toEqual([]);
    expect(quantityErrors('SICK_LEAVE', 32)).toEqual(['NOVELTY_QUANTITY_INVALID']);
    expect(quantityErrors('BONUS', 0)).toEqual(['NOVELTY_QUANTITY_INVALID']);
    expect(quantityErrors('DEDUCTION', -5)).toEqual(['NOVELTY_QUANTITY_INVALID']);
    expect(quantityErrors('BONUS', 1234.56)).toEqual([]);
    expect(quantityErrors('BONUS', 0.1 + 0.2)).toEqual([]); // floating noise is not a third decimal
    expect(quantityErrors('BONUS', 12.345)).toEqual(['NOVELTY_QUANTITY_INVALID']);
  });

  it('puts a date in its month and knows every month\'s last day, leap years included', () => {
    expect(periodOf('2026-11-27')).toBe('2026-11');
    expect(periodRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(periodRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('brings novelties from the product only in version V2', () => {
    expect(noveltiesGenerate('V2')).toBe(true);
    expect(noveltiesGenerate('V1')).toBe(false);
    expect(noveltiesGenerate(undefined)).toBe(false);
  });
});
