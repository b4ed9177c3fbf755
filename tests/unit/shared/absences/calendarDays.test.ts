import { describe, expect, it } from 'vitest';
import { addMonths, dateOfDayNumber, dayNumber, daysInMonth } from '../../../../src/shared/absences';
import { endOfMonthNumber } from '../../../../src/shared/absences/calendarDays';

describe('calendar arithmetic', () => {
  it('day numbers agree with Date for every date from 1899 to 2101', () => {
    for (let n = Date.UTC(1899, 0, 1) / 86_400_000; n <= Date.UTC(2101, 11, 31) / 86_400_000; n++) {
      const date = new Date(n * 86_400_000).toISOString().slice(0, 10);
      if (dayNumber(date) !== n || dateOfDayNumber(n) !== date) expect([date, dayNumber(date), dateOfDayNumber(n)]).toEqual([date, n, date]);
    }
  });

  it('knows month lengths and month ends, leap years included', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2023, 2), daysInMonth(1900, 2), daysInMonth(2000, 2), daysInMonth(2024, 12)]).toEqual([29, 28, 28, 29, 31]);
    expect(dateOfDayNumber(endOfMonthNumber(dayNumber('2024-02-10')))).toBe('2024-02-29');
    expect(dateOfDayNumber(endOfMonthNumber(dayNumber('2024-12-31')))).toBe('2024-12-31');
  });

  it('adds months, keeping the day or the month\'s last day', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-11-15', 3)).toBe('2025-02-15');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2020-02-29', 12)).toBe('2021-02-28');
  });
});
