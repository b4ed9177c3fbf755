import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResets } from '../../src/server/db/schema';
import { PASSWORD } from '../helpers/fixture';
import { dataOf, expectError } from '../helpers/expectations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));

/** The mail is written after the answer (same time whether or not the account exists): wait until it is there. */
async function mailsOnceSent(to: string, atLeast = 1) {
  for (let i = 0; i < 250; i++) {
    const mails = await mailsTo(to);
    if (mails.length >= atLeast) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

/** Ask for a reset and read the link from the outbox, as the user would from their inbox. */
async function requestLink(email: string, locale = 'en-US'): Promise<{ link: { userId: string; token: string }; subject: string }> {
  const before = (await mailsTo(email)).length;
  dataOf(await t.call('POST', '/api/auth/reset-password', { body: { email }, locale }));
  const [mail] = await mailsOnceSent(email, before + 1);
  const match = /http:\/\/hr\.test\/auth\/change-password\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/.exec(mail.body);
  expect(match, mail.body).not.toBeNull();
  return { link: { userId: match![1], token: match![2] }, subject: mail.subject };
}

const change = (body: Record<string, unknown>) => t.call('POST', '/api/auth/change-password', { body });

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const known = await t.call('POST', '/api/auth/reset-password', { body: { email: 'manager@acme.test' } });
    const unknown = await t.call('POST', '/api/auth/reset-password', { body: { email: 'ghost@acme.test' } });
    expect(known.status).toBe(200);
    expect(unknown.raw).toBe(known.raw);
    expect(await mailsOnceSent('manager@acme.test')).toHaveLength(1);
    expect(await mailsTo('ghost@acme.test')).toHaveLength(0);
  });

  it('mails a localized link; the new password works, old sessions end, the link works once', async () => {
    const oldToken = t.tokenFor('viewer');
    dataOf(await t.call('GET', '/api/users/self', { token: oldToken }));
    const { link, subject } = await requestLink('viewer@acme.test', 'es-ES');
    expect(subject).toBe('Restablece tu contraseña');
    expect(link.userId).toBe(t.fx.users.viewer.id);
    const stored = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, link.userId));
    expect(stored.every((r) => r.tokenHash !== link.token)).toBe(true); // stored hashed

    dataOf(await change({ ...link, password: 'NewPass2026', repeatPassword: 'NewPass2026' }));
    expectError(await t.call('GET', '/api/users/self', { token: oldToken }), 401, 'UNAUTHORIZED');
    expectError(await t.call('POST', '/api/auth/v1/login', { body: { username: 'viewer', password: PASSWORD } }), 401, 'loginError');
    dataOf(await t.call('POST', '/api/auth/v1/login', { body: { username: 'viewer', password: 'NewPass2026' } }));
    expectError(await change({ ...link, password: 'Another2026', repeatPassword: 'Another2026' }), 400, 'RESET_LINK_EXPIRED');
    const [notice] = await mailsTo('viewer@acme.test');
    expect(notice.subject).toBe('Your password was changed');
  });

  it('refuses weak and mismatched passwords on their fields, keeping the link usable', async () => {
    const { link } = await requestLink('admin@acme.test');
    expectError(await change({ ...link, password: 'short', repeatPassword: 'short' }), 400, 'PASSWORD_WEAK', 'password');
    expectError(await change({ ...link, password: 'alllowercase1', repeatPassword: 'alllowercase1' }), 400, 'PASSWORD_WEAK', 'password');
    expectError(await change({ ...link, password: 'GoodPass2026', repeatPassword: 'GoodPass2027' }), 400, 'PASSWORD_MISMATCH', 'repeatPassword');
    dataOf(await change({ ...link, password: 'GoodPass2026', repeatPassword: 'GoodPass2026' }));
  });

  it('refuses an expired link, an unknown token and a newer link replacing an older one', async () => {
    const { link: first } = await requestLink('owner@acme.test');
    const { link: second } = await requestLink('owner@acme.test');
    expectError(await change({ ...first, password: 'GoodPass2026', repeatPassword: 'GoodPass2026' }), 400, 'RESET_LINK_EXPIRED');
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(passwordResets.userId, second.userId)));
    expectError(await change({ ...second, password: 'GoodPass2026', repeatPassword: 'GoodPass2026' }), 400, 'RESET_LINK_EXPIRED');
    expectError(await change({ userId: second.userId, token: 'made-up', password: 'GoodPass2026', repeatPassword: 'GoodPass2026' }), 400, 'RESET_LINK_EXPIRED');
    expectError(await change({ userId: 'not-a-uuid', token: 'x', password: 'GoodPass2026', repeatPassword: 'GoodPass2026' }), 400, 'VALIDATION_ERROR', 'userId');
  });
});

describe('remember username', () => {
  it('mails the username to the account email, same answer for unknown emails', async () => {
    const known = await t.call('POST', '/api/auth/remember-username', { body: { email: 'manager@acme.test' } });
    const unknown = await t.call('POST', '/api/auth/remember-username', { body: { email: 'ghost@acme.test' } });
    expect(unknown.raw).toBe(known.raw);
    const [mail] = await mailsOnceSent('manager@acme.test', 2);
    expect(mail.subject).toBe('Your username');
    expect(mail.body).toContain('manager');
  });
});
