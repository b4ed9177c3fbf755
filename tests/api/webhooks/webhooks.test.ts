import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_OFFLINE_AFTER_MS, emitDeviceOfflineEvents } from '../../../src/server/areas/webhooks/deviceOffline';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from '../../../src/server/areas/webhooks/retrySchedule';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { startWebhookReceiver, type Received, type WebhookReceiver } from '../../support/webhookReceiver';
import { createDayoff, createReason, review } from '../dayoffs/dayoffHelpers';
import { addDevice, iclock } from '../devices/protocolHelpers';
import { newCollaborator } from '../users/usersTestKit';

/** Outbound webhooks (docs/api/webhooks.md): subscriptions, signed deliveries from the outbox, retries, replay. */
let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  [t, receiver] = await Promise.all([createTestApp(), startWebhookReceiver()]);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

interface Subscription { id: string; name: string; url: string; events: string[]; status: string; secret?: string; deliveries: { pending: number; succeeded: number; failed: number } }
interface Delivery { id: string; webhookId: string; eventType: string; status: string; attempts: number; nextAttemptAt: string | null; lastError: string | null; attemptLog?: { attempt: number; responseStatus: number | null }[] }

const as = (user: string) => ({ token: t.tokenFor(user) });
const subscribe = async (body: Record<string, unknown>, user = 'admin') => dataOf<Subscription>(await t.call('POST', '/api/integrations/webhooks', { ...as(user), body }), 201);
const deliveries = async (sub: string, query = '') => dataOf<{ deliveries: Delivery[]; count: number }>(await t.call('GET', `/api/integrations/webhooks/${sub}/deliveries${query}`, as('admin')));
const delivery = async (sub: string, id: string) => dataOf<Delivery>(await t.call('GET', `/api/integrations/webhooks/${sub}/deliveries/${id}`, as('admin')));
const bodyOf = (r: Received) => JSON.parse(r.body) as { type: string; timestamp: string; data: Record<string, unknown> };
const ofType = (type: string) => (r: Received) => bodyOf(r).type === type;

describe('webhook subscriptions', () => {
  it('are made by administrators with a secret shown once; other roles and companies reach none', async () => {
    const sub = await subscribe({ name: 'ERP', url: receiver.url, events: ['collaborator.created'] });
    expect(sub).toMatchObject({ name: 'ERP', status: 'active', events: ['collaborator.created'] });
    expect(sub.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const listed = dataOf<{ webhooks: Subscription[]; eventTypes: string[] }>(await t.call('GET', '/api/integrations/webhooks', as('owner')));
    expect(listed.webhooks.map((w) => w.id)).toContain(sub.id);
    expect(JSON.stringify(listed)).not.toContain(sub.secret);
    expect(listed.eventTypes).toContain('device.offline');

    for (const role of ['manager', 'viewer']) {
      expectError(await t.call('GET', '/api/integrations/webhooks', as(role)), 403, 'FORBIDDEN');
      expectError(await t.call('POST', '/api/integrations/webhooks', { ...as(role), body: { name: 'x', url: receiver.url, events: ['ping'] } }), 403, 'FORBIDDEN');
    }
    expectError(await t.call('GET', `/api/integrations/webhooks/${sub.id}`, as('demoowner')), 404, 'NOT_FOUND');
    expectError(await t.call('PATCH', `/api/integrations/webhooks/${sub.id}`, { ...as('demoowner'), body: { enabled: false } }), 404, 'NOT_FOUND');
    expect(dataOf<{ webhooks: unknown[] }>(await t.call('GET', '/api/integrations/webhooks', as('demoowner'))).webhooks).toEqual([]);
    await t.call('DELETE', `/api/integrations/webhooks/${sub.id}`, as('admin'));
  });

  it('refuse an address that is not http(s) or carries credentials, and unknown event types', async () => {
    const bad = await t.call('POST', '/api/integrations/webhooks', { ...as('admin'), body: { name: 'x', url: 'ftp://example.com/hook', events: ['absence.decided'] } });
    expectError(bad, 400, 'VALIDATION_ERROR');
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'url', code: 'WEBHOOK_URL_INVALID' })]);
    expectError(await t.call('POST', '/api/integrations/webhooks', { ...as('admin'), body: { name: 'x', url: 'https://u:p@example.com/', events: ['absence.decided'] } }), 400, 'VALIDATION_ERROR');
    expectError(await t.call('POST', '/api/integrations/webhooks', { ...as('admin'), body: { name: 'x', url: receiver.url, events: ['user.hacked'] } }), 400, 'VALIDATION_ERROR');
  });
});

