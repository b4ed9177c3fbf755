import { describe, expect, it } from 'vitest';
import { runRules } from '../../../../src/shared/rules';

const check = (record: Record<string, unknown>) => runRules(['absenceRequestShape'], record).map((e) => [e.field, e.code]);

describe('the absence request rule the form runs before sending', () => {
  it('refuses an end before the start on the To field', () => {
    expect(check({ from: '2030-06-05', to: '2030-06-03' })).toEqual([['to', 'DATE_RANGE_INVALID']]);
  });

  it('keeps a part day on one date, ending after it starts', () => {
    expect(check({ from: '2030-06-03', to: '2030-06-04', partial: { startTime: '09:00', endTime: '11:00' } })).toEqual([['to', 'PARTIAL_DAY_SINGLE_DATE']]);
    expect(check({ from: '2030-06-03', to: '2030-06-03', partial: { startTime: '11:00', endTime: '09:00' } })).toEqual([['partial.endTime', 'TIME_RANGE_INVALID']]);
  });

  it('says nothing while a date is missing or for a well-formed request (the schema reports what is missing)', () => {
    expect(check({ from: '2030-06-03' })).toEqual([]);
    expect(check({ from: '2030-06-03', to: '2030-06-03', partial: { startTime: '09:00', endTime: '11:00' } })).toEqual([]);
    expect(check({ from: '2030-06-03', to: '2030-06-07', partial: null })).toEqual([]);
    // the form's untouched hours: an empty object, a full day
    expect(check({ from: '2030-06-03', to: '2030-06-07', partial: {} })).toEqual([]);
  });
});
