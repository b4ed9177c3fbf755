import { describe, expect, it } from 'vitest';
import { maxWorkedMinutesFor } from '../../../../src/shared/workday/plannedShift';
import {
  validateManualWorkday, type ManualWorkdayContext, type ManualWorkdayInput,
} from '../../../../src/shared/workday/validateManualWorkday';
import { config, MADRID, shift, t } from './fixtures';

/** `06 09:00` → 9:00 on 6 May 2024 in Madrid (+02:00). */
const at = (s: string) => `2024-05-${s.slice(0, 2)}T${s.slice(3)}:00+02:00`;
const NOW = t('2024-05-08T12:00+02:00');

function check(clocks: [string, string?][], breaks: [string, string?][] = [], ctx: Partial<ManualWorkdayContext> = {}, input: Partial<ManualWorkdayInput> = {}) {
  return validateManualWorkday(
    {
      date: '2024-05-06',
      clocks: clocks.map(([i, o]) => ({ in: i && at(i), ...(o !== undefined && { out: at(o) }) })),
      breaks: breaks.map(([s, e]) => ({ start: s && at(s), ...(e !== undefined && { end: at(e) }) })),
      ...input,
    },
    { timeZone: MADRID, now: NOW, ...ctx },
  );
}
const codes = (errors: ReturnType<typeof check>) => errors.map((e) => `${e.field} ${e.code}`);

describe('validateManualWorkday: a correct workday', () => {
  it('accepts a day with a lunch break', () => {
    expect(check([['06 09:00', '06 13:00'], ['06 14:00', '06 18:00']], [['06 11:00', '06 11:15']])).toEqual([]);
  });

  it('accepts five pairs and refuses a sixth', () => {
    const five: [string, string][] = ['08', '10', '12', '14', '16'].map((h) => [`06 ${h}:00`, `06 ${h}:30`]);
    expect(check(five)).toEqual([]);
    const errors = check([...five, ['06 18:00', '06 18:30']]);
    expect(errors).toEqual([{ field: 'clocks', code: 'maxItems', message: 'errors.validation.maxItems', params: { limit: 5 } }]);
  });

  it('refuses a sixth break and an empty workday', () => {
    const breaks: [string, string][] = ['09', '10', '11', '12', '13', '14'].map((h) => [`06 ${h}:00`, `06 ${h}:05`]);
    expect(codes(check([['06 08:00', '06 17:00']], breaks))).toEqual(['breaks maxItems']);
    expect(codes(check([]))).toEqual(['clocks minItems']);
  });

  it('gives each error the i18n key of its code', () => {
    expect(check([['06 13:00', '06 09:00']])).toEqual([
      { field: 'clocks.0.out', code: 'CLOCK_END_BEFORE_START', message: 'errors.CLOCK_END_BEFORE_START' },
    ]);
  });
});

describe('validateManualWorkday: order of the two times of a pair', () => {
  it('CLOCK_END_BEFORE_START and CLOCK_START_END_EQUAL', () => {
    expect(codes(check([['06 09:00', '06 17:00'], ['06 19:00', '06 18:00']]))).toEqual(['clocks.1.out CLOCK_END_BEFORE_START']);
    expect(codes(check([['06 09:00', '06 09:00']]))).toEqual(['clocks.0.out CLOCK_START_END_EQUAL']);
  });

  it('BREAK_END_BEFORE_START and BREAK_START_END_EQUAL', () => {
    expect(codes(check([['06 09:00', '06 17:00']], [['06 13:00', '06 12:00']]))).toEqual(['breaks.0.end BREAK_END_BEFORE_START']);
    expect(codes(check([['06 09:00', '06 17:00']], [['06 13:00', '06 13:00']]))).toEqual(['breaks.0.end BREAK_START_END_EQUAL']);
  });
});

