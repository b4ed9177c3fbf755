import { afterAll, beforeAll, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixture';
import { dataOf, expectError } from '../helpers/expectations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateMax: 3, loginRateWindowMs: 60_000 });
});
afterAll(async () => {
  await t?.close();
});

it('after LOGIN_RATE_MAX attempts for one username from one address, answers 429 TOO_MANY_REQUESTS', async () => {
  for (let i = 0; i < 3; i++) expectError(await t.call('POST', '/api/auth/v1/login', { body: { username: 'admin', password: 'Wrong1234' } }), 401, 'loginError');
  const blocked = await t.call('POST', '/api/auth/v1/login', { body: { username: 'Admin', password: PASSWORD } });
  expectError(blocked, 429, 'TOO_MANY_REQUESTS');
  expect(blocked.headers['retry-after']).toBeDefined();
  // another account from the same address is not locked out by it
  dataOf(await t.call('POST', '/api/auth/v1/login', { body: { username: 'owner', password: PASSWORD } }));
});

it('limits password reset mails the same way', async () => {
  for (let i = 0; i < 3; i++) dataOf(await t.call('POST', '/api/auth/reset-password', { body: { email: 'viewer@acme.test' } }));
  expectError(await t.call('POST', '/api/auth/reset-password', { body: { email: 'viewer@acme.test' } }), 429, 'TOO_MANY_REQUESTS');
});
