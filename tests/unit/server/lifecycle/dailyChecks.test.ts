import { describe, expect, it } from 'vitest';
import { birthdayKeys } from '../../../../src/server/areas/notifications/birthdays';
import { DailyChecks } from '../../../../src/server/lifecycle/dailyChecks';

const log = { warn: () => undefined } as never;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('daily checks', () => {
  it('run at start and every interval with the injected clock, one at a time, and stop waiting for the running one', async () => {
    const seen: string[] = [];
    let active = 0;
    let overlap = false;
    const clock = new Date('2031-05-14T07:00:00Z');
    const daily = new DailyChecks([{ name: 'probe', run: async (now) => {
      active += 1;
      overlap ||= active > 1;
      seen.push(now.toISOString());
      await sleep(15);
      active -= 1;
    } }], { intervalMs: 5, now: () => clock, log });
    daily.start();
    await sleep(60);
    await daily.stop();
    const count = seen.length;
    expect(count).toBeGreaterThan(1);
    expect(new Set(seen)).toEqual(new Set(['2031-05-14T07:00:00.000Z']));
    expect(overlap).toBe(false);
    expect(active).toBe(0);
    await sleep(20);
    expect(seen.length).toBe(count); // stopped for good
  });

  it('a failing check is logged and the others still run; interval 0 never starts', async () => {
    const warnings: unknown[] = [];
    const ran: string[] = [];
    const daily = new DailyChecks([
      { name: 'broken', run: async () => { throw new Error('boom'); } },
      { name: 'fine', run: async (now) => { ran.push(now.toISOString()); } },
    ], { intervalMs: 0, log: { warn: (o: unknown) => warnings.push(o) } as never });
    daily.start();
    await sleep(10);
    expect(ran).toEqual([]);
    await daily.run(new Date('2031-01-01T00:00:00Z'));
    expect(ran).toEqual(['2031-01-01T00:00:00.000Z']);
    expect(warnings).toHaveLength(1);
  });
});

describe('whose birthday is it', () => {
  it('29 February is celebrated on the 28th in common years, on its day in leap years', () => {
    expect(birthdayKeys('2031-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdayKeys('2032-02-28')).toEqual(['02-28']);
    expect(birthdayKeys('2032-02-29')).toEqual(['02-29']);
    expect(birthdayKeys('2031-05-14')).toEqual(['05-14']);
  });
});
