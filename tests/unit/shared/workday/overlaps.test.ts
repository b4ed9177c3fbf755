import { describe, expect, it } from 'vitest';
import { availabilityOverlapErrors, availabilityOverlaps } from '../../../../src/shared/workday/availabilityOverlaps';
import {
  findShiftOverlaps, overlappingShiftPairs, shiftOverlapErrors, shiftsOverlap, type PlacedShift,
} from '../../../../src/shared/workday/shiftOverlaps';
import { MADRID } from './fixtures';

const s = (date: string, startTime?: string, endTime?: string, extra: Partial<PlacedShift> = {}): PlacedShift =>
  ({ date, type: startTime ? 'simple' : 'rest', startTime, endTime, ...extra });

describe('shift overlaps (SHIFT_OVERLAPS)', () => {
  it('refuses two shifts sharing time on the same date, allows a split shift and touching shifts', () => {
    expect(shiftsOverlap(s('2024-05-06', '09:00', '17:00'), s('2024-05-06', '16:00', '20:00'), MADRID)).toBe(true);
    expect(shiftsOverlap(s('2024-05-06', '08:00', '12:00'), s('2024-05-06', '16:00', '20:00'), MADRID)).toBe(false);
    expect(shiftsOverlap(s('2024-05-06', '09:00', '17:00'), s('2024-05-06', '17:00', '21:00'), MADRID)).toBe(false);
  });

  it('sees a night shift reaching into the next date', () => {
    expect(shiftsOverlap(s('2024-05-06', '22:00', '06:00'), s('2024-05-07', '05:00', '13:00'), MADRID)).toBe(true);
    expect(shiftsOverlap(s('2024-05-06', '22:00', '06:00'), s('2024-05-07', '06:00', '14:00'), MADRID)).toBe(false);
  });

  it('places the ends on the real clock on a DST night', () => {
    // 27 Oct 2024: 22:00–06:00 lasts 9 h; a 05:30 start the next morning is still inside it
    expect(shiftsOverlap(s('2024-10-26', '22:00', '06:00'), s('2024-10-27', '05:30', '13:00'), MADRID)).toBe(true);
    // 31 Mar 2024: 02:30 does not exist, so 01:00–02:30 ends at 03:30 and meets a 03:00 shift
    expect(shiftsOverlap(s('2024-03-31', '01:00', '02:30'), s('2024-03-31', '03:00', '08:00'), MADRID)).toBe(true);
  });

  it('a rest day conflicts with any shift on its date, not with a night shift ending that morning', () => {
    expect(shiftsOverlap(s('2024-05-07'), s('2024-05-07', '09:00', '17:00'), MADRID)).toBe(true);
    expect(shiftsOverlap(s('2024-05-07'), s('2024-05-07'), MADRID)).toBe(true);
    expect(shiftsOverlap(s('2024-05-07'), s('2024-05-06', '22:00', '06:00'), MADRID)).toBe(false);
  });

  it('skips the stored version of the shift being edited and answers the code on the field', () => {
    const stored = [s('2024-05-06', '09:00', '17:00', { id: 'a' }), s('2024-05-06', '18:00', '22:00', { id: 'b' })];
    expect(findShiftOverlaps(s('2024-05-06', '10:00', '18:00', { id: 'a' }), stored, MADRID)).toEqual([]);
    expect(findShiftOverlaps(s('2024-05-06', '10:00', '19:00', { id: 'a' }), stored, MADRID).map((x) => x.id)).toEqual(['b']);
    expect(shiftOverlapErrors(s('2024-05-06', '16:00', '20:00'), stored, MADRID))
      .toEqual([{ field: 'startTime', code: 'SHIFT_OVERLAPS', message: 'errors.SHIFT_OVERLAPS' }]);
    expect(shiftOverlapErrors(s('2024-05-06'), stored, MADRID).map((e) => e.field)).toEqual(['date']);
    expect(shiftOverlapErrors(s('2024-05-08', '09:00', '17:00'), stored, MADRID)).toEqual([]);
  });

  it('finds conflicting pairs inside a generated list', () => {
    const week = [s('2024-05-06', '22:00', '06:00'), s('2024-05-07', '05:00', '13:00'), s('2024-05-08', '09:00', '17:00')];
    expect(overlappingShiftPairs(week, MADRID)).toEqual([[0, 1]]);
  });
});

describe('availability overlaps (AVAILABILITY_OVERLAPS)', () => {
  it('weekly ranges overlap on the same weekday, touching ones do not', () => {
    expect(availabilityOverlaps({ weekday: 1, startTime: '09:00', endTime: '13:00' }, { weekday: 1, startTime: '12:00', endTime: '15:00' })).toBe(true);
    expect(availabilityOverlaps({ weekday: 1, startTime: '09:00', endTime: '13:00' }, { weekday: 1, startTime: '13:00', endTime: '15:00' })).toBe(false);
    expect(availabilityOverlaps({ weekday: 1, startTime: '09:00', endTime: '13:00' }, { weekday: 2, startTime: '09:00', endTime: '13:00' })).toBe(false);
  });

  it('a range crossing midnight reaches the next day, also from Saturday into Sunday', () => {
    expect(availabilityOverlaps({ weekday: 1, startTime: '20:00', endTime: '02:00' }, { weekday: 2, startTime: '01:00', endTime: '05:00' })).toBe(true);
    expect(availabilityOverlaps({ weekday: 6, startTime: '22:00', endTime: '02:00' }, { weekday: 0, startTime: '01:00', endTime: '03:00' })).toBe(true);
    expect(availabilityOverlaps({ weekday: 6, startTime: '22:00', endTime: '02:00' }, { weekday: 0, startTime: '02:00', endTime: '03:00' })).toBe(false);
  });

  it('dated ranges compare on their dates, and with weekly ones on the weekday', () => {
    expect(availabilityOverlaps({ date: '2024-05-06', startTime: '22:00', endTime: '02:00' }, { date: '2024-05-07', startTime: '01:00', endTime: '04:00' })).toBe(true);
    expect(availabilityOverlaps({ date: '2024-05-06', startTime: '09:00', endTime: '13:00' }, { date: '2024-05-13', startTime: '09:00', endTime: '13:00' })).toBe(false);
    expect(availabilityOverlaps({ date: '2024-05-06', startTime: '09:00', endTime: '13:00' }, { weekday: 1, startTime: '10:00', endTime: '11:00' })).toBe(true);
  });

  it('an all-day range (equal times) meets anything that day', () => {
    expect(availabilityOverlaps({ weekday: 3, startTime: '00:00', endTime: '00:00' }, { weekday: 3, startTime: '23:00', endTime: '23:30' })).toBe(true);
  });

  it('reports the later of two overlapping ranges', () => {
    const ranges = [
      { weekday: 1, startTime: '09:00', endTime: '13:00' },
      { weekday: 1, startTime: '14:00', endTime: '18:00' },
      { weekday: 1, startTime: '17:00', endTime: '19:00' },
    ];
    expect(availabilityOverlapErrors(ranges)).toEqual([
      { field: 'availability.2.startTime', code: 'AVAILABILITY_OVERLAPS', message: 'errors.AVAILABILITY_OVERLAPS' },
    ]);
    expect(availabilityOverlapErrors(ranges.slice(0, 2), 'ranges')).toEqual([]);
  });
});
