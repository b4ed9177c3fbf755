import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox, notifications, users } from '../../../src/server/db/schema';
import { dataOf } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

/**
 * Birthday notifications (docs/api/notifications.md): the daily check, run with an injected instant, tells the owners
 * and the administrators of the person's unit, once per company and day, on the channels chosen for `birthday`.
 */
type Notice = { kind: string; title: string; params: Record<string, unknown>; link: string | null };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const born = async (user: string, birthDate: string) => t.db.update(users).set({ birthDate }).where(eq(users.id, t.fx.users[user].id));
  await born('ana', '1990-05-14'); // Bilbao (North): the owner and North's administrator
  await born('luis', '1985-05-14'); // Sevilla: the owner only (the manager is not told, nor North's administrator)
  await born('gone', '1980-05-14'); // inactive: nobody
  await born('collaborator', '1992-05-15');
  await born('demoworker', '1995-05-14'); // the other company's
});
afterAll(async () => {
  await t?.close();
});

const birthdaysOf = async (user: string): Promise<Notice[]> =>
  dataOf<{ notifications: Notice[] }>(await t.call('GET', '/api/notifications/getNotificationsToTable/get', { token: t.tokenFor(user), query: { limit: '100' } }))
    .notifications.filter((n) => n.kind === 'BIRTHDAY');
const setChannel = async (birthday: Record<string, boolean>) =>
  t.db.update(companies).set({ configuration: { notifications: { birthday } } }).where(eq(companies.id, t.fx.companyA.id));

describe('birthday notifications', () => {
  it('tells each reviewer of a person born on the clock\'s day, once, however often the check runs', async () => {
    await t.app.dailyChecks.run(new Date('2031-05-14T07:00:00Z'));
    const owner = await birthdaysOf('owner');
    expect(owner.map((n) => n.params.name).sort()).toEqual(['Ana Arriaga', 'Luis Lopez']);
    const ana = owner.find((n) => n.params.name === 'Ana Arriaga');
    expect(ana).toMatchObject({ title: 'Hoy es el cumpleaños de Ana Arriaga', params: { unit: 'Bilbao Store', age: 41 }, link: `/team/profile/${t.fx.users.ana.id}` });
    expect((await birthdaysOf('admin')).map((n) => n.params.name)).toEqual(['Ana Arriaga']);
    expect(await birthdaysOf('manager')).toEqual([]);
    expect(await birthdaysOf('viewer')).toEqual([]);
    expect((await birthdaysOf('demoowner')).map((n) => n.params.name)).toEqual(['Demoworker Worker']);

    // later the same day, and again: nothing new
    await t.app.dailyChecks.run(new Date('2031-05-14T15:00:00Z'));
    await t.app.dailyChecks.run(new Date('2031-05-14T21:59:00Z'));
    expect(await birthdaysOf('owner')).toHaveLength(2);
    expect(await birthdaysOf('admin')).toHaveLength(1);
  });

  it('with the birthday channel off tells nobody; switched on later that day, it tells by the chosen channel', async () => {
    await setChannel({ dashboard: false, email: false, sms: false });
    // 22:30 UTC is already 15 May in Madrid, the company's zone
    await t.app.dailyChecks.run(new Date('2031-05-14T22:30:00Z'));
    const hasNotice = async (user: string) => (await t.db.select().from(notifications)
      .where(and(eq(notifications.userId, t.fx.users[user].id), eq(notifications.entityId, t.fx.users.collaborator.id)))).length > 0;
    expect(await hasNotice('owner')).toBe(false);
    expect(await hasNotice('admin')).toBe(false);

    await setChannel({ dashboard: false, email: true, sms: false });
    await t.app.dailyChecks.run(new Date('2031-05-15T09:00:00Z'));
    expect(await hasNotice('owner')).toBe(false); // not in the dashboard
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Hoy es el cumpleaños de Collaborator Bilbaino'));
    expect(mails.map((m) => m.to).sort()).toEqual(['admin@acme.test', 'owner@acme.test']);
    await t.app.dailyChecks.run(new Date('2031-05-15T12:00:00Z'));
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Hoy es el cumpleaños de Collaborator Bilbaino'))).toHaveLength(2);
  });
});
