import { describe, expect, it } from 'vitest';
import { directionOf, inferDayTypes, markTypeOfStatus } from '../../../../src/shared/devices/direction';

describe('markTypeOfStatus', () => {
  it('maps the six codes (overtime as check-in/out) and leaves 255 and unknown codes undirected', () => {
    expect([0, 1, 2, 3, 4, 5].map(markTypeOfStatus)).toEqual(['CHECK_IN', 'CHECK_OUT', 'BREAK_START', 'BREAK_END', 'CHECK_IN', 'CHECK_OUT']);
    expect([255, 7, null, undefined].map(markTypeOfStatus)).toEqual([null, null, null, null]);
  });
});

describe('directionOf per registry type', () => {
  it('ALLOW_ALL takes what is given and infers the rest with the company breaks', () => {
    expect(directionOf('ALLOW_ALL', 2)).toEqual({ kind: 'given', type: 'BREAK_START' });
    expect(directionOf('ALLOW_ALL', 255)).toEqual({ kind: 'infer', breaks: 'company' });
  });
  it('ENTRY_ONLY and EXIT_ONLY force their direction, whatever the code', () => {
    for (const code of [0, 1, 2, 255]) {
      expect(directionOf('ENTRY_ONLY', code)).toEqual({ kind: 'forced', type: 'CHECK_IN' });
      expect(directionOf('EXIT_ONLY', code)).toEqual({ kind: 'forced', type: 'CHECK_OUT' });
    }
  });
  it('ENTRY_AND_EXIT takes in and out, refuses breaks with a reason, infers without breaks', () => {
    expect(directionOf('ENTRY_AND_EXIT', 5)).toEqual({ kind: 'given', type: 'CHECK_OUT' });
    expect(directionOf('ENTRY_AND_EXIT', 3)).toEqual({ kind: 'refused', reason: 'BREAK_NOT_ALLOWED' });
    expect(directionOf('ENTRY_AND_EXIT', 255)).toEqual({ kind: 'infer', breaks: 'none' });
  });
  it('ENTRY_EXIT_BREAK takes all four', () => {
    expect([0, 1, 2, 3].map((c) => directionOf('ENTRY_EXIT_BREAK', c))).toEqual([
      { kind: 'given', type: 'CHECK_IN' }, { kind: 'given', type: 'CHECK_OUT' }, { kind: 'given', type: 'BREAK_START' }, { kind: 'given', type: 'BREAK_END' },
    ]);
  });
  it('the break-only types force the break direction the workday rules read them as', () => {
    expect(directionOf('ENTRY_BREAK_ONLY', 0)).toEqual({ kind: 'forced', type: 'BREAK_START' });
    expect(directionOf('EXIT_BREAK_ONLY', 255)).toEqual({ kind: 'forced', type: 'BREAK_END' });
  });
});

describe('inferDayTypes (punches with code 255)', () => {
  it('first in, last out, breaks in between when breaks count', () => {
    expect(inferDayTypes(1, true)).toEqual(['CHECK_IN']);
    expect(inferDayTypes(2, true)).toEqual(['CHECK_IN', 'CHECK_OUT']);
    expect(inferDayTypes(4, true)).toEqual(['CHECK_IN', 'BREAK_START', 'BREAK_END', 'CHECK_OUT']);
  });
  it('alternates check-out / check-in in between without breaks', () => {
    expect(inferDayTypes(4, false)).toEqual(['CHECK_IN', 'CHECK_OUT', 'CHECK_IN', 'CHECK_OUT']);
  });
});
