import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleCounters } from '../../../src/server/db/schema';
import { PASSWORD } from '../../helpers/fixture';
import { throttleApp, type ThrottleApp } from './throttleApp';

// a password check costs ~0.1–1 s of scrypt here: the limits are lowered so each test needs few attempts (the
// defaults and the delay's growth are checked without scrypt in throttle.test.ts)
const LIMITS = { freeFailures: 3, addressMaxFailures: 5 };

const login = (t: ThrottleApp, username: string, password: string, ip?: string, headers?: Record<string, string>) =>
  t.call('POST', '/api/auth/v1/login', { username, password }, { ip, headers });

describe('sign-in throttle over HTTP', () => {
  let t: ThrottleApp;
  beforeAll(async () => {
    t = await throttleApp({ loginThrottle: LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts the username and the e-mail of one account together, then delays even the right password', async () => {
    for (const name of ['manager', 'manager@acme.test', 'MANAGER']) expect((await login(t, name, 'Wrong1234')).status).toBe(401);
    const blocked = await login(t, 'manager@acme.test', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.headers['retry-after']).toBe('1');
    // another account from the same address is not delayed by it
    expect((await login(t, 'owner', PASSWORD)).status).toBe(200);
  });

  it('lets the right password in once the delay has passed, from the same address, and forgets the failures', async () => {
    t.advance(1000);
    expect((await login(t, 'manager', PASSWORD)).status).toBe(200);
    const rows = await t.database.db.select().from(throttleCounters);
    expect(rows.map((r) => r.key).filter((k) => k.includes(t.fx.users.manager.id))).toEqual([]);
  });

  it('never counts successes', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, 'owner', PASSWORD, '198.51.100.9')).status).toBe(200);
    const rows = await t.database.db.select().from(throttleCounters);
    expect(rows.map((r) => r.key).filter((k) => k.includes('198.51.100.9') || k.includes(t.fx.users.owner.id))).toEqual([]);
  });

  it('limits many different usernames from one address (password spraying), only that address, for the window', async () => {
    // the address has 3 failures from the first test; two more different names reach its limit of 5
    for (const name of ['sprayed1', 'sprayed2']) expect((await login(t, name, 'Summer2026!')).status).toBe(401);
    const blocked = await login(t, 'viewer', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(t, 'viewer', PASSWORD, '192.0.2.50')).status).toBe(200);
    t.advance(15 * 60_000);
    expect((await login(t, 'viewer', PASSWORD)).status).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const limits = { freeFailures: 5, addressMaxFailures: 2 };
  const twoFailures = async (t: ThrottleApp, forwardedFor: (i: number) => string) => {
    for (let i = 0; i < 2; i++) expect((await login(t, `p${i}`, 'Wrong1234', '10.0.0.2', { 'x-forwarded-for': forwardedFor(i) })).status).toBe(401);
  };

  it('ignores X-Forwarded-For by default: a client cannot pick a fresh address per attempt', async () => {
    const t = await throttleApp({ loginThrottle: limits });
    try {
      await twoFailures(t, (i) => `192.0.2.${i + 1}`);
      expect((await login(t, 'viewer', PASSWORD, '10.0.0.2', { 'x-forwarded-for': '192.0.2.200' })).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('uses the forwarded client address when the proxy is trusted, so people behind it keep their own budget', async () => {
    const t = await throttleApp({ loginThrottle: limits, trustProxy: 1 });
    try {
      await twoFailures(t, () => '192.0.2.66');
      expect((await login(t, 'viewer', PASSWORD, '10.0.0.2', { 'x-forwarded-for': '192.0.2.200' })).status).toBe(200);
      expect((await login(t, 'viewer', PASSWORD, '10.0.0.2', { 'x-forwarded-for': '192.0.2.66' })).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});