describe('deliveries', () => {
  it('a new collaborator reaches the receiver signed per Standard Webhooks, verified by the package', async () => {
    const sub = await subscribe({ name: 'HRIS', url: receiver.url, events: ['collaborator.created', 'collaborator.updated', 'mark.received'] });
    const person = newCollaborator(t);
    const created = dataOf<{ id: string }>(await t.call('POST', '/api/users', { ...as('owner'), body: person }), 201);
    const [hit] = await receiver.waitFor(1, (r) => ofType('collaborator.created')(r) && bodyOf(r).data.id === created.id);
    // the receiver's own check: the package's verifier with the secret shown at creation
    const verified = new Webhook(sub.secret!).verify(hit.body, hit.headers as Record<string, string>) as { data: Record<string, unknown> };
    expect(verified.data).toMatchObject({ id: created.id, username: person.username, firstName: 'Irene', mainBranch: t.fx.units.bilbao, active: true });
    expect(hit.headers['webhook-id']).toMatch(/^msg_/);
    expect(() => new Webhook(`whsec_${Buffer.from('another secret of 32 bytes......').toString('base64')}`).verify(hit.body, hit.headers as Record<string, string>)).toThrow();
    // nothing personal beyond the listed fields
    expect(Object.keys(verified.data)).not.toContain('passwordHash');

    // an update names what changed; marks come batched, one event per request
    dataOf(await t.call('PATCH', `/api/users/${created.id}`, { ...as('owner'), body: { phone: '+34600111222' } }));
    const [updated] = await receiver.waitFor(1, (r) => ofType('collaborator.updated')(r) && bodyOf(r).data.id === created.id);
    expect(bodyOf(updated).data).toMatchObject({ phone: '+34600111222', changed: ['phone'] });
    const luis = t.fx.users.luis.id;
    dataOf(await t.call('POST', '/api/marks', { ...as('owner'), body: { marks: [
      { id: 'wh-1', userId: luis, at: '2025-05-05T08:00:00Z', type: 'CHECK_IN', source: 'portal' },
      { id: 'wh-2', userId: luis, at: '2025-05-05T16:00:00Z', type: 'CHECK_OUT', source: 'portal' },
    ] } }));
    const [marks] = await receiver.waitFor(1, ofType('mark.received'));
    expect(bodyOf(marks).data).toMatchObject({ count: 2, marks: [expect.objectContaining({ clientId: 'wh-1', userId: luis }), expect.objectContaining({ clientId: 'wh-2' })] });

    const log = await waitDeliveries(sub.id, () => true, (all) => all.every((d) => d.status === 'succeeded'));
    expect(log.count).toBe(3);
    expect(log.deliveries.every((d) => d.attempts === 1)).toBe(true);
    // an event of a type it does not want never reaches it
    expect(log.deliveries.map((d) => d.eventType).sort()).toEqual(['collaborator.created', 'collaborator.updated', 'mark.received']);
    await t.call('DELETE', `/api/integrations/webhooks/${sub.id}`, as('admin'));
  });

  it('a failing receiver is retried on the schedule, the endpoint disabled after a day, then replayed', async () => {
    const down = await startWebhookReceiver(503);
    try {
      const sub = await subscribe({ name: 'Flaky', url: down.url, events: ['collaborator.updated'] });
      dataOf(await t.call('PATCH', `/api/users/${t.fx.users.ana.id}`, { ...as('owner'), body: { phone: '+34600333444' } }));
      await down.waitFor(1);
      // the first attempt failed: due again 5 s later, not before
      const [first] = (await waitDeliveries(sub.id, (d) => d.attempts === 1)).deliveries;
      expect(first).toMatchObject({ status: 'pending', lastError: 'HTTP 503' });
      expect(Date.parse(first.nextAttemptAt!) - Date.now()).toBeLessThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[0]);

      // every retry of the schedule, run at its time by the dispatcher's clock
      let at = Date.now();
      for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
        at += delay + 1000;
        await t.app.webhooks.runOnce(new Date(at));
      }
      const failed = await delivery(sub.id, first.id);
      expect(failed).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS });
      expect(failed.attemptLog!.map((a) => a.responseStatus)).toEqual(Array(WEBHOOK_MAX_ATTEMPTS).fill(503));
      expect(down.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
      // a day of failures with no success: disabled, and the administrators told
      expect(dataOf<Subscription>(await t.call('GET', `/api/integrations/webhooks/${sub.id}`, as('admin')))).toMatchObject({ status: 'disabled' });
      const notes = dataOf(await t.call('GET', '/api/notifications/getNotificationsToTable/get', as('owner')));
      expect(JSON.stringify(notes)).toContain('WEBHOOK_DISABLED');

      // the receiver is fixed: turned back on, every failed delivery replayed with the same webhook-id
      down.status = 200;
      dataOf(await t.call('PATCH', `/api/integrations/webhooks/${sub.id}`, { ...as('admin'), body: { enabled: true } }));
      expect(dataOf<{ replayed: number }>(await t.call('POST', `/api/integrations/webhooks/${sub.id}/replay-failed`, as('admin'))).replayed).toBe(1);
      await down.waitFor(WEBHOOK_MAX_ATTEMPTS + 1);
      const ids = new Set(down.received.map((r) => r.headers['webhook-id']));
      expect(ids.size).toBe(1);
      expect((await waitDeliveries(sub.id, (d) => d.status === 'succeeded')).deliveries[0].status).toBe('succeeded');
      // one delivery replayed by hand: sent once more
      dataOf(await t.call('POST', `/api/integrations/webhooks/${sub.id}/deliveries/${first.id}/replay`, as('admin')));
      await down.waitFor(WEBHOOK_MAX_ATTEMPTS + 2);
      expectError(await t.call('POST', `/api/integrations/webhooks/${sub.id}/deliveries/${first.id}/replay`, as('viewer')), 403, 'FORBIDDEN');
    } finally {
      await down.close();
    }
  });
});

