import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../helpers/expectations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('what the dashboard loads after login', () => {
  it("POST /companies/self gives the caller's company", async () => {
    const company = dataOf<Record<string, unknown>>(await t.call('POST', '/api/companies/self', { token: t.tokenFor('viewer'), body: {} }));
    expect(company).toMatchObject({ id: t.fx.companyA.id, slug: 'acme', name: 'Acme Retail', loginCarrousel: ['/img/a1.png'] });
    expect(company).toHaveProperty('configuration');
    expect(company).toHaveProperty('customFields');
    expect(company).toHaveProperty('flags');
    const same = dataOf(await t.call('GET', '/api/companies/byAuthUserCompany', { token: t.tokenFor('viewer') }));
    expect(same).toEqual(company);
  });

  it('POST /companies/self with a projection returns only those paths', async () => {
    const projected = dataOf(await t.call('POST', '/api/companies/self', {
      token: t.tokenFor('manager'),
      body: { projection: ['configuration.general.integrations', 'configuration.general.employeePortal'] },
    }));
    expect(projected).toEqual({ configuration: { general: { integrations: ['performance'], employeePortal: true } } });
    expectError(await t.call('POST', '/api/companies/self', { token: t.tokenFor('manager'), body: { projection: ['a b'] } }), 400, 'VALIDATION_ERROR');
  });

  it('GET /users/self gives the caller without secrets', async () => {
    const me = dataOf<Record<string, unknown>>(await t.call('GET', '/api/users/self', { token: t.tokenFor('admin') }));
    expect(me).toMatchObject({ id: t.fx.users.admin.id, username: 'admin', role: 'administrator', mainBranch: t.fx.units.north, allowedBranches: [t.fx.units.north] });
    expect(me).not.toHaveProperty('passwordHash');
    expect(me).not.toHaveProperty('tokenVersion');
  });

  it('POST /branchoffices/getFiltered gives the units of the company', async () => {
    const data = dataOf<{ branchoffices: { name: string }[]; count: number }>(await t.call('POST', '/api/branchoffices/getFiltered', { token: t.tokenFor('owner'), body: { limit: 100 } }));
    expect(data.count).toBe(6);
    expect(data.branchoffices.map((b) => b.name)).toEqual(['Bilbao Store', 'Headquarters', 'North Region', 'Santander Store', 'Sevilla Store', 'South Region']);
  });
});

describe('login page data', () => {
  it('is public, by company id or slug', async () => {
    const byId = dataOf(await t.call('GET', `/api/companies/loginData/${t.fx.companyA.id}`));
    expect(byId).toEqual({ loginCarrousel: ['/img/a1.png'], name: 'Acme Retail', image: null });
    expect(dataOf(await t.call('GET', '/api/companies/loginData/acme'))).toEqual(byId);
    expectError(await t.call('GET', '/api/companies/loginData/no-such-company'), 404, 'COMPANY_NOT_FOUND');
  });
});

describe('collaborators list', () => {
  it('lists active collaborators by default, sorted by last name, without secrets', async () => {
    const data = dataOf<{ users: Record<string, unknown>[]; count: number }>(await t.call('POST', '/api/users/getFiltered', { token: t.tokenFor('owner'), body: {} }));
    expect(data.users.map((u) => u.username)).toEqual(['ana', 'collaborator', 'luis']);
    expect(data.count).toBe(3);
    expect(data.users[0]).not.toHaveProperty('passwordHash');
    expect(data.users[0]).not.toHaveProperty('tokenVersion');
  });

  it('can ask for the inactive ones and for other roles', async () => {
    const off = dataOf<{ users: { username: string }[] }>(await t.call('POST', '/api/users/getFiltered', { token: t.tokenFor('owner'), body: { filters: { active: false } } }));
    expect(off.users.map((u) => u.username)).toEqual(['gone']);
    const admins = dataOf<{ users: { username: string }[] }>(await t.call('POST', '/api/users/getFiltered', {
      token: t.tokenFor('owner'), body: { filters: { role: { in: ['administrator', 'manager'] }, active: { ne: null } } },
    }));
    expect(admins.users.map((u) => u.username).sort()).toEqual(['admin', 'manager', 'retired']);
  });

  it('filters, searches and pages', async () => {
    const token = t.tokenFor('owner');
    const bilbao = dataOf<{ users: { username: string }[] }>(await t.call('POST', '/api/users/getFiltered', { token, body: { filters: { mainBranch: t.fx.units.bilbao } } }));
    expect(bilbao.users.map((u) => u.username)).toEqual(['ana', 'collaborator']);
    const search = dataOf<{ users: { username: string }[] }>(await t.call('POST', '/api/users/getFiltered', { token, body: { q: 'lop' } }));
    expect(search.users.map((u) => u.username)).toEqual(['luis']);
    const page = dataOf<{ users: { username: string }[]; count: number }>(await t.call('POST', '/api/users/getFiltered', { token, body: { skip: 1, limit: 1, sort: [{ field: 'lastName', order: 'desc' }] } }));
    expect(page).toMatchObject({ count: 3 });
    expect(page.users.map((u) => u.username)).toEqual(['collaborator']);
    const one = dataOf<{ username: string }>(await t.call('GET', `/api/users/${t.fx.users.luis.id}`, { token }));
    expect(one.username).toBe('luis');
  });
});
