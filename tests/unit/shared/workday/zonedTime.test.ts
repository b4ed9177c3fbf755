import { describe, expect, it } from 'vitest';
import {
  addDays, isLocalDate, parseInstant, startOfLocalDate, toInstant, toLocal, weekdayOf,
} from '../../../../src/shared/workday/zonedTime';
import { MADRID } from './fixtures';

const iso = (ms: number) => new Date(ms).toISOString();

describe('local time in Europe/Madrid', () => {
  it('reads winter and summer offsets', () => {
    expect(iso(toInstant('2024-01-15', '09:00', MADRID))).toBe('2024-01-15T08:00:00.000Z');
    expect(iso(toInstant('2024-07-15', '09:00', MADRID))).toBe('2024-07-15T07:00:00.000Z');
  });

  it('moves a time skipped in spring (02:30 on 31 March 2024) forward to 03:30 summer time', () => {
    expect(iso(toInstant('2024-03-31', '02:30', MADRID))).toBe('2024-03-31T01:30:00.000Z');
    expect(toLocal(Date.parse('2024-03-31T01:30:00Z'), MADRID).time).toBe('03:30');
  });

  it('takes the first of the two 02:30 of 27 October 2024 (summer time)', () => {
    expect(iso(toInstant('2024-10-27', '02:30', MADRID))).toBe('2024-10-27T00:30:00.000Z');
    expect(toLocal(Date.parse('2024-10-27T01:30:00Z'), MADRID).time).toBe('02:30');
  });

  it('gives the local date of an instant near midnight', () => {
    expect(toLocal(Date.parse('2024-05-06T22:30:00Z'), MADRID)).toEqual({ date: '2024-05-07', time: '00:30', minuteOfDay: 30 });
    expect(iso(startOfLocalDate('2024-05-07', MADRID))).toBe('2024-05-06T22:00:00.000Z');
  });

  it('counts calendar days and weekdays without a zone', () => {
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(weekdayOf('2024-03-31')).toBe(0);
  });

  it('accepts only instants that carry their offset, and real dates', () => {
    expect(parseInstant('2024-05-06T09:00:00+02:00')).toBe(Date.parse('2024-05-06T07:00:00Z'));
    expect(parseInstant('2024-05-06T09:00:00.123Z')).not.toBeNull();
    expect(parseInstant('2024-05-06T09:00:00')).toBeNull();
    expect(parseInstant('yesterday')).toBeNull();
    expect(parseInstant(42)).toBeNull();
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2023-02-29')).toBe(false);
  });
});
