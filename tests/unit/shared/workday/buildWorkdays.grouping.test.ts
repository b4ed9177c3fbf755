import { describe, expect, it } from 'vitest';
import { buildWorkdays } from '../../../../src/shared/workday/buildWorkdays';
import { config, day, MADRID, mark, shift, shifts, t } from './fixtures';

// May 2024: Madrid is at +02:00
const LATER = t('2024-05-10T12:00+02:00');
const workShift = shifts(shift('2024-05-06', '09:00', '17:00'));

describe('buildWorkdays: grouping marks into workdays', () => {
  it('makes a finished workday of a check-in and a check-out, dated by the local check-in', () => {
    const { workdays, ignored } = buildWorkdays(day('2024-05-06T09:00+02:00', '2024-05-06T17:00+02:00'), workShift, config(), MADRID, LATER);
    expect(ignored).toEqual([]);
    expect(workdays).toHaveLength(1);
    expect(workdays[0]).toMatchObject({
      userId: 'u1', date: '2024-05-06', state: 'finish',
      clocks: [{ in: '2024-05-06T07:00:00.000Z', out: '2024-05-06T15:00:00.000Z' }],
      totals: { worked: 480, planned: 480, late: 0, extra: 0 },
    });
    expect(workdays[0].shift?.startTime).toBe('09:00');
  });

  it('dates a check-in at 00:30 local on its own local date although it is the previous day in UTC', () => {
    const { workdays } = buildWorkdays(day('2024-05-07T00:30+02:00', '2024-05-07T04:00+02:00'), {}, config(), MADRID, LATER);
    expect(workdays[0].date).toBe('2024-05-07');
  });

  it('sorts marks that arrive out of order', () => {
    const [inMark, outMark] = day('2024-05-06T09:00+02:00', '2024-05-06T17:00+02:00');
    const { workdays } = buildWorkdays([outMark, inMark], workShift, config(), MADRID, LATER);
    expect(workdays[0].state).toBe('finish');
    expect(workdays[0].totals.worked).toBe(480);
  });

  it('refuses marks of several users in one call', () => {
    const marks = [mark('CHECK_IN', '2024-05-06T09:00+02:00'), { ...mark('CHECK_OUT', '2024-05-06T17:00+02:00'), userId: 'u2' }];
    expect(() => buildWorkdays(marks, {}, config(), MADRID, LATER)).toThrow(/one user/);
  });
});

