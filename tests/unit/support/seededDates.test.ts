import { describe, expect, it } from 'vitest';
import { plannedTemplate } from '../../../src/server/seed/workdaysShiftPlan';
import { addDays, toInstant, weekdayOf } from '../../../src/shared/workday';
import { hasSteadyNight, lastWholeMonth, madridToday, seededWorkingDay, steadyNightDaysAgo } from '../../support/seededDates';

const HOUR = 3_600_000;
/** Every 11 hours over two years (every hour of the week comes round): every weekday at many hours, both daylight-saving changes, year ends, a leap day. */
const clocks = Array.from({ length: Math.ceil((2 * 366 * 24) / 11) }, (_, i) => Date.parse('2027-01-01T00:30:00Z') - 366 * 24 * HOUR + i * 11 * HOUR);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

describe('dates the tests may rely on, whatever day they run', () => {
  it('takes today in Madrid, not on the machine’s clock: at 23:30 UTC on New Year’s Eve it is already next year', () => {
    expect(madridToday(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(madridToday(Date.parse('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
  });

  it('a seeded working day is a weekday the demo plans offices and warehouses on, a few days back', () => {
    for (const now of clocks) {
      const date = seededWorkingDay(3, now);
      const ago = daysBetween(date, madridToday(now));
      expect(ago, new Date(now).toISOString()).toBeGreaterThanOrEqual(3);
      expect(ago).toBeLessThanOrEqual(5);
      expect([1, 2, 3, 4, 5]).toContain(weekdayOf(date));
      expect(plannedTemplate('office', 'Administrativa', 0, date)).not.toBe('Descanso');
      expect(plannedTemplate('warehouse', 'Mozo de almacén', 0, date)).not.toBe('Descanso');
    }
    // a Wednesday: three days back is a Sunday, so the Friday before
    expect(seededWorkingDay(3, Date.parse('2026-11-25T10:00:00Z'))).toBe('2026-11-20');
  });

  it('a steady night lasts its hours: never the night the clocks go back or forward', () => {
    expect(hasSteadyNight('2026-10-24')).toBe(false);
    expect(hasSteadyNight('2027-03-27')).toBe(false);
    expect(steadyNightDaysAgo(4, Date.parse('2026-10-28T10:00:00Z'))).toBe('2026-10-23');
    for (const now of clocks) {
      const night = steadyNightDaysAgo(3, now);
      expect(daysBetween(night, madridToday(now))).toBeLessThanOrEqual(4);
      expect(toInstant(addDays(night, 1), '06:00', 'Europe/Madrid') - toInstant(night, '22:00', 'Europe/Madrid')).toBe(8 * HOUR);
    }
  });

  it('the last whole month follows Madrid’s calendar, across year ends and leap years', () => {
    expect(lastWholeMonth(Date.parse('2026-12-31T23:30:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(lastWholeMonth(Date.parse('2027-01-15T10:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(lastWholeMonth(Date.parse('2028-03-01T10:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