describe('validateManualWorkday: repeated and overlapping pairs', () => {
  it('REPITED for the same pair twice (and not OVERLAPS as well)', () => {
    expect(codes(check([['06 09:00', '06 13:00'], ['06 09:00', '06 13:00']]))).toEqual(['clocks.1.in REPITED']);
  });

  it('OVERLAPS when pairs overlap, but not when one ends as the next begins', () => {
    expect(codes(check([['06 09:00', '06 13:00'], ['06 12:00', '06 17:00']]))).toEqual(['clocks.1.in OVERLAPS']);
    expect(codes(check([['06 12:00', '06 17:00'], ['06 09:00', '06 13:00']]))).toEqual(['clocks.0.in OVERLAPS']);
    expect(check([['06 09:00', '06 13:00'], ['06 13:00', '06 17:00']])).toEqual([]);
  });

  it('OVERLAPS with another workday of the user, not with the workday being edited', () => {
    const existingWorkdays = [{ id: 'night', clocks: [{ in: at('05 22:00'), out: at('06 06:00') }] }];
    expect(codes(check([['06 05:00', '06 13:00']], [], { existingWorkdays }))).toEqual(['clocks.0.in OVERLAPS']);
    expect(check([['06 06:00', '06 13:00']], [], { existingWorkdays })).toEqual([]);
    expect(check([['06 05:00', '06 13:00']], [], { existingWorkdays }, { id: 'night', date: '2024-05-06' })).toEqual([]);
  });

  it('an open pair of another workday runs until now', () => {
    const existingWorkdays = [{ id: 'today', clocks: [{ in: at('06 08:00') }] }];
    expect(codes(check([['06 09:00', '06 10:00']], [], { existingWorkdays }))).toEqual(['clocks.0.in OVERLAPS']);
  });

  it('REPITED_BREAK and BREAK_OVERLAPS', () => {
    const clocks: [string, string][] = [['06 09:00', '06 17:00']];
    expect(codes(check(clocks, [['06 12:00', '06 12:30'], ['06 12:00', '06 12:30']]))).toEqual(['breaks.1.start REPITED_BREAK']);
    expect(codes(check(clocks, [['06 12:00', '06 13:00'], ['06 12:30', '06 13:30']]))).toEqual(['breaks.1.start BREAK_OVERLAPS']);
    expect(check(clocks, [['06 12:00', '06 13:00'], ['06 13:00', '06 13:30']])).toEqual([]);
  });
});

describe('validateManualWorkday: BREAK_OUTSIDE_CLOCK', () => {
  const clocks: [string, string][] = [['06 09:00', '06 13:00'], ['06 14:00', '06 18:00']];

  it('on the start when the break begins outside every pair', () => {
    expect(codes(check(clocks, [['06 13:15', '06 13:45']]))).toEqual(['breaks.0.start BREAK_OUTSIDE_CLOCK']);
    expect(codes(check(clocks, [['06 08:30', '06 09:30']]))).toEqual(['breaks.0.start BREAK_OUTSIDE_CLOCK']);
  });

  it('on the end when the break outlasts its pair', () => {
    expect(codes(check(clocks, [['06 12:30', '06 14:30']]))).toEqual(['breaks.0.end BREAK_OUTSIDE_CLOCK']);
  });

  it('not for a break inside the second pair, nor while a check-in pair is still wrong', () => {
    expect(check(clocks, [['06 16:00', '06 16:30']])).toEqual([]);
    expect(codes(check([['06 13:00', '06 09:00']], [['06 20:00', '06 20:30']]))).toEqual(['clocks.0.out CLOCK_END_BEFORE_START']);
  });
});

describe('validateManualWorkday: dates', () => {
  it('CLOCKIN_DATE_NOT_VALID for an unreadable time, a time outside the date window, or a first check-in on another date', () => {
    expect(codes(validateManualWorkday({ date: '2024-05-06', clocks: [{ in: 'nine', out: at('06 17:00') }] }, { timeZone: MADRID, now: NOW })))
      .toEqual(['clocks.0.in CLOCKIN_DATE_NOT_VALID']);
    expect(codes(check([['06 09:00', '06 13:00'], ['08 09:00', '08 10:00']])))
      .toEqual(['clocks.1.in CLOCKIN_DATE_NOT_VALID', 'clocks.1.out CLOCKOUT_DATE_NOT_VALID']);
    expect(codes(check([['05 23:00', '06 07:00']]))).toEqual(['clocks.0.in CLOCKIN_DATE_NOT_VALID']);
  });

  it('accepts a night shift ending the next morning, and a second pair after midnight', () => {
    expect(check([['06 22:00', '07 02:00'], ['07 02:30', '07 06:00']])).toEqual([]);
  });

  it('CLOCKOUT_DATE_NOT_VALID for an unreadable check-out or one past the next day', () => {
    expect(codes(validateManualWorkday({ date: '2024-05-06', clocks: [{ in: at('06 09:00'), out: '17:00' }] }, { timeZone: MADRID, now: NOW })))
      .toEqual(['clocks.0.out CLOCKOUT_DATE_NOT_VALID']);
    expect(codes(check([['06 22:00', '08 01:00']]))).toEqual(['clocks.0.out CLOCKOUT_DATE_NOT_VALID']);
  });

  it('BREAK_START_DATE_NOT_VALID and BREAK_END_DATE_NOT_VALID', () => {
    const input = (start: string, end: string): ManualWorkdayInput => ({ date: '2024-05-06', clocks: [{ in: at('06 09:00'), out: at('06 17:00') }], breaks: [{ start, end }] });
    expect(codes(validateManualWorkday(input('noon', at('06 13:00')), { timeZone: MADRID, now: NOW }))).toEqual(['breaks.0.start BREAK_START_DATE_NOT_VALID']);
    expect(codes(validateManualWorkday(input(at('06 12:00'), '2024-05-06T13:00:00'), { timeZone: MADRID, now: NOW }))).toEqual(['breaks.0.end BREAK_END_DATE_NOT_VALID']);
    expect(codes(validateManualWorkday(input(at('04 12:00'), at('06 13:00')), { timeZone: MADRID, now: NOW }))).toEqual(['breaks.0.start BREAK_START_DATE_NOT_VALID']);
  });

  it('a malformed workday date is a format error', () => {
    expect(codes(check([['06 09:00', '06 17:00']], [], {}, { date: '2024-02-30' }))).toContain('date format');
  });
});

