import { describe, expect, it } from 'vitest';
import { billDay, billPeriod } from '../../../../src/app/payments/subscriptionApi';

describe('dates on the subscription, its bills and the provider console', () => {
  it("shows a bill's period in the reader's date pattern, not as stored", () => {
    const bill = { periodStart: '2026-10-01', periodEnd: '2026-10-31' };
    expect(billPeriod(bill, 'DD/MM/YYYY')).toBe('01/10/2026 – 31/10/2026');
    expect(billPeriod(bill, 'MM/DD/YYYY')).toBe('10/01/2026 – 10/31/2026');
  });

  it('shows the day of an instant (issued, paid) the same way', () => {
    expect(billDay('2026-11-30', 'DD/MM/YYYY')).toBe('30/11/2026');
    expect(billDay('2026-11-02T09:15:00.000Z', 'DD/MM/YYYY')).toBe('02/11/2026');
  });
});
