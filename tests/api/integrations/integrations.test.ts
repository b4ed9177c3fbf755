import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationSummary, IntegrationTransaction } from '../../../src/shared/integrations/catalog';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addDevice, attlogLine, iclock, localDaysAgo, setPin } from '../devices/protocolHelpers';

/** /integrations and /integrations-transactions/{key} (docs/api/integrations.md): state, last activity, exchanges. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const as = (user: string) => ({ token: t.tokenFor(user) });
const list = async (user = 'owner') => dataOf<{ integrations: IntegrationSummary[] }>(await t.call('GET', '/api/integrations', as(user))).integrations;
const transactions = async (key: string, query = '') => dataOf<{ transactions: IntegrationTransaction[]; count: number }>(await t.call('GET', `/api/integrations/${key}/transactions${query}`, as('owner')));

describe('integrations', () => {
  it('lists each integration with its state; only administrators reach them', async () => {
    const all = await list();
    expect(all.map((i) => i.key)).toEqual(['payroll', 'performance', 'dataVisualization', 'calendar', 'devices', 'webhooks', 'apiKeys']);
    expect(all.find((i) => i.key === 'webhooks')).toMatchObject({ state: 'inactive', settings: { subscriptions: 0, activeSubscriptions: 0 } });
    // the fixture company uses the performance tool (configuration.general.integrations), has no clocks yet
    expect(all.find((i) => i.key === 'performance')).toMatchObject({ state: 'active', last30Days: { ok: 0, failed: 0 } });
    expect(all.find((i) => i.key === 'devices')).toMatchObject({ state: 'inactive', settings: { devices: 0 } });
    expect((await list('admin')).length).toBe(7);
    expectError(await t.call('GET', '/api/integrations', as('manager')), 403, 'FORBIDDEN');
    expectError(await t.call('GET', '/api/integrations', as('viewer')), 403, 'FORBIDDEN');
    expectError(await t.call('GET', '/api/integrations/unknown/transactions', as('owner')), 400, 'VALIDATION_ERROR');
  });

  it('records what went out to payroll and what a clock sent, newest first, per company', async () => {
    dataOf(await t.call('POST', '/api/novelties/send', { ...as('owner'), body: { period: '2033-01' } }));
    const payroll = await transactions('payroll');
    expect(payroll.transactions[0]).toMatchObject({ direction: 'out', status: 'ok', action: 'payroll.periodSent', payload: { period: '2033-01', novelties: 0 }, username: 'owner' });

    await setPin(t, t.fx.users.collaborator.id, '501');
    await addDevice(t, t.fx.companyA.id, 'INTEG0001');
    const date = localDaysAgo(6);
    expect((await iclock(t, 'POST', '/iclock/cdata', { SN: 'INTEG0001', table: 'ATTLOG', Stamp: '1' }, `${attlogLine('501', date, '08:00:00', 0)}\r\n${attlogLine('999', date, '08:05:00', 0)}`)).text).toBe('OK: 2\n');
    const devices = await transactions('devices', '?direction=in');
    expect(devices.count).toBe(1);
    expect(devices.transactions[0]).toMatchObject({ status: 'ok', action: 'devices.attlog', payload: { serial: 'INTEG0001', lines: 2, created: 2, unknownPin: 1 } });
    expect((await list()).find((i) => i.key === 'devices')).toMatchObject({ state: 'active', last30Days: { ok: 1, failed: 0 } });

    // another company sees none of it
    expect(dataOf<{ transactions: unknown[] }>(await t.call('GET', '/api/integrations/payroll/transactions', as('demoowner'))).transactions).toEqual([]);
  });

  it('records a failed sign-in to a tool whose address is not set', async () => {
    // the test server sets no tool addresses (PERFORMANCE_TOOL_URL)
    expectError(await t.call('GET', '/api/auth/token/performance/generate', as('owner')), 404, 'INTEGRATION_NOT_CONFIGURED');
    const failed = (await transactions('performance', '?status=failed')).transactions;
    expect(failed[0]).toMatchObject({ status: 'failed', error: 'INTEGRATION_NOT_CONFIGURED', action: 'tool.signIn', username: 'owner' });
    expect((await list()).find((i) => i.key === 'performance')).toMatchObject({ last30Days: { ok: 0, failed: 1 }, settings: { configured: false } });
  });
});