describe('buildWorkdays: duplicate and retried marks', () => {
  it('stores a retried mark (same id) once', () => {
    const checkIn = mark('CHECK_IN', '2024-05-06T09:00+02:00', 'retry-1');
    const { workdays, ignored } = buildWorkdays(
      [checkIn, { ...checkIn }, mark('CHECK_OUT', '2024-05-06T17:00+02:00')], workShift, config(), MADRID, LATER);
    expect(workdays[0].clocks).toHaveLength(1);
    expect(workdays[0].markIds.filter((id) => id === 'retry-1')).toHaveLength(1);
    expect(ignored).toEqual([{ markId: 'retry-1', reason: 'DUPLICATE' }]);
  });

  it('ignores the same type again within one minute (a double press), but not two minutes later', () => {
    const double = mark('CHECK_OUT', '2024-05-06T17:00:40+02:00', 'double');
    const { workdays, ignored } = buildWorkdays(
      [...day('2024-05-06T09:00+02:00', '2024-05-06T17:00:00+02:00'), double], workShift, config(), MADRID, LATER);
    expect(ignored).toEqual([{ markId: 'double', reason: 'DUPLICATE' }]);
    expect(workdays[0].clocks[0].out).toBe('2024-05-06T15:00:00.000Z');

    const twice = mark('CHECK_IN', '2024-05-06T09:02+02:00', 'second-in');
    const other = buildWorkdays([...day('2024-05-06T09:00+02:00', '2024-05-06T17:00+02:00'), twice], workShift, config(), MADRID, LATER);
    expect(other.ignored).toEqual([{ markId: 'second-in', reason: 'CHECK_IN_WHILE_OPEN' }]);
    expect(other.workdays[0].warnings).toContain('CHECK_IN_WHILE_OPEN');
  });

  it('ignores a mark whose time is unreadable', () => {
    const bad = { ...mark('CHECK_IN', '2024-05-06T09:00+02:00', 'bad'), at: '2024-05-06 09:00' };
    expect(buildWorkdays([bad], {}, config(), MADRID, LATER).ignored).toEqual([{ markId: 'bad', reason: 'INVALID_TIME' }]);
  });

  it('reports marks that close nothing', () => {
    const marks = [
      mark('CHECK_OUT', '2024-05-06T08:00+02:00', 'lonely-out'),
      mark('BREAK_START', '2024-05-06T08:30+02:00', 'break-before-in'),
      ...day('2024-05-06T09:00+02:00', '2024-05-06T17:00+02:00'),
      mark('BREAK_END', '2024-05-06T12:00+02:00', 'lonely-break-end'),
    ];
    const { ignored } = buildWorkdays(marks, workShift, config(), MADRID, LATER);
    expect(ignored).toEqual([
      { markId: 'lonely-out', reason: 'NO_OPEN_CHECK_IN' },
      { markId: 'break-before-in', reason: 'NO_OPEN_CHECK_IN' },
      { markId: 'lonely-break-end', reason: 'NO_OPEN_BREAK' },
    ]);
  });
});

describe('buildWorkdays: forgotten check-out', () => {
  const closeAfterAnHour = config({ overtime: { automaticCloseTolerance: 60 }, allowOvertime: true });
  const forgot = () => [mark('CHECK_IN', '2024-05-06T09:00+02:00')];

  it('stays started while the automatic-close tolerance has not passed', () => {
    const { workdays } = buildWorkdays(forgot(), workShift, closeAfterAnHour, MADRID, t('2024-05-06T17:59+02:00'));
    expect(workdays[0].state).toBe('started');
    expect(workdays[0].clocks[0].out).toBeUndefined();
    expect(workdays[0].totals.worked).toBe(539); // so far, until now
  });

  it('closes automatically at the planned end once now is past the planned end plus the tolerance, without overtime', () => {
    const { workdays } = buildWorkdays(forgot(), workShift, closeAfterAnHour, MADRID, t('2024-05-06T18:01+02:00'));
    expect(workdays[0]).toMatchObject({
      state: 'automaticFinish',
      clocks: [{ in: '2024-05-06T07:00:00.000Z', out: '2024-05-06T15:00:00.000Z', automatic: true }],
      totals: { worked: 480, extra: 0, earlyDeparture: 0 },
    });
    expect(workdays[0].warnings).toContain('MISSING_CHECK_OUT');
  });

  it('takes a check-out marked within the tolerance, and refuses one marked after the automatic close', () => {
    const inTime = buildWorkdays([...forgot(), mark('CHECK_OUT', '2024-05-06T17:45+02:00')], workShift, closeAfterAnHour, MADRID, LATER);
    expect(inTime.workdays[0].state).toBe('finish');
    expect(inTime.workdays[0].totals.extra).toBe(45);

    const late = buildWorkdays([...forgot(), mark('CHECK_OUT', '2024-05-06T18:30+02:00', 'late-out')], workShift, closeAfterAnHour, MADRID, LATER);
    expect(late.workdays[0].state).toBe('automaticFinish');
    expect(late.ignored).toEqual([{ markId: 'late-out', reason: 'AFTER_AUTOMATIC_CLOSE' }]);
    expect(late.workdays[0].warnings).toContain('MARK_AFTER_AUTOMATIC_CLOSE');
  });

  it('with the tolerance unset (-1) waits up to 24 h, so a late check-out still counts', () => {
    const waiting = buildWorkdays(forgot(), workShift, config(), MADRID, t('2024-05-06T22:00+02:00'));
    expect(waiting.workdays[0].state).toBe('started');
    const closed = buildWorkdays(forgot(), workShift, config(), MADRID, t('2024-05-07T09:01+02:00'));
    expect(closed.workdays[0].state).toBe('automaticFinish');
    expect(closed.workdays[0].clocks[0].out).toBe('2024-05-06T15:00:00.000Z');
    const lateOut = buildWorkdays([...forgot(), mark('CHECK_OUT', '2024-05-06T19:00+02:00')], workShift, config(), MADRID, LATER);
    expect(lateOut.workdays[0].state).toBe('finish');
    expect(lateOut.workdays[0].totals.worked).toBe(600);
  });

  it('closes the forgotten day when the next day begins with a new check-in', () => {
    const marks = [...forgot(), ...day('2024-05-07T09:00+02:00', '2024-05-07T17:00+02:00')];
    const { workdays } = buildWorkdays(marks, { ...workShift, ...shifts(shift('2024-05-07', '09:00', '17:00')) }, config(), MADRID, LATER);
    expect(workdays.map((w) => [w.date, w.state])).toEqual([['2024-05-06', 'automaticFinish'], ['2024-05-07', 'finish']]);
  });

  it('without a planned shift closes at the check-in itself (nothing to credit) and flags it', () => {
    const { workdays } = buildWorkdays(forgot(), {}, config(), MADRID, LATER);
    expect(workdays[0]).toMatchObject({ state: 'automaticFinish', totals: { worked: 0 } });
    expect(workdays[0].warnings).toContain('MISSING_CHECK_OUT');
  });
});

