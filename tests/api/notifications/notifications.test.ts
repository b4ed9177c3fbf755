import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox, smsOutbox, users } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review } from '../dayoffs/dayoffHelpers';

type Notice = { id: string; kind: string; title: string; body: string; params: Record<string, unknown>; link: string | null; read: boolean };
type Page = { notifications: Notice[]; count: number; unread: number };

let t: TestApp;
let reason: string;
beforeAll(async () => {
  t = await createTestApp();
  reason = await createReason(t, { title: 'Asuntos propios' });
});
afterAll(async () => {
  await t?.close();
});

const as = (user: string) => ({ token: t.tokenFor(user) });
const inbox = async (user: string, query: Record<string, string> = {}) =>
  dataOf<Page>(await t.call('GET', '/api/notifications/getNotificationsToTable/get', { ...as(user), query }));
let day = 1;
const nextDate = () => `2035-03-${String(day++).padStart(2, '0')}`;

describe('notifications of absence requests', () => {
  it('tells the reviewers of the person\'s unit of a new request, not its author nor other units\' administrators', async () => {
    const date = nextDate();
    const created = dataOf<{ id: string }>(await createDayoff(t, 'owner', { userId: t.fx.users.luis.id, typeId: reason, from: date, to: date }), 201);
    const manager = await inbox('manager');
    const notice = manager.notifications.find((n) => n.link === `/requests/view/${created.id}`);
    expect(notice).toMatchObject({ kind: 'DAYOFF_REQUESTED', read: false, params: { name: 'Luis Lopez', reason: 'Asuntos propios', from: date, to: date } });
    expect(notice?.title).toBe('Nueva solicitud de Luis Lopez');
    expect((await inbox('admin')).notifications.some((n) => n.link === `/requests/view/${created.id}`)).toBe(false); // North, not Sevilla
    expect((await inbox('owner')).notifications.some((n) => n.link === `/requests/view/${created.id}`)).toBe(false); // the author
  });

  it('tells the author of the decision in the dashboard and the person by mail and SMS when the company chose so', async () => {
    await t.db.update(companies).set({ configuration: { notifications: { employeeAbsences: { dashboard: true, email: true, sms: true } } } }).where(eq(companies.id, t.fx.companyA.id));
    await t.db.update(users).set({ phone: '+34600111222' }).where(eq(users.id, t.fx.users.luis.id));
    const date = nextDate();
    const created = dataOf<{ id: string }>(await createDayoff(t, 'owner', { userId: t.fx.users.luis.id, typeId: reason, from: date, to: date }), 201);
    dataOf(await review(t, 'manager', { id: created.id, status: 'APPROVED' }));
    const owner = await inbox('owner');
    expect(owner.notifications.find((n) => n.link === `/requests/view/${created.id}`)).toMatchObject({ kind: 'DAYOFF_APPROVED' });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'luis@acme.test'));
    expect(mails.some((m) => m.subject === 'Solicitud aprobada: Luis Lopez')).toBe(true);
    const sms = await t.db.select().from(smsOutbox).where(and(eq(smsOutbox.companyId, t.fx.companyA.id), eq(smsOutbox.to, '+34600111222')));
    expect(sms.length).toBeGreaterThan(0);
  });
});

describe('a person\'s notifications', () => {
  it('counts the unread, marks one and all read, deletes one, and keeps everybody to their own', async () => {
    const before = await inbox('manager');
    expect(before.unread).toBeGreaterThan(0);
    const [first] = before.notifications;
    expect(dataOf<Notice>(await t.call('GET', `/api/notifications/${first.id}`, as('manager'))).id).toBe(first.id);
    expectError(await t.call('GET', `/api/notifications/${first.id}`, as('admin')), 404, 'NOT_FOUND');
    const one = dataOf<{ updated: number; unread: number }>(await t.call('PATCH', '/api/notifications', { ...as('manager'), body: { ids: [first.id] } }));
    expect(one).toEqual({ updated: 1, unread: before.unread - 1 });
    expect(dataOf<{ unread: number }>(await t.call('GET', '/api/notifications/unread/count', as('manager'))).unread).toBe(before.unread - 1);
    const all = dataOf<{ unread: number }>(await t.call('PATCH', '/api/notifications', { ...as('manager'), body: { all: true } }));
    expect(all.unread).toBe(0);
    expect((await inbox('manager', { unread: 'true' })).count).toBe(0);
    expectError(await t.call('DELETE', `/api/notifications/${first.id}`, as('admin')), 404, 'NOT_FOUND');
    dataOf(await t.call('DELETE', `/api/notifications/${first.id}`, as('manager')));
    expect((await inbox('manager')).count).toBe(before.count - 1);
    expectError(await t.call('PATCH', '/api/notifications', { ...as('manager'), body: {} }), 400, 'VALIDATION_ERROR');
  });

  it('lets an administrator send a message to dashboard users of the company, and nobody else', async () => {
    const res = await t.call('POST', '/api/notifications', { ...as('owner'), body: { userIds: [t.fx.users.admin.id], title: 'Inventario anual', body: 'El viernes cerramos a las 15:00', link: '/inventory' } });
    expect(dataOf<{ created: number }>(res, 201).created).toBe(1);
    expect((await inbox('admin')).notifications[0]).toMatchObject({ kind: 'MANUAL', title: 'Inventario anual', body: 'El viernes cerramos a las 15:00', link: '/inventory' });
    expectError(await t.call('POST', '/api/notifications', { ...as('owner'), body: { userIds: [t.fx.users.demoowner.id], title: 'x' } }), 400, 'VALIDATION_ERROR');
    expectError(await t.call('POST', '/api/notifications', { ...as('owner'), body: { userIds: [t.fx.users.ana.id], title: 'x' } }), 400, 'VALIDATION_ERROR');
    expectError(await t.call('POST', '/api/notifications', { ...as('viewer'), body: { userIds: [t.fx.users.admin.id], title: 'x' } }), 403, 'FORBIDDEN');
  });
});
