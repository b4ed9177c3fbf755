import { describe, expect, it } from 'vitest';
import { statusMovesForward } from '../../../../src/shared/accidents/accident';
import { defaultPeriod, formatRate, frequencyRate, lostDaysByAccident, monthsBetween, severityRate } from '../../../../src/shared/accidents/rates';

describe('accident rates', () => {
  it('frequency = with leave × 1,000,000 ÷ hours; severity = days lost × 1,000 ÷ hours', () => {
    expect(frequencyRate(3, 160_000)).toBe(18.75);
    expect(severityRate(45, 160_000)).toBe(0.28);
    expect(frequencyRate(0, 1000)).toBe(0);
  });

  it('with no hours worked a rate is not computable: null, shown as a dash, never Infinity or NaN', () => {
    expect(frequencyRate(2, 0)).toBeNull();
    expect(severityRate(0, 0)).toBeNull();
    expect(frequencyRate(1, Number.NaN)).toBeNull();
    expect(formatRate(null)).toBe('—');
    expect(formatRate(12500, 'es-ES')).toBe('12.500,00');
  });
});

describe('days lost', () => {
  it('counts a medical leave once even when two accidents name it; typed days add up', () => {
    const lost = lostDaysByAccident([
      { accidentId: 'a', absenceId: 'leave-1', days: 5 },
      { accidentId: 'b', absenceId: 'leave-1', days: 5 },
      { accidentId: 'b', absenceId: null, days: 2 },
      { accidentId: 'c', absenceId: null, days: 3 },
    ]);
    expect(Object.fromEntries(lost)).toEqual({ a: 5, b: 2, c: 3 });
  });
});

describe('periods and statuses', () => {
  it('lists every month of a period (across years), and defaults to the last 12 months', () => {
    expect(monthsBetween('2024-11-15', '2025-02-03')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(defaultPeriod('2026-03-20')).toEqual({ from: '2025-04-01', to: '2026-03-20' });
    expect(defaultPeriod('2026-12-01')).toEqual({ from: '2026-01-01', to: '2026-12-01' });
  });

  it('a status moves only forward', () => {
    expect(statusMovesForward('reported', 'investigated')).toBe(true);
    expect(statusMovesForward('investigated', 'investigated')).toBe(true);
    expect(statusMovesForward('closed', 'reported')).toBe(false);
  });
});
