import { describe, expect, it } from 'vitest';
import { recordLink } from '../../../../src/app/reviews/recordLink';

describe('recordLink', () => {
  it('opens the person’s daily record on the reported day with three days either side', () => {
    expect(recordLink('u1', '2026-11-10', '2026-11-23')).toBe('/team/daily-record/u1?from=2026-11-07&to=2026-11-13');
  });

  it('never asks for days after today, across month ends', () => {
    expect(recordLink('u1', '2026-11-22', '2026-11-23')).toBe('/team/daily-record/u1?from=2026-11-19&to=2026-11-23');
    expect(recordLink('u1', '2026-03-01', '2026-12-31')).toBe('/team/daily-record/u1?from=2026-02-26&to=2026-03-04');
  });
});