describe('buildWorkdays: breaks and the pause state', () => {
  it('is in pause while a break has started and not ended', () => {
    const marks = [mark('CHECK_IN', '2024-05-06T09:00+02:00'), mark('BREAK_START', '2024-05-06T13:00+02:00')];
    const { workdays } = buildWorkdays(marks, workShift, config(), MADRID, t('2024-05-06T13:20+02:00'));
    expect(workdays[0].state).toBe('pause');
    expect(workdays[0].totals).toMatchObject({ worked: 240, break: 20 });
  });

  it('gives a break never ended the planned break length, or the default break time', () => {
    const marks = [...day('2024-05-06T09:00+02:00', '2024-05-06T17:00+02:00'), mark('BREAK_START', '2024-05-06T13:00+02:00')];
    const byDefault = buildWorkdays(marks, workShift, config({ defaultBreakMinutes: 30 }), MADRID, LATER).workdays[0];
    expect(byDefault.breaks).toEqual([{ start: '2024-05-06T11:00:00.000Z', end: '2024-05-06T11:30:00.000Z', automatic: true }]);
    expect(byDefault.warnings).toContain('MISSING_BREAK_END');
    const planned = shifts(shift('2024-05-06', '09:00', '17:00', { breakMinutes: 45 }));
    expect(buildWorkdays(marks, planned, config(), MADRID, LATER).workdays[0].totals.break).toBe(45);
  });

  it('ignores a second break start while one is open', () => {
    const marks = [...day('2024-05-06T09:00+02:00', '2024-05-06T17:00+02:00'),
      mark('BREAK_START', '2024-05-06T13:00+02:00'), mark('BREAK_START', '2024-05-06T13:10+02:00', 'again'),
      mark('BREAK_END', '2024-05-06T13:30+02:00')];
    const { workdays, ignored } = buildWorkdays(marks, workShift, config(), MADRID, LATER);
    expect(ignored).toEqual([{ markId: 'again', reason: 'BREAK_ALREADY_OPEN' }]);
    expect(workdays[0].totals.break).toBe(30);
  });
});

