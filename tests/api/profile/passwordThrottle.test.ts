import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateMax: 3 });
});
afterAll(async () => {
  await t?.close();
});

const wrongGuess = (who: string) =>
  t.call('PATCH', '/api/users/profile/change-password/', {
    token: t.tokenFor(who),
    body: { currentPassword: 'guess-Wrong1', password: 'Fresh2026pw', repeatPassword: 'Fresh2026pw' },
  });

describe('guessing the current password through a session', () => {
  it('is throttled per account like logins (429 after LOGIN_RATE_MAX tries), without blocking colleagues', async () => {
    for (let i = 0; i < 3; i++) expectError(await wrongGuess('viewer'), 400, 'WRONG_PASSWORD', 'currentPassword');
    const blocked = await wrongGuess('viewer');
    expectError(blocked, 429, 'TOO_MANY_REQUESTS');
    expect(blocked.headers['retry-after']).toBeDefined();
    // another person behind the same address still gets a real answer
    expectError(await wrongGuess('manager'), 400, 'WRONG_PASSWORD', 'currentPassword');
  });
});
