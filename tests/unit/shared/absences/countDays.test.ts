import { describe, expect, it } from 'vitest';
import { countRequestDays, mondayToFriday, partDayShare, specialDayFallsOn, type SpecialDayRule } from '../../../../src/shared/absences';
import { request } from './fixtures';

// 6 May 2024 is a Monday; 1 May 2024 a Wednesday
const mayDay: SpecialDayRule = { id: 'may1', name: 'Labour day', dateFrom: '2024-05-01', dateTo: '2024-05-01', branches: [] };
const localFair: SpecialDayRule = { id: 'fair', name: 'Local fair', dateFrom: '2024-05-08', dateTo: '2024-05-09', branches: ['north'] };
const bridge: SpecialDayRule = { id: 'bridge', name: 'Bridge day', dateFrom: '2024-05-10', dateTo: '2024-05-10', branches: [], isDeductedFromVacation: true };
const specialDays = [mayDay, localFair, bridge];

describe('counting the days of a request', () => {
  it('CALENDAR_DAYS counts every date of the range, weekends and special days included', () => {
    const count = countRequestDays(request('2024-04-29', '2024-05-12'), { dayCounting: 'CALENDAR_DAYS', specialDays, unitIds: ['north'] });
    expect(count.days).toBe(14);
    expect(count.skipped).toEqual([]);
  });

  it('LABORAL_DAYS counts planned working dates less the special days of the person\'s units', () => {
    const count = countRequestDays(request('2024-05-06', '2024-05-12'), { dayCounting: 'LABORAL_DAYS', specialDays, unitIds: ['north'] });
    // Mon 6, Tue 7 counted; Wed 8, Thu 9 local fair; Fri 10 bridge (not vacation: skipped); Sat, Sun not working
    expect(count.days).toBe(2);
    expect(count.counted.map((c) => c.date)).toEqual(['2024-05-06', '2024-05-07']);
    expect(count.skipped).toEqual([
      { date: '2024-05-08', reason: 'SPECIAL_DAY', specialDayId: 'fair', specialDayName: 'Local fair' },
      { date: '2024-05-09', reason: 'SPECIAL_DAY', specialDayId: 'fair', specialDayName: 'Local fair' },
      { date: '2024-05-10', reason: 'SPECIAL_DAY', specialDayId: 'bridge', specialDayName: 'Bridge day' },
      { date: '2024-05-11', reason: 'NOT_WORKING_DAY' },
      { date: '2024-05-12', reason: 'NOT_WORKING_DAY' },
    ]);
  });

  it('ignores special days of other units', () => {
    const count = countRequestDays(request('2024-05-06', '2024-05-10'), { dayCounting: 'LABORAL_DAYS', specialDays, unitIds: ['south'] });
    expect(count.counted.map((c) => c.date)).toEqual(['2024-05-06', '2024-05-07', '2024-05-08', '2024-05-09']);
  });

  it('for vacation, a special day marked isDeductedFromVacation is counted and says so', () => {
    const count = countRequestDays(request('2024-05-06', '2024-05-12'), { dayCounting: 'LABORAL_DAYS', vacation: true, specialDays, unitIds: ['south'] });
    expect(count.days).toBe(5);
    expect(count.counted.at(-1)).toEqual({ date: '2024-05-10', days: 1, specialDayId: 'bridge' });
  });

  it('a deducted special day on a weekend is still not a working date, and another holiday the same date wins', () => {
    const weekendBridge = { ...bridge, dateFrom: '2024-05-11', dateTo: '2024-05-11' };
    const sameDate: SpecialDayRule = { id: 'x', dateFrom: '2024-05-10', dateTo: '2024-05-10' };
    const count = countRequestDays(request('2024-05-10', '2024-05-12'), {
      dayCounting: 'LABORAL_DAYS', vacation: true, specialDays: [bridge, weekendBridge, sameDate],
    });
    expect(count.days).toBe(0);
    expect(count.skipped.map((s) => s.reason)).toEqual(['SPECIAL_DAY', 'NOT_WORKING_DAY', 'NOT_WORKING_DAY']);
  });

  it('uses the person\'s own plan: a six-day week counts Saturdays', () => {
    const sixDays = (d: string) => new Date(`${d}T00:00Z`).getUTCDay() !== 0;
    const count = countRequestDays(request('2024-05-06', '2024-05-19'), { dayCounting: 'LABORAL_DAYS', isWorkingDate: sixDays });
    expect(count.days).toBe(12);
    expect(mondayToFriday('2024-05-11')).toBe(false);
    expect(mondayToFriday('2024-05-10')).toBe(true);
  });

  it('repeats a recurring special day every year from its first year, over New Year too', () => {
    const christmas: SpecialDayRule = { dateFrom: '2020-12-24', dateTo: '2021-01-01', isRecurring: true };
    expect(specialDayFallsOn(christmas, '2024-12-24')).toBe(true);
    expect(specialDayFallsOn(christmas, '2025-01-01')).toBe(true);
    expect(specialDayFallsOn(christmas, '2025-01-02')).toBe(false);
    expect(specialDayFallsOn(christmas, '2024-12-23')).toBe(false);
    expect(specialDayFallsOn(christmas, '2019-12-25')).toBe(false);
    const count = countRequestDays(request('2024-12-23', '2025-01-03'), { dayCounting: 'LABORAL_DAYS', specialDays: [christmas] });
    // weekdays 23, 24, 25, 26, 27, 30, 31 Dec, 1, 2, 3 Jan; 24 Dec–1 Jan off
    expect(count.counted.map((c) => c.date)).toEqual(['2024-12-23', '2025-01-02', '2025-01-03']);
    const once: SpecialDayRule = { dateFrom: '2020-12-25', dateTo: '2020-12-25' };
    expect(specialDayFallsOn(once, '2024-12-25')).toBe(false);
  });

  it('counts a part day as its hours over the planned hours of the date, half a day when unknown', () => {
    const part = request('2024-05-06', '2024-05-06', { partial: { startTime: '09:00', endTime: '12:00' } });
    expect(countRequestDays(part, { dayCounting: 'LABORAL_DAYS', plannedMinutes: () => 480 }).days).toBe(0.38);
    expect(countRequestDays(part, { dayCounting: 'LABORAL_DAYS', plannedMinutes: () => null }).days).toBe(0.5);
    expect(countRequestDays(part, { dayCounting: 'CALENDAR_DAYS' }).days).toBe(0.5);
    expect(partDayShare({ from: '2024-05-06', partial: { startTime: '08:00', endTime: '20:00' } }, 480)).toBe(1);
    const saturday = request('2024-05-11', '2024-05-11', { partial: { startTime: '09:00', endTime: '12:00' } });
    expect(countRequestDays(saturday, { dayCounting: 'LABORAL_DAYS', plannedMinutes: () => 480 }).days).toBe(0);
  });

  it('a range ending before it starts counts nothing', () => {
    expect(countRequestDays(request('2024-05-10', '2024-05-06'), { dayCounting: 'CALENDAR_DAYS' }).days).toBe(0);
  });
});
