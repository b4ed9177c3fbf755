import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedRateLimitStore } from '../../../src/server/http/rateLimitStore';
import { throttleApp, type ThrottleApp } from '../auth/throttleApp';

describe('API rate limits shared by every process on one database', () => {
  let one: ThrottleApp;
  let two: ThrottleApp;
  beforeAll(async () => {
    one = await throttleApp({ loginRateMax: 3, loginRateWindowMs: 60_000 });
    two = await throttleApp({ loginRateMax: 3, loginRateWindowMs: 60_000 }, { database: one.database });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('counts one budget across two servers (the reset link\'s password change: 3 per minute per address)', async () => {
    const attempt = (t: ThrottleApp) =>
      t.call('POST', '/api/auth/change-password', { userId: one.fx.users.viewer.id, token: 'guess', password: 'short', repeatPassword: 'short' });
    expect([(await attempt(one)).status, (await attempt(two)).status, (await attempt(one)).status]).toEqual([400, 400, 400]);
    const refused = await attempt(two);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('starts a new window once the old one has ended (one UPSERT per check)', async () => {
    let now = Date.parse('2030-05-06T10:00:00Z');
    const Store = sharedRateLimitStore(one.database.db, () => new Date(now));
    const a = new Store({});
    const b = a.child({} as never);
    const incr = (store: typeof a) => new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr('k', (err, res) => (err ? reject(err) : resolve(res!)), 10_000, 5));
    expect((await incr(a)).current).toBe(1);
    now += 4000;
    expect(await incr(b)).toEqual({ current: 2, ttl: 6000 });
    now += 6000;
    expect(await incr(a)).toEqual({ current: 1, ttl: 10_000 });
  });
});
