import { describe, expect, it } from 'vitest';
import { BACKGROUND_POLL, FILE_JOB_POLL, nextPollDelay, PROGRESS_POLL } from '../../../../src/app/imports/jobs/pollDelay';

/** Spec §9 job polling, as the browser's useJob applies it (src/app/imports/jobs). */
describe('how often a job is asked for news', () => {
  it('a progress bar asks every second', () => {
    expect(nextPollDelay(PROGRESS_POLL, null, true)).toBe(1_000);
    expect(nextPollDelay(PROGRESS_POLL, 1_000, false)).toBe(1_000);
  });

  it('a background job starts at 5 s, waits 1.5× longer while nothing changes, never more than 60 s, and starts over on news', () => {
    const waits: number[] = [];
    let delay: number | null = null;
    for (let i = 0; i < 10; i++) waits.push((delay = nextPollDelay(BACKGROUND_POLL, delay, false)));
    expect(waits.slice(0, 4)).toEqual([5_000, 7_500, 11_250, 16_875]);
    expect(Math.max(...waits)).toBe(60_000);
    expect(nextPollDelay(BACKGROUND_POLL, 60_000, true)).toBe(5_000);
  });

  it('a file being processed is checked every second while it moves, then from 5 s ×1.5 up to 60 s while it does not', () => {
    expect(nextPollDelay(FILE_JOB_POLL, null, true)).toBe(1_000);
    expect(nextPollDelay(FILE_JOB_POLL, 1_000, true)).toBe(1_000);
    const waits: number[] = [];
    let delay: number | null = 1_000;
    for (let i = 0; i < 12; i++) waits.push((delay = nextPollDelay(FILE_JOB_POLL, delay, false)));
    expect(waits.slice(0, 4)).toEqual([5_000, 7_500, 11_250, 16_875]);
    expect(waits.at(-1)).toBe(60_000);
    expect(nextPollDelay(FILE_JOB_POLL, 60_000, true)).toBe(1_000);
  });
});
