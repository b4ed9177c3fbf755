import { createVerifier } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TOKEN_SECRET, type TestApp } from '../helpers/testApp';

/** The integrations menu's "performance tool": an address with a short-lived token the tool can verify. */
describe('GET /api/auth/token/:tool/generate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ integrationUrls: { performance: 'https://perf.example/sso?lang=es' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the configured address with a 5-minute token for that tool only', async () => {
    const res = await t.call('GET', '/api/auth/token/performance/generate', { token: t.tokenFor('viewer') });
    expect(res.status).toBe(200);
    const url = new URL((res.body as { data: { url: string } }).data.url);
    expect(url.origin + url.pathname).toBe('https://perf.example/sso');
    expect(url.searchParams.get('lang')).toBe('es');
    const claims = createVerifier({ key: TEST_TOKEN_SECRET, allowedAud: 'hr-dashboard-tool:performance' })(url.searchParams.get('token')!) as { sub: string; exp: number; iat: number };
    expect(claims.sub).toBe(t.fx.users.viewer.id);
    expect(claims.exp - claims.iat).toBe(300);
    // the tool's token is no key to this API
    const misuse = await t.call('GET', '/api/users/self', { token: url.searchParams.get('token')! });
    expect(misuse.status).toBe(401);
  });

  it('refuses a tool the company has not enabled, and says when the server lacks its address', async () => {
    const notEnabled = await t.call('GET', '/api/auth/token/dataVisualization/generate', { token: t.tokenFor('owner') });
    expect(notEnabled.status).toBe(403);
    expect(notEnabled.body.code).toBe('FORBIDDEN');
    const unknown = await t.call('GET', '/api/auth/token/payroll/generate', { token: t.tokenFor('owner') });
    expect(unknown.status).toBe(400);
    const anonymous = await t.call('GET', '/api/auth/token/performance/generate');
    expect(anonymous.status).toBe(401);
  });

  it('answers INTEGRATION_NOT_CONFIGURED when no address is configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.call('GET', '/api/auth/token/performance/generate', { token: bare.tokenFor('owner'), locale: 'es-ES' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('INTEGRATION_NOT_CONFIGURED');
      expect(res.body.message).toContain('no está configurada');
    } finally {
      await bare.close();
    }
  });
});
