import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bills, companies, users } from '../../../src/server/db/schema';
import { generateMonthlyBills } from '../../../src/server/areas/subscription/billJob';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { validRow } from '../imports/importHelpers';
import { newCollaborator } from '../users/usersTestKit';
import { providerToken } from '../provider/providerTestKit';

let t: TestApp;
let provider: string;
beforeAll(async () => {
  t = await createTestApp();
  provider = (await providerToken(t)).token;
});
afterAll(async () => t?.close());

type Sub = { status: string; seatsUsed: number; seatsContracted: number; periodEnd: string; can: Record<string, boolean> };
const sub = async (who: string) => (await t.call<{ data: Sub }>('GET', '/api/subscription', { token: t.tokenFor(who) })).body.data;

describe('/api/subscription across roles', () => {
  it('owner and administrator read it (seats as the limit counts them); managers and viewers get 403', async () => {
    expect(await sub('owner')).toMatchObject({ status: 'active', seatsUsed: 3, seatsContracted: 1000, can: { cancel: true, manage: false } });
    expect(await sub('admin')).toMatchObject({ seatsUsed: 3, can: { cancel: false, reactivate: false } });
    for (const who of ['manager', 'viewer']) expect((await t.call('GET', '/api/subscription', { token: t.tokenFor(who) })).status, who).toBe(403);
    expect(await sub('demoowner')).toMatchObject({ seatsUsed: 1 });
  });

  it('an administrator cannot cancel (403 OWNER_ONLY); the owner cancels with a reason at period end and reactivates before it', async () => {
    const admin = await t.call('POST', '/api/subscription/cancel', { token: t.tokenFor('admin'), body: { reason: 'tooExpensive' } });
    expect(admin.body).toMatchObject({ statusCode: 403, code: 'OWNER_ONLY' });
    expect((await t.call('POST', '/api/subscription/cancel', { token: t.tokenFor('owner'), body: { reason: 'bogus' } })).status).toBe(400);
    const done = await t.call<{ data: Sub & { cancelReason: string } }>('POST', '/api/subscription/cancel', { token: t.tokenFor('owner'), body: { reason: 'missingFeatures', comment: 'no payroll' } });
    expect(done.body.data).toMatchObject({ status: 'cancelScheduled', cancelReason: 'missingFeatures', can: { reactivate: true } });
    // the other company is untouched
    expect(await sub('demoowner')).toMatchObject({ status: 'active' });
    expect((await t.call('POST', '/api/subscription/cancel', { token: t.tokenFor('owner'), body: { reason: 'other' } })).body.code).toBe('SUBSCRIPTION_NOT_CANCELLABLE');
    expect((await t.call('POST', '/api/subscription/reactivate', { token: t.tokenFor('admin') })).status).toBe(403);
    const back = await t.call<{ data: Sub }>('POST', '/api/subscription/reactivate', { token: t.tokenFor('owner') });
    expect(back.body.data).toMatchObject({ status: 'active' });
  });
});

describe('the seat limit at 100 %', () => {
  it('refuses a create, an import and a reinstatement with CONTRACTED_USERS_LIMIT, storing nothing', async () => {
    const before = await sub('owner');
    await t.db.update(companies).set({ contractedUsers: before.seatsUsed }).where(eq(companies.id, t.fx.companyA.id));
    const owner = t.tokenFor('owner');
    const count = async () => (await t.db.select().from(users).where(eq(users.companyId, t.fx.companyA.id))).length;
    const people = await count();
    expect((await t.call('POST', '/api/users', { token: owner, body: newCollaborator(t) })).body).toMatchObject({ statusCode: 409, code: 'CONTRACTED_USERS_LIMIT', message: 'Over the limit of contracted users' });
    expect((await t.call('POST', '/api/users/import', { token: owner, body: { rows: [validRow(9100)] } })).body).toMatchObject({ code: 'CONTRACTED_USERS_LIMIT' });
    const reinstate = await t.call('PATCH', `/api/users/employee-status/${t.fx.users.gone.id}`, { token: owner, body: { active: true } });
    expect(reinstate.body).toMatchObject({ code: 'CONTRACTED_USERS_LIMIT' });
    expect(await count()).toBe(people);
    expect(await sub('owner')).toMatchObject({ seatsUsed: before.seatsUsed, seatsContracted: before.seatsUsed });
    const [gone] = await t.db.select().from(users).where(eq(users.id, t.fx.users.gone.id));
    expect(gone.active).toBe(false);
    await t.db.update(companies).set({ contractedUsers: 1000 }).where(eq(companies.id, t.fx.companyA.id));
  });
});

describe('bills', () => {
  it('the monthly job bills the month before from the seats used, once per period; owner, admin read them and the PDF; provider records a payment', async () => {
    // companies made "now" did not exist last month: date them back for the test
    await t.db.update(companies).set({ createdAt: new Date('2020-01-01T00:00:00Z') });
    const at = new Date();
    const first = await generateMonthlyBills(t.db, at);
    expect(first.created).toBe(2);
    expect((await generateMonthlyBills(t.db, at)).created).toBe(0);
    expect(await t.db.select().from(bills)).toHaveLength(2);

    const list = await t.call<{ data: Array<{ id: string; number: string; totalCents: number; subtotalCents: number; taxCents: number; lines: Array<{ quantity: number }> }> }>('GET', '/api/subscription/bills', { token: t.tokenFor('admin') });
    expect(list.body.data).toHaveLength(1);
    const bill = list.body.data[0];
    expect(bill.lines[0].quantity).toBe(3);
    expect(bill).toMatchObject({ subtotalCents: 1200, taxCents: 252, totalCents: 1452 });
    expect(bill.number).toMatch(/^B\d{6}-ACME$/);
    const pdf = await t.call('GET', `/api/subscription/bills/${bill.id}/pdf`, { token: t.tokenFor('owner') });
    expect(pdf.headers['content-type'], pdf.raw.slice(0, 300)).toBe('application/pdf');
    expect(pdf.raw.startsWith('%PDF')).toBe(true);
    // another company's bill is not found; a manager is refused
    expect((await t.call('GET', `/api/subscription/bills/${bill.id}`, { token: t.tokenFor('demoowner') })).status).toBe(404);
    expect((await t.call('GET', `/api/subscription/bills/${bill.id}`, { token: t.tokenFor('manager') })).status).toBe(403);

    const path = `/api/provider/companies/${t.fx.companyA.id}/bills/${bill.id}/payment`;
    expect((await t.call('POST', path, { token: t.tokenFor('owner'), body: { method: 'transfer' } })).status).toBe(403);
    const paid = await t.call<{ data: { status: string; paymentReference: string } }>('POST', path, { token: provider, body: { method: 'transfer', reference: 'TR-1' } });
    expect(paid.body.data).toMatchObject({ status: 'paid', paymentReference: 'TR-1' });
  });
});