describe('absences and workdays', () => {
  it('a request, its decision and a workday corrected by hand each reach the subscriber', async () => {
    const sub = await subscribe({ name: 'Payroll', url: receiver.url, events: ['absence.requested', 'absence.decided', 'workday.corrected'] });
    const sick = await createReason(t, { title: 'Sick leave' });
    const luis = t.fx.users.luis.id;
    const request = dataOf<{ id: string }>(await createDayoff(t, 'owner', { userId: luis, typeId: sick, from: '2032-02-03', to: '2032-02-04' }), 201);
    const [asked] = await receiver.waitFor(1, (r) => ofType('absence.requested')(r) && bodyOf(r).data.id === request.id);
    expect(bodyOf(asked).data).toMatchObject({ userId: luis, typeId: sick, from: '2032-02-03', to: '2032-02-04', status: 'PENDING' });
    dataOf(await review(t, 'owner', { id: request.id, status: 'REJECTED', reason: 'Overlaps the inventory' }));
    const [decided] = await receiver.waitFor(1, (r) => ofType('absence.decided')(r) && bodyOf(r).data.id === request.id);
    expect(bodyOf(decided).data).toMatchObject({ status: 'REJECTED', review: { reviewerId: t.fx.users.owner.id, reason: 'Overlaps the inventory' }, revised: false });

    const saved = dataOf<{ id: string }>(await t.call('PATCH', '/api/workdays/update', { ...as('owner'), body: {
      userId: luis, date: '2025-06-02', clocks: [{ in: '2025-06-02T07:00:00.000Z', out: '2025-06-02T15:00:00.000Z' }], breaks: [],
    } }), 201);
    const [corrected] = await receiver.waitFor(1, ofType('workday.corrected'));
    expect(bodyOf(corrected).data).toMatchObject({ userId: luis, date: '2025-06-02', change: 'created', manual: true });
    expect(saved.id).toBe(bodyOf(corrected).data.id);
    await t.call('DELETE', `/api/integrations/webhooks/${sub.id}`, as('admin'));
  });
});

describe('device.offline', () => {
  it('a clock silent for 15 minutes is reported once per silence, to its own company only', async () => {
    const sub = await subscribe({ name: 'NOC', url: receiver.url, events: ['device.offline'] });
    const other = await subscribe({ name: 'Theirs', url: receiver.url, events: ['device.offline'] }, 'demoowner');
    const device = await addDevice(t, t.fx.companyA.id, 'WHOFF0001');
    await iclock(t, 'GET', '/iclock/cdata', { SN: 'WHOFF0001', options: 'all' });
    // still calling in: nothing
    expect(await emitDeviceOfflineEvents(t.db, new Date(Date.now() + DEVICE_OFFLINE_AFTER_MS - 60_000))).toBe(0);
    const later = new Date(Date.now() + DEVICE_OFFLINE_AFTER_MS + 60_000);
    expect(await emitDeviceOfflineEvents(t.db, later)).toBe(1);
    expect(await emitDeviceOfflineEvents(t.db, new Date(later.getTime() + 60_000))).toBe(0);
    const [hit] = await receiver.waitFor(1, ofType('device.offline'));
    expect(bodyOf(hit).data).toMatchObject({ deviceId: device.id, serialNumber: 'WHOFF0001' });
    expect((await deliveries(sub.id)).count).toBe(1);
    expect(dataOf<{ count: number }>(await t.call('GET', `/api/integrations/webhooks/${other.id}/deliveries`, as('demoowner'))).count).toBe(0);
  });
});

/** The subscription's deliveries once `ready` holds for the newest (the dispatcher works in the background). */
async function waitDeliveries(sub: string, ready: (d: Delivery) => boolean, all: (d: Delivery[]) => boolean = () => true) {
  for (let i = 0; i < 100; i += 1) {
    const page = await deliveries(sub);
    if (page.deliveries[0] && ready(page.deliveries[0]) && all(page.deliveries)) return page;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the delivery never reached the expected state');
}
