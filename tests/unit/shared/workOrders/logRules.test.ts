import { describe, expect, it } from 'vitest';
import { minutesPerDay, outsideWorkday, planMarkLogs, spansOverlap, type OpenLog } from '../../../../src/shared/workOrders/logRules';
import { workOrderPlan } from '../../../../src/shared/workOrders/rules';

const at = (iso: string) => Date.parse(iso);
const m = (id: string, userId: string, iso: string, type: string, workOrderId: string | null = null) => ({ id, userId, at: at(iso), type, workOrderId });

describe('a person on at most one order at a time', () => {
  it('spans sharing time overlap; touching ends do not; an open span runs on', () => {
    expect(spansOverlap({ start: 0, end: 10 }, { start: 5, end: 20 })).toBe(true);
    expect(spansOverlap({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false);
    expect(spansOverlap({ start: 0, end: null }, { start: 1000, end: 2000 })).toBe(true);
    expect(spansOverlap({ start: 3000, end: null }, { start: 1000, end: 2000 })).toBe(false);
  });
});

describe('mark-driven logs', () => {
  it('a check-in naming an order opens a log, the next check-out closes it', () => {
    const plan = planMarkLogs(new Map(), [m('a', 'u1', '2025-03-03T08:00:00Z', 'CHECK_IN', 'o1'), m('b', 'u1', '2025-03-03T12:00:00Z', 'CHECK_OUT')]);
    expect(plan).toEqual({ close: [], open: [{ userId: 'u1', workOrderId: 'o1', start: at('2025-03-03T08:00:00Z'), end: at('2025-03-03T12:00:00Z'), markId: 'a' }] });
  });

  it('a check-in naming another order switches at that instant (marks taken in time order)', () => {
    const open = new Map<string, OpenLog>([['u1', { id: 'L1', userId: 'u1', workOrderId: 'o1', start: at('2025-03-03T08:00:00Z') }]]);
    const plan = planMarkLogs(open, [m('c', 'u1', '2025-03-03T14:00:00Z', 'CHECK_OUT'), m('b', 'u1', '2025-03-03T10:00:00Z', 'CHECK_IN', 'o2')]);
    expect(plan.close).toEqual([{ id: 'L1', end: at('2025-03-03T10:00:00Z') }]);
    expect(plan.open).toEqual([{ userId: 'u1', workOrderId: 'o2', start: at('2025-03-03T10:00:00Z'), end: at('2025-03-03T14:00:00Z'), markId: 'b' }]);
  });

  it('leaves logs alone for breaks, a check-in without an order, the same order again, and a late mark before the open log', () => {
    const open = new Map<string, OpenLog>([['u1', { id: 'L1', userId: 'u1', workOrderId: 'o1', start: at('2025-03-03T08:00:00Z') }]]);
    const plan = planMarkLogs(open, [
      m('a', 'u1', '2025-03-03T07:00:00Z', 'CHECK_OUT'),
      m('b', 'u1', '2025-03-03T09:00:00Z', 'BREAK_START'),
      m('c', 'u1', '2025-03-03T09:30:00Z', 'CHECK_IN'),
      m('d', 'u1', '2025-03-03T09:45:00Z', 'CHECK_IN', 'o1'),
    ]);
    expect(plan).toEqual({ close: [], open: [] });
  });

  it('a night shift: a check-in at 22:00 and the check-out at 06:00 make one log across midnight', () => {
    const plan = planMarkLogs(new Map(), [m('a', 'u1', '2025-03-03T21:00:00Z', 'CHECK_IN', 'o1'), m('b', 'u1', '2025-03-04T05:00:00Z', 'CHECK_OUT')]);
    expect(plan.open).toHaveLength(1);
    const [log] = plan.open;
    expect(minutesPerDay({ start: log.start, end: log.end }, 'Europe/Madrid')).toEqual([{ date: '2025-03-03', minutes: 120 }, { date: '2025-03-04', minutes: 360 }]);
  });

  it('keeps people apart', () => {
    const plan = planMarkLogs(new Map(), [m('a', 'u1', '2025-03-03T08:00:00Z', 'CHECK_IN', 'o1'), m('b', 'u2', '2025-03-03T09:00:00Z', 'CHECK_OUT')]);
    expect(plan.open.map((o) => o.userId)).toEqual(['u1']);
    expect(plan.open[0].end).toBeNull();
  });
});

describe('hours per day and outside the workday', () => {
  it('cuts on local midnights, also on a daylight-saving day', () => {
    // 2025-03-30: Madrid jumps from 02:00 to 03:00 — the local day has 23 hours
    expect(minutesPerDay({ start: at('2025-03-29T22:00:00Z'), end: at('2025-03-30T23:00:00Z') }, 'Europe/Madrid'))
      .toEqual([{ date: '2025-03-29', minutes: 60 }, { date: '2025-03-30', minutes: 1380 }, { date: '2025-03-31', minutes: 60 }]);
  });

  it('flags a log no workday covers, not one inside them (even across two workdays that touch)', () => {
    const days = [{ start: at('2025-03-03T08:00:00Z'), end: at('2025-03-03T16:00:00Z') }, { start: at('2025-03-03T16:00:00Z'), end: at('2025-03-03T20:00:00Z') }];
    expect(outsideWorkday({ start: at('2025-03-03T09:00:00Z'), end: at('2025-03-03T18:00:00Z') }, days)).toBe(false);
    expect(outsideWorkday({ start: at('2025-03-03T07:00:00Z'), end: at('2025-03-03T09:00:00Z') }, days)).toBe(true);
    expect(outsideWorkday({ start: at('2025-03-03T19:00:00Z'), end: at('2025-03-03T21:00:00Z') }, days)).toBe(true);
    expect(outsideWorkday({ start: at('2025-03-04T09:00:00Z'), end: at('2025-03-04T10:00:00Z') }, [])).toBe(true);
  });

  it('a plan that ends before it starts is refused on plannedEnd', () => {
    expect(workOrderPlan({ plannedStart: '2025-03-03T10:00:00Z', plannedEnd: '2025-03-03T09:00:00Z' })).toMatchObject([{ field: 'plannedEnd', code: 'DATE_RANGE_INVALID' }]);
    expect(workOrderPlan({ plannedStart: '2025-03-03T10:00:00Z', plannedEnd: '2025-03-03T10:00:00Z' })).toEqual([]);
  });
});
