import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/testApp';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness and readiness without a session, never cached', async () => {
    const health = await t.call('GET', '/api/health');
    expect([health.status, health.body]).toEqual([200, { status: 'ok' }]);
    const ready = await t.call('GET', '/api/ready');
    expect([ready.status, ready.body, ready.headers['cache-control']]).toEqual([200, { status: 'ready' }, 'no-store']);
  });

  it('is not ready while the database does not answer', async () => {
    const execute = t.db.execute.bind(t.db);
    (t.db as { execute: unknown }).execute = () => Promise.reject(new Error('connection refused'));
    try {
      const ready = await t.call('GET', '/api/ready');
      expect([ready.status, ready.body]).toEqual([503, { status: 'database-unavailable' }]);
      expect((await t.call('GET', '/api/health')).status).toBe(200);
    } finally {
      (t.db as { execute: unknown }).execute = execute;
    }
    expect((await t.call('GET', '/api/ready')).status).toBe(200);
  });
});