describe('buildWorkdays: five pairs at most', () => {
  const pairs = (count: number) => Array.from({ length: count }, (_, i) => {
    const h = String(8 + i * 2).padStart(2, '0');
    return day(`2024-05-06T${h}:00+02:00`, `2024-05-06T${h}:30+02:00`);
  }).flat();

  it('keeps five check-in pairs in one workday', () => {
    const { workdays, ignored } = buildWorkdays(pairs(5), {}, config(), MADRID, LATER);
    expect(workdays).toHaveLength(1);
    expect(workdays[0].clocks).toHaveLength(5);
    expect(workdays[0].totals.worked).toBe(150);
    expect(ignored).toEqual([]);
  });

  it('refuses a sixth pair: both of its marks are ignored and the workday is flagged', () => {
    const marks = pairs(6);
    const { workdays, ignored } = buildWorkdays(marks, {}, config(), MADRID, LATER);
    expect(workdays[0].clocks).toHaveLength(5);
    expect(ignored).toEqual([
      { markId: marks[10].id, reason: 'TOO_MANY_CLOCKS' },
      { markId: marks[11].id, reason: 'TOO_MANY_CLOCKS' },
    ]);
    expect(workdays[0].warnings).toContain('TOO_MANY_CLOCKS');
  });

  it('refuses a sixth break', () => {
    const breaks = Array.from({ length: 6 }, (_, i) => [
      mark('BREAK_START', `2024-05-06T1${i}:00+02:00`), mark('BREAK_END', `2024-05-06T1${i}:10+02:00`)]).flat();
    const { workdays, ignored } = buildWorkdays([...day('2024-05-06T09:00+02:00', '2024-05-06T17:00+02:00'), ...breaks], workShift, config(), MADRID, LATER);
    expect(workdays[0].breaks).toHaveLength(5);
    expect(ignored.map((i) => i.reason)).toEqual(['TOO_MANY_BREAKS', 'TOO_MANY_BREAKS']);
    expect(workdays[0].warnings).toContain('TOO_MANY_BREAKS');
  });
});

describe('buildWorkdays: night shift crossing midnight', () => {
  const nights = shifts(shift('2024-05-06', '22:00', '06:00'), shift('2024-05-07', '22:00', '06:00'));

  it('puts the check-out after midnight on the day of the check-in', () => {
    const { workdays } = buildWorkdays(day('2024-05-06T22:00+02:00', '2024-05-07T06:00+02:00'), nights, config(), MADRID, LATER);
    expect(workdays).toHaveLength(1);
    expect(workdays[0]).toMatchObject({ date: '2024-05-06', state: 'finish', totals: { worked: 480, night: 480, late: 0, extra: 0 } });
  });

  it('keeps a second pair after midnight in the same workday, and starts the next night anew', () => {
    const marks = [
      ...day('2024-05-06T22:00+02:00', '2024-05-07T02:00+02:00'),
      ...day('2024-05-07T02:30+02:00', '2024-05-07T06:00+02:00'),
      ...day('2024-05-07T22:00+02:00', '2024-05-08T06:00+02:00'),
    ];
    const { workdays } = buildWorkdays(marks, nights, config(), MADRID, LATER);
    expect(workdays.map((w) => [w.date, w.clocks.length, w.totals.worked])).toEqual([['2024-05-06', 2, 450], ['2024-05-07', 1, 480]]);
  });

  it('waits for the night shift check-out past midnight before closing automatically', () => {
    const cfg = config({ overtime: { automaticCloseTolerance: 30 } });
    const open = buildWorkdays([mark('CHECK_IN', '2024-05-06T22:00+02:00')], nights, cfg, MADRID, t('2024-05-07T06:29+02:00'));
    expect(open.workdays[0].state).toBe('started');
    const closed = buildWorkdays([mark('CHECK_IN', '2024-05-06T22:00+02:00')], nights, cfg, MADRID, t('2024-05-07T06:31+02:00'));
    expect(closed.workdays[0]).toMatchObject({ state: 'automaticFinish', clocks: [{ out: '2024-05-07T04:00:00.000Z' }] });
  });
});