describe('validateManualWorkday: the future', () => {
  it('FUTURE_DATE_NOT_VALID for any time after now and for a date after today', () => {
    const ctx = { now: t('2024-05-06T15:00+02:00') };
    expect(codes(check([['06 09:00', '06 17:00']], [], ctx))).toEqual(['clocks.0.out FUTURE_DATE_NOT_VALID']);
    expect(codes(check([['06 09:00']], [['06 14:30', '06 15:30']], ctx))).toEqual(['breaks.0.end FUTURE_DATE_NOT_VALID']);
    expect(codes(check([['06 09:00', '06 14:00']], [], ctx))).toEqual([]);
    expect(codes(check([['07 09:00', '07 10:00']], [], ctx, { date: '2024-05-07' }))).toEqual([
      'date FUTURE_DATE_NOT_VALID', 'clocks.0.in FUTURE_DATE_NOT_VALID', 'clocks.0.out FUTURE_DATE_NOT_VALID',
    ]);
  });
});

describe('validateManualWorkday: open pairs', () => {
  const ctx = { now: t('2024-05-06T15:00+02:00') };

  it('lets only the last check-in pair stay open, with a break inside it', () => {
    expect(check([['06 09:00', '06 13:00'], ['06 14:00']], [['06 14:30']], ctx)).toEqual([]);
    expect(codes(check([['06 09:00'], ['06 14:00', '06 14:30']], [], ctx))).toEqual(['clocks.0.out required']);
    expect(codes(check([['06 09:00', '06 13:00']], [['06 10:00']], ctx))).toEqual(['breaks.0.end required']);
  });
});

describe('validateManualWorkday: MAX_HOURS and WORKDAY_TOO_LONG', () => {
  it('MAX_HOURS when worked minutes (breaks excluded) pass the limit', () => {
    expect(codes(check([['06 08:00', '06 19:00']], [], { maxWorkedMinutes: 600 }))).toEqual(['clocks MAX_HOURS']);
    expect(check([['06 08:00', '06 18:00']], [], { maxWorkedMinutes: 600 })).toEqual([]);
    expect(check([['06 08:00', '06 19:00']], [['06 13:00', '06 14:00']], { maxWorkedMinutes: 600 })).toEqual([]);
    expect(check([['06 06:00', '06 23:00']], [], { maxWorkedMinutes: null })).toEqual([]);
  });

  it('the limit is the planned minutes plus the overtime maximum, none while that maximum is unset', () => {
    const planned = shift('2024-05-06', '09:00', '17:00', { breakMinutes: 60 });
    expect(maxWorkedMinutesFor(planned, config({ overtime: { maximumMinutes: 120 } }), MADRID)).toBe(540);
    expect(maxWorkedMinutesFor(null, config({ overtime: { maximumMinutes: 120 } }), MADRID)).toBe(120);
    expect(maxWorkedMinutesFor(planned, config(), MADRID)).toBeNull();
  });

  it('WORKDAY_TOO_LONG when the first check-in and the last check-out are more than 24 h apart', () => {
    expect(codes(check([['06 08:00', '06 12:00'], ['07 06:00', '07 08:30']]))).toEqual(['clocks.1.out WORKDAY_TOO_LONG']);
    expect(check([['06 08:00', '06 12:00'], ['07 06:00', '07 08:00']])).toEqual([]);
  });
});

describe('validateManualWorkday: daylight-saving night', () => {
  it('counts the real 9 hours of 22:00–06:00 on 26–27 October 2024 against the limit', () => {
    const input = { date: '2024-10-26', clocks: [{ in: '2024-10-26T22:00:00+02:00', out: '2024-10-27T06:00:00+01:00' }] };
    const ctx = { timeZone: MADRID, now: t('2024-11-01T12:00+01:00') };
    expect(validateManualWorkday(input, { ...ctx, maxWorkedMinutes: 540 })).toEqual([]);
    expect(codes(validateManualWorkday(input, { ...ctx, maxWorkedMinutes: 480 }))).toEqual(['clocks MAX_HOURS']);
  });
});
