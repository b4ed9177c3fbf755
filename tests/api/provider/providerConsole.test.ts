import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, companies, users } from '../../../src/server/db/schema';
import { PASSWORD } from '../../helpers/fixture';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { providerToken } from './providerTestKit';

let t: TestApp;
let provider: string;
beforeAll(async () => {
  t = await createTestApp();
  provider = (await providerToken(t)).token;
});
afterAll(async () => t?.close());

const others = ['owner', 'admin', 'manager', 'viewer', 'demoowner'];

describe('the provider console (/api/provider/companies)', () => {
  it('lists every company with plan, seats used and contracted, status and flags; search and pages', async () => {
    const res = await t.call<{ data: Array<Record<string, unknown>>; total: number }>('GET', '/api/provider/companies', { token: provider });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    const acme = res.body.data.find((c) => c.slug === 'acme');
    // the seat rule: active collaborators only (collaborator, ana, luis; `gone` is inactive)
    expect(acme).toMatchObject({ name: 'Acme Retail', status: 'active', plan: 'standard', seatsUsed: 3, seatsContracted: 1000 });
    const found = await t.call<{ data: Array<{ slug: string }>; total: number }>('GET', '/api/provider/companies', { token: provider, query: { q: 'demo', limit: '1' } });
    expect(found.body).toMatchObject({ total: 1, data: [{ slug: 'demo' }] });
  });

  it('refuses every other role of either company with 403, on every call', async () => {
    const id = t.fx.companyB.id;
    for (const who of others) {
      const token = t.tokenFor(who);
      expect((await t.call('GET', '/api/provider/companies', { token })).status, who).toBe(403);
      expect((await t.call('GET', `/api/provider/companies/${id}`, { token })).status, who).toBe(403);
      expect((await t.call('PATCH', `/api/provider/companies/${id}`, { token, body: { flags: { payrollIntegration: true } } })).status, who).toBe(403);
      expect((await t.call('POST', `/api/provider/companies/${id}/suspend`, { token, body: {} })).status, who).toBe(403);
      expect((await t.call('POST', '/api/provider/companies', { token, body: { name: 'X', slug: 'x', ownerUsername: 'xowner', ownerEmail: 'x@x.test', password: 'Secret123' } })).status, who).toBe(403);
    }
    const [b] = await t.db.select().from(companies).where(eq(companies.id, id));
    expect(b.status).toBe('active');
    expect(b.flags.payrollIntegration).not.toBe(true);
  });

  it('creates a company with its owner, who can sign in; a slug in use is 409 COMPANY_SLUG_IN_USE', async () => {
    const body = { name: 'Nueva S.L.', slug: 'nueva', ownerUsername: 'nuevaowner', ownerEmail: 'owner@nueva.test', password: 'Secret123', plan: 'premium', seatsContracted: 25 };
    const res = await t.call<{ data: { id: string } }>('POST', '/api/provider/companies', { token: provider, body });
    expect(res.status).toBe(201);
    const login = await t.call('POST', '/api/auth/v1/login', { body: { username: 'nuevaowner', password: 'Secret123' } });
    expect(login.status).toBe(200);
    const view = await t.call<{ data: Record<string, unknown> }>('GET', `/api/provider/companies/${res.body.data.id}`, { token: provider });
    expect(view.body.data).toMatchObject({ slug: 'nueva', subscription: { plan: 'premium', seatsContracted: 25, seatsUsed: 0 } });
    const again = await t.call('POST', '/api/provider/companies', { token: provider, body: { ...body, ownerUsername: 'other', ownerEmail: 'o@nueva.test' } });
    expect(again.body).toMatchObject({ code: 'COMPANY_SLUG_IN_USE' });
  });

  it('sets flags, plan and seats; audited in that company\'s log; the company sees its flags', async () => {
    const id = t.fx.companyB.id;
    const res = await t.call<{ data: Record<string, unknown> }>('PATCH', `/api/provider/companies/${id}`, { token: provider, body: { flags: { payrollIntegration: true, documentsVersion: 'V1' }, plan: 'basic', seatsContracted: 7 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ plan: 'basic', seatsContracted: 7, flags: { payrollIntegration: true, documentsVersion: 'V1' } });
    const self = await t.call<{ data: { flags: Record<string, unknown> } }>('GET', '/api/companies/byAuthUserCompany', { token: t.tokenFor('demoowner') });
    expect(self.body.data.flags).toMatchObject({ payrollIntegration: true });
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.companyId, id), eq(auditLog.entity, 'company')));
    expect(audit.length).toBeGreaterThan(0);
    expect(await t.call('PATCH', `/api/provider/companies/${id}`, { token: provider, body: { flags: { payrollIntegration: 'yes' } } })).toMatchObject({ status: 400 });
  });

  it('suspends a company: its people cannot sign in nor keep using a session (403 COMPANY_SUSPENDED); reactivating restores them', async () => {
    const id = t.fx.companyB.id;
    const token = t.tokenFor('demoowner');
    expect((await t.call('POST', `/api/provider/companies/${id}/suspend`, { token: provider, body: { reason: 'unpaid' } })).status).toBe(200);
    expect((await t.call('GET', '/api/companies/byAuthUserCompany', { token })).body).toMatchObject({ code: 'COMPANY_SUSPENDED' });
    const login = await t.call('POST', '/api/auth/v1/login', { body: { username: 'demoowner', password: PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('COMPANY_SUSPENDED');
    // the other company is untouched
    expect((await t.call('GET', '/api/companies/byAuthUserCompany', { token: t.tokenFor('owner') })).status).toBe(200);
    expect((await t.call('POST', `/api/provider/companies/${id}/reactivate`, { token: provider, body: {} })).status).toBe(200);
    expect((await t.call('GET', '/api/companies/byAuthUserCompany', { token })).status).toBe(200);
    const [owner] = await t.db.select().from(users).where(eq(users.username, 'demoowner'));
    expect(owner.active).toBe(true);
  });

  it("enters a company's dashboard read-only for support: reads its data, every write refused, the entry audited in its log", async () => {
    const id = t.fx.companyB.id;
    for (const who of others) expect((await t.call('POST', `/api/provider/companies/${id}/support`, { token: t.tokenFor(who) })).status, who).toBe(403);
    const res = await t.call<{ data: { accessToken: string; company: { id: string } } }>('POST', `/api/provider/companies/${id}/support`, { token: provider });
    expect(res.body.data.company.id).toBe(id);
    const support = res.body.data.accessToken;
    const self = await t.call<{ data: { id: string } }>('GET', '/api/companies/byAuthUserCompany', { token: support });
    expect(self.body.data.id).toBe(id);
    const list = await t.call<{ data: Array<{ username: string }> }>('POST', '/api/users/getFiltered', { token: support, body: {} });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('demoworker');
    expect(JSON.stringify(list.body)).not.toContain('"ana"');
    const write = await t.call('PATCH', `/api/users/${t.fx.users.demoworker.id}`, { token: support, body: { position: 'Hacked' } });
    expect(write.body).toMatchObject({ statusCode: 403, code: 'SUPPORT_READ_ONLY' });
    expect((await t.call('POST', '/api/subscription/cancel', { token: support, body: { reason: 'other' } })).body.code).toBe('SUPPORT_READ_ONLY');
    const [worker] = await t.db.select().from(users).where(eq(users.id, t.fx.users.demoworker.id));
    expect(worker.position).not.toBe('Hacked');
    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.companyId, id), eq(auditLog.entity, 'supportAccess')));
    expect(entries).toHaveLength(1);
    expect(entries[0].username).toBe('providerstaff');
  });
});
