import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review, type Dayoff } from './dayoffHelpers';

interface Dashboard {
  today: { count: number; byReason: { reason: string; color: string; people: number }[]; people: { userId: string; reason: string }[] };
  month: { from: string; to: string; byReason: { reason: string; requests: number; days: number }[] };
  pending: { count: number; oldest: { userId: string }[] };
  upcoming: { days: number; requests: { userId: string; from: string }[] };
}

let t: TestApp;
const dashboard = (as: string, date = '2034-03-06') => t.call('GET', `/api/dayoffs/dashboard?date=${date}`, { token: t.tokenFor(as) });

/** Fixed dates far from any "today": 6 March 2034 is a Monday. Ana is away that day; Luis asked for it. */
beforeAll(async () => {
  t = await createTestApp();
  const sick = await createReason(t, { title: 'Sick leave', color: '#ff0000', dayCounting: 'CALENDAR_DAYS' });
  const { ana, luis } = t.fx.users;
  const away = dataOf<Dayoff>(await createDayoff(t, 'admin', { userId: ana.id, typeId: sick, from: '2034-03-06', to: '2034-03-08' }), 201);
  const later = dataOf<Dayoff>(await createDayoff(t, 'admin', { userId: ana.id, typeId: sick, from: '2034-03-13', to: '2034-03-13' }), 201);
  for (const id of [away.id, later.id]) dataOf(await review(t, 'owner', { id, status: 'APPROVED' }));
  dataOf(await createDayoff(t, 'manager', { userId: luis.id, typeId: sick, from: '2034-03-06', to: '2034-03-06' }), 201);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/dayoffs/dashboard', () => {
  it('answers who is away by reason, the month by reason, the pending requests and the upcoming leave', async () => {
    const d = dataOf<Dashboard>(await dashboard('owner'));
    expect(d.today).toMatchObject({ count: 1, byReason: [{ reason: 'Sick leave', color: '#ff0000', people: 1 }], people: [{ userId: t.fx.users.ana.id, reason: 'Sick leave' }] });
    expect(d.month).toMatchObject({ from: '2034-03-01', to: '2034-03-31', byReason: [{ reason: 'Sick leave', requests: 2, days: 4 }] });
    expect(d.pending).toMatchObject({ count: 1, oldest: [{ userId: t.fx.users.luis.id }] });
    expect(d.upcoming).toMatchObject({ days: 14, requests: [{ userId: t.fx.users.ana.id, from: '2034-03-13' }] });
  });

  it('counts only the caller’s units, and nothing of another company', async () => {
    const manager = dataOf<Dashboard>(await dashboard('manager'));
    expect(manager).toMatchObject({ today: { count: 0 }, pending: { count: 1 }, upcoming: { requests: [] } });
    const other = dataOf<Dashboard>(await dashboard('demoowner'));
    expect(other).toMatchObject({ today: { count: 0 }, month: { byReason: [] }, pending: { count: 0 } });
  });
});
