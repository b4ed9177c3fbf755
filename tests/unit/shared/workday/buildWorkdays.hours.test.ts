import { describe, expect, it } from 'vitest';
import { buildWorkdays } from '../../../../src/shared/workday/buildWorkdays';
import type { GeneralConfig, Mark, ShiftForDay } from '../../../../src/shared/workday/types';
import { config, day, MADRID, mark, shift, shifts, t } from './fixtures';

const LATER = t('2024-12-31T12:00+01:00');
const nineToFive = shifts(shift('2024-05-06', '09:00', '17:00'));

function one(marks: Mark[], cfg: GeneralConfig = config(), planned: Record<string, ShiftForDay> = nineToFive) {
  const { workdays } = buildWorkdays(marks, planned, cfg, MADRID, LATER);
  expect(workdays).toHaveLength(1);
  return workdays[0];
}
const types = (w: ReturnType<typeof one>) => w.historyHours.map((h) => `${h.type} ${h.minutes}`);

describe('late arrival', () => {
  it('is not late within the tolerance', () => {
    const w = one(day('2024-05-06T09:10+02:00', '2024-05-06T17:00+02:00'), config({ toleranceLateArrival: 10 }));
    expect(w.totals.late).toBe(0);
    expect(types(w)).toEqual(['WORKED 470']);
  });

  it('over the tolerance counts the whole delay from the planned start', () => {
    const w = one(day('2024-05-06T09:15+02:00', '2024-05-06T17:00+02:00'), config({ toleranceLateArrival: 10 }));
    expect(w.totals.late).toBe(15);
    expect(w.historyHours[0]).toEqual({ type: 'LATER_ARRIVAL', start: '2024-05-06T07:00:00.000Z', end: '2024-05-06T07:15:00.000Z', minutes: 15 });
  });

  it('with the tolerance unset (-1) grants no grace, like 0', () => {
    for (const toleranceLateArrival of [-1, 0]) {
      expect(one(day('2024-05-06T09:01+02:00', '2024-05-06T17:00+02:00'), config({ toleranceLateArrival })).totals.late).toBe(1);
    }
    expect(one(day('2024-05-06T09:00:59+02:00', '2024-05-06T17:00+02:00')).totals.late).toBe(0); // seconds are dropped
  });

  it('is not counted for a check-in after the planned end, nor without a planned shift', () => {
    expect(one(day('2024-05-06T18:00+02:00', '2024-05-06T20:00+02:00')).totals.late).toBe(0);
    expect(one(day('2024-05-06T11:00+02:00', '2024-05-06T17:00+02:00'), config(), {}).totals.late).toBe(0);
  });
});

describe('early departure', () => {
  it('counts a marked check-out before the planned end beyond the tolerance', () => {
    expect(one(day('2024-05-06T09:00+02:00', '2024-05-06T16:50+02:00'), config({ toleranceEarlyDeparture: 15 })).totals.earlyDeparture).toBe(0);
    expect(one(day('2024-05-06T09:00+02:00', '2024-05-06T16:30+02:00'), config({ toleranceEarlyDeparture: 15 })).totals.earlyDeparture).toBe(30);
    expect(one(day('2024-05-06T09:00+02:00', '2024-05-06T16:59+02:00')).totals.earlyDeparture).toBe(1);
  });
});

describe('overtime', () => {
  const allowed = (patch: Parameters<typeof config>[0] = {}) => config({ allowOvertime: true, ...patch });
  const leaveAt = (time: string) => day('2024-05-06T09:00+02:00', `2024-05-06T${time}+02:00`);

  it('is never counted when the company does not allow overtime', () => {
    const w = one(leaveAt('19:00'), config({ allowOvertime: false }));
    expect(w.totals).toMatchObject({ worked: 600, extra: 0 });
    expect(types(w)).toEqual(['WORKED 600']);
  });

  it('counts time after the planned end beyond overtimeAllowed, from the planned end', () => {
    expect(one(leaveAt('17:10'), allowed({ overtimeAllowed: 15 })).totals.extra).toBe(0);
    const w = one(leaveAt('17:20'), allowed({ overtimeAllowed: 15 }));
    expect(w.totals).toMatchObject({ worked: 500, extra: 20 });
    expect(w.historyHours.at(-1)).toEqual({ type: 'EXTRA_HOURS', start: '2024-05-06T15:00:00.000Z', end: '2024-05-06T15:20:00.000Z', minutes: 20 });
  });

  it('with overtimeAllowed unset (-1) counts from the first minute', () => {
    expect(one(leaveAt('17:01'), allowed()).totals.extra).toBe(1);
  });

  it('ignores overtime under the minimum hours', () => {
    expect(one(leaveAt('17:45'), allowed({ overtime: { minimumMinutes: 60 } })).totals.extra).toBe(0);
    expect(one(leaveAt('18:30'), allowed({ overtime: { minimumMinutes: 60 } })).totals.extra).toBe(90);
  });

  it('keeps overtime above the maximum hours as ordinary worked time', () => {
    const w = one(leaveAt('19:00'), allowed({ overtime: { maximumMinutes: 60 } }));
    expect(w.totals).toMatchObject({ worked: 600, extra: 60 });
    expect(types(w)).toEqual(['WORKED 480', 'EXTRA_HOURS 60', 'WORKED 60']);
  });

  it('counts an early entry beyond the early-entry tolerance', () => {
    expect(one(day('2024-05-06T08:45+02:00', '2024-05-06T17:00+02:00'), allowed({ overtime: { earlyEntryTolerance: 30 } })).totals.extra).toBe(0);
    const w = one(day('2024-05-06T08:00+02:00', '2024-05-06T17:00+02:00'), allowed({ overtime: { earlyEntryTolerance: 30 } }));
    expect(types(w)).toEqual(['EXTRA_HOURS 60', 'WORKED 480']);
  });

  it('counts every worked minute of a rest day, and none on a day without a planned shift', () => {
    const rest = shifts({ date: '2024-05-06', type: 'rest', breakMinutes: 0 });
    expect(one(leaveAt('13:00'), allowed(), rest).totals).toMatchObject({ worked: 240, extra: 240, planned: 0 });
    expect(one(leaveAt('13:00'), allowed(), {}).totals).toMatchObject({ worked: 240, extra: 0 });
  });
});

