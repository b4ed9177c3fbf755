import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../src/server/mail';
import { throttleApp, type ThrottleApp } from './throttleApp';

/** A mail server that holds every mail until the test lets it go: an answer that waited for it would never come. */
function heldMail() {
  const sent: MailMessage[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    sent,
    release,
    transport: {
      async send(message: MailMessage) {
        await gate;
        sent.push(message);
      },
    },
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 250 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('reset and remember-username answers', () => {
  let t: ThrottleApp;
  const mail = heldMail();
  beforeAll(async () => {
    t = await throttleApp({}, { mail: mail.transport });
  });
  afterAll(async () => {
    mail.release();
    await t?.close();
  });

  it('answer at once and alike whether or not the account exists; the mail goes out after the answer', async () => {
    for (const path of ['/api/auth/reset-password', '/api/auth/remember-username']) {
      const known = await t.call('POST', path, { email: 'Manager@acme.test' });
      const unknown = await t.call('POST', path, { email: 'ghost@acme.test' });
      expect(known.status).toBe(200);
      expect(unknown).toEqual({ ...known, headers: { ...known.headers, date: unknown.headers.date } });
    }
    expect(mail.sent).toEqual([]);
    mail.release();
    await until(() => mail.sent.length === 2);
    // both were held and go out together, in either order
    expect(mail.sent.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['manager@acme.test', 'Reset your password'],
      ['manager@acme.test', 'Your username'],
    ]);
  });

  it('are throttled per address asked for, alike for unknown accounts (429 with Retry-After)', async () => {
    const answers: [number, unknown][] = [];
    for (const email of ['viewer@acme.test', 'nobody@acme.test']) {
      for (let i = 0; i < 6; i++) {
        const res = await t.call('POST', '/api/auth/reset-password', { email }, { ip: '198.51.100.77' });
        answers.push([res.status, res.headers['retry-after']]);
      }
    }
    const one: [number, unknown][] = [[200, undefined], [200, undefined], [200, undefined], [200, undefined], [200, undefined], [429, '1']];
    expect(answers).toEqual([...one, ...one]);
  });
});

describe('the log', () => {
  it('never holds a reset token, whatever path carries it', async () => {
    const t = await throttleApp({ logLevel: 'info', requestLog: 'all' }, { captureLog: true });
    try {
      expect((await t.call('POST', '/api/auth/reset-password', { email: 'viewer@acme.test' })).status).toBe(200);
      const token = 'AbCdEf0123456789-secret-token_xyz';
      const userId = t.fx.users.viewer.id;
      await t.call('GET', `/auth/change-password/${userId}/${token}`);
      await t.call('GET', `/api/auth/change-password/${userId}/${token}?token=${token}`);
      await t.call('POST', '/api/auth/change-password', { userId, token, password: 'short', repeatPassword: 'short' });
      const log = t.log.join('\n');
      expect(log).toContain('incoming request');
      expect(log).toContain(`/auth/change-password/${userId}/[redacted]`);
      expect(log).not.toContain(token);
    } finally {
      await t.close();
    }
  });

  it('in production mode logs only failed and slow requests, at warn', async () => {
    const t = await throttleApp({ logLevel: 'info', requestLog: 'problems' }, { captureLog: true });
    try {
      expect((await t.call('GET', '/api/auth/v1/maintenance')).status).toBe(200);
      expect(t.log).toEqual([]);
      expect((await t.call('GET', '/api/users/self')).status).toBe(401);
      const lines = t.log.map((l) => JSON.parse(l) as { level: number; url: string; statusCode: number });
      expect(lines.map((l) => [l.level, l.url, l.statusCode])).toEqual([[40, '/api/users/self', 401]]);
    } finally {
      await t.close();
    }
  });
});
