import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (section: string, username = 'owner') => t.call('GET', `/api/companies/config/${section}`, { token: t.tokenFor(username) });
const patch = (section: string, body: unknown, username = 'owner') => t.call('PATCH', `/api/companies/config/${section}`, { token: t.tokenFor(username), body });
const CHANNELS = ['possibleSymptoms', 'employeeAbsences', 'employeePayroll', 'documentSignature', 'birthday'];

describe('GET/PATCH /api/companies/config/covid', () => {
  it('answers the spec defaults for a company that saved nothing (threshold 37.5)', async () => {
    expect(dataOf(await get('covid'))).toEqual({ symptoms: [], tips: [], enableMobile: false, enablePoint: false, temperatureThreshold: 37.5, requestTemperature: false });
  });

  it('saves a change, keeps the rest of configuration and audits the diff', async () => {
    const saved = dataOf(await patch('covid', { temperatureThreshold: 38, requestTemperature: true, symptoms: ['Fiebre', 'Tos'] }));
    expect(saved).toMatchObject({ temperatureThreshold: 38, requestTemperature: true, symptoms: ['Fiebre', 'Tos'], enableMobile: false });
    expect(dataOf(await get('covid', 'admin'))).toEqual(saved);
    const [row] = await t.db.select({ configuration: companies.configuration }).from(companies).where(eq(companies.id, t.fx.companyA.id));
    expect((row.configuration as Record<string, unknown>).general).toMatchObject({ integrations: ['performance'] });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, t.fx.companyA.id));
    expect(audits.findLast((a) => 'configuration.covid.temperatureThreshold' in (a.changes ?? {}))?.changes).toMatchObject({
      'configuration.covid.temperatureThreshold': { from: 37.5, to: 38 }, 'configuration.covid.requestTemperature': { from: false, to: true },
    });
  });

  it('refuses bad values on their field and stores nothing', async () => {
    expectError(await patch('covid', { temperatureThreshold: 50 }), 400, 'VALIDATION_ERROR', 'temperatureThreshold');
    expectError(await patch('covid', { temperatureThreshold: '37.5' }), 400, 'VALIDATION_ERROR', 'temperatureThreshold');
    expectError(await patch('covid', { symptoms: [' '] }), 400, 'VALIDATION_ERROR', 'symptoms.0');
    expectError(await patch('covid', { fever: true }), 400, 'VALIDATION_ERROR', 'fever');
    expect(dataOf<{ temperatureThreshold: number }>(await get('covid')).temperatureThreshold).toBe(38);
  });

  it("lets a viewer and a manager neither read nor change the company configuration; another company keeps its own", async () => {
    expectError(await patch('covid', { enableMobile: true }, 'viewer'), 403, 'FORBIDDEN');
    expectError(await get('covid', 'manager'), 403, 'FORBIDDEN');
    expect(dataOf<{ temperatureThreshold: number }>(await get('covid', 'demoowner')).temperatureThreshold).toBe(37.5);
  });
});

describe('GET/PATCH /api/companies/config/notifications', () => {
  it('answers every channel with sms, email and dashboard (dashboard only by default)', async () => {
    const n = dataOf<Record<string, unknown>>(await get('notifications'));
    expect(Object.keys(n).sort()).toEqual([...CHANNELS].sort());
    for (const c of CHANNELS) expect(n[c]).toEqual({ sms: false, email: false, dashboard: true });
  });

  it('merges one flag of one channel and keeps the others', async () => {
    const saved = dataOf<Record<string, Record<string, boolean>>>(await patch('notifications', { employeeAbsences: { email: true }, birthday: { dashboard: false } }));
    expect(saved.employeeAbsences).toEqual({ sms: false, email: true, dashboard: true });
    expect(saved.birthday).toEqual({ sms: false, email: false, dashboard: false });
    expect(dataOf(await get('notifications'))).toEqual(saved);
  });

  it('refuses an unknown channel, an unknown flag and a non-boolean', async () => {
    expectError(await patch('notifications', { payday: { sms: true } }), 400, 'VALIDATION_ERROR', 'payday');
    expectError(await patch('notifications', { birthday: { push: true } }), 400, 'VALIDATION_ERROR', 'birthday.push');
    expectError(await patch('notifications', { birthday: { sms: 'yes' } }), 400, 'VALIDATION_ERROR', 'birthday.sms');
    expectError(await patch('notifications', [1]), 400, 'VALIDATION_ERROR');
  });

  it('serves both sections as JSON Schemas for the generic form', async () => {
    const covid = dataOf<{ properties: Record<string, { default?: unknown }> }>(await t.call('GET', '/api/schemas/company-covid', { token: t.tokenFor('owner') }));
    expect(covid.properties.temperatureThreshold.default).toBe(37.5);
    const notifications = dataOf<{ properties: Record<string, unknown> }>(await t.call('GET', '/api/schemas/company-notifications', { token: t.tokenFor('owner') }));
    expect(Object.keys(notifications.properties)).toEqual(CHANNELS);
  });
});