describe('breaks', () => {
  const withLunch = [...day('2024-05-06T09:00+02:00', '2024-05-06T17:00+02:00'),
    mark('BREAK_START', '2024-05-06T13:00+02:00'), mark('BREAK_END', '2024-05-06T14:00+02:00')];

  it('takes break time out of worked time and shows it on the timeline', () => {
    const w = one(withLunch);
    expect(w.totals).toMatchObject({ worked: 420, break: 60 });
    expect(types(w)).toEqual(['WORKED 240', 'BREAK 60', 'WORKED 180']);
    expect(w.warnings).toEqual([]);
  });

  it('flags breaks when the company does not allow them, or outside the break range', () => {
    expect(one(withLunch, config({ allowBreak: false })).warnings).toContain('BREAK_NOT_ALLOWED');
    expect(one(withLunch, config({ rangeOfBreak: { min: 0, max: 3 } })).warnings).toContain('BREAK_OUTSIDE_RANGE');
    expect(one(withLunch, config({ rangeOfBreak: { min: 0, max: 8 } })).warnings).toEqual([]);
  });

  it('uses the planned break for the planned minutes', () => {
    expect(one(withLunch, config(), shifts(shift('2024-05-06', '09:00', '17:00', { breakMinutes: 60 }))).totals.planned).toBe(420);
  });
});

describe('night minutes', () => {
  it('counts worked minutes inside the night range', () => {
    const late = shifts(shift('2024-05-06', '18:00', '02:00'));
    expect(one(day('2024-05-06T18:00+02:00', '2024-05-07T02:00+02:00'), config(), late).totals.night).toBe(240);
    expect(one(day('2024-05-06T09:00+02:00', '2024-05-06T17:00+02:00')).totals.night).toBe(0);
    const early = one(day('2024-05-06T05:00+02:00', '2024-05-06T09:00+02:00'), config(), {});
    expect(early.totals.night).toBe(60);
  });

  it('follows a configured range that does not cross midnight', () => {
    const cfg = config({ nightShiftRange: { start: '00:00', end: '05:00' } });
    expect(one(day('2024-05-06T22:00+02:00', '2024-05-07T06:00+02:00'), cfg, {}).totals.night).toBe(300);
  });
});

describe('daylight-saving changes in Europe/Madrid', () => {
  it('a 22:00–06:00 shift the night clocks go back (27 October 2024) is 9 real hours, without overtime', () => {
    const planned = shifts(shift('2024-10-26', '22:00', '06:00'));
    const w = one(day('2024-10-26T22:00+02:00', '2024-10-27T06:00+01:00'), config({ allowOvertime: true }), planned);
    expect(w.totals).toMatchObject({ worked: 540, planned: 540, night: 540, extra: 0, late: 0, earlyDeparture: 0 });
    expect(w.date).toBe('2024-10-26');
  });

  it('a 22:00–06:00 shift the night clocks go forward (31 March 2024) is 7 real hours, without early departure', () => {
    const planned = shifts(shift('2024-03-30', '22:00', '06:00'));
    const w = one(day('2024-03-30T22:00+01:00', '2024-03-31T06:00+02:00'), config({ allowOvertime: true }), planned);
    expect(w.totals).toMatchObject({ worked: 420, planned: 420, night: 420, extra: 0, earlyDeparture: 0 });
  });

  it('leaving at 05:00 after the autumn change is one hour early, not on time', () => {
    const planned = shifts(shift('2024-10-26', '22:00', '06:00'));
    const w = one(day('2024-10-26T22:00+02:00', '2024-10-27T05:00+01:00'), config(), planned);
    expect(w.totals).toMatchObject({ worked: 480, earlyDeparture: 60 });
  });

  it('closes a forgotten night check-out at the real planned end', () => {
    const planned = shifts(shift('2024-10-26', '22:00', '06:00'));
    const { workdays } = buildWorkdays([mark('CHECK_IN', '2024-10-26T22:00+02:00')], planned,
      config({ overtime: { automaticCloseTolerance: 0 } }), MADRID, t('2024-10-27T06:01+01:00'));
    expect(workdays[0]).toMatchObject({ state: 'automaticFinish', clocks: [{ out: '2024-10-27T05:00:00.000Z' }], totals: { worked: 540 } });
  });
});
