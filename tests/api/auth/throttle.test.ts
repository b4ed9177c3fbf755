import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle } from '../../../src/server/auth/loginRateLimit';
import { sweepExpired } from '../../../src/server/auth/throttle/counters';
import type { Database } from '../../../src/server/db/client';
import { throttleCounters } from '../../../src/server/db/schema';
import { openTestDatabase } from '../../helpers/testDatabase';

let database: Database;
let drop: () => Promise<void>;
let now = Date.parse('2030-03-04T08:00:00Z');
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop?.();
});

const from = (ip: string) => ({ ip }) as FastifyRequest;
/** Check, answering the Retry-After seconds when refused (null when let through). */
async function refusedFor(throttle: LoginThrottle, ip: string, subject: string): Promise<number | null> {
  const headers: Record<string, string> = {};
  const reply = { header: (k: string, v: string) => (headers[k] = v) } as unknown as FastifyReply;
  try {
    await throttle.check(from(ip), reply, subject);
    return null;
  } catch (err) {
    expect((err as { code: string }).code).toBe('TOO_MANY_REQUESTS');
    return Number(headers['retry-after']);
  }
}

describe('the shared login throttle (default limits, moved clock)', () => {
  it('delays an account 1 s after 5 failures, doubling per failure up to 15 minutes', async () => {
    const throttle = new LoginThrottle(database.db, DEFAULT_LOGIN_THROTTLE, () => new Date(now));
    const waits: (number | null)[] = [];
    for (let i = 0; i < 17; i++) {
      const wait = await refusedFor(throttle, '198.51.100.1', 'user:a');
      waits.push(wait);
      if (wait) now += wait * 1000;
      // a different address each time: only the account's delay is at work
      await throttle.fail(from(`198.51.100.${i + 10}`), 'user:a');
    }
    expect(waits).toEqual([null, null, null, null, null, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it('is shared: a second process on the same database sees the first one\'s failures', async () => {
    const one = new LoginThrottle(database.db, DEFAULT_LOGIN_THROTTLE, () => new Date(now));
    const two = new LoginThrottle(database.db, DEFAULT_LOGIN_THROTTLE, () => new Date(now));
    for (let i = 0; i < 5; i++) await (i % 2 ? one : two).fail(from('203.0.113.1'), 'user:b');
    expect(await refusedFor(two, '203.0.113.1', 'user:b')).toBe(1);
    await one.succeed('user:b');
    expect(await refusedFor(two, '203.0.113.1', 'user:b')).toBeNull();
  });

  it('refuses an address after 30 failures across accounts for the rest of its 15-minute window', async () => {
    const throttle = new LoginThrottle(database.db, DEFAULT_LOGIN_THROTTLE, () => new Date(now));
    for (let i = 0; i < 30; i++) {
      expect(await refusedFor(throttle, '192.0.2.9', `id:name${i}`)).toBeNull();
      await throttle.fail(from('192.0.2.9'), `id:name${i}`);
    }
    expect(await refusedFor(throttle, '192.0.2.9', 'user:someone-else')).toBe(900);
    expect(await refusedFor(throttle, '192.0.2.10', 'user:someone-else')).toBeNull();
    now += 15 * 60_000;
    expect(await refusedFor(throttle, '192.0.2.9', 'user:someone-else')).toBeNull();
  });

  it('sweeps rows whose window ended and that block nothing', async () => {
    now += 25 * 3600_000;
    await sweepExpired(database.db, new Date(now));
    expect(await database.db.select().from(throttleCounters)).toEqual([]);
  });
});
