import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review, type Dayoff } from '../dayoffs/dayoffHelpers';
import { forgetCheckOut } from './reviewHelpers';

let t: TestApp;
let sick: string;
let holidays: string;

interface PendingPage { dayoffs: { id: string; kind: string; userName: string; typeTitle: string; color: string | null; days: number; branchName: string | null }[]; count: number }
interface Counts { workdays: number; dayoffs: number; total: number }

const pendingDayoffs = async (body: unknown, as = 'owner') =>
  dataOf<PendingPage>(await t.call('POST', '/api/reviews/pending/dayoffs/getFiltered', { token: t.tokenFor(as), body }));
const counts = async (as = 'owner') => dataOf<Counts>(await t.call('GET', '/api/reviews/pending/count', { token: t.tokenFor(as) }));
const request = async (user: string, typeId: string, from: string, to = from) =>
  dataOf<Dayoff>(await createDayoff(t, 'owner', { userId: t.fx.users[user].id, typeId, from, to }), 201);

/** Acme: pending requests of Ana (Bilbao, north), Luis (Sevilla) and the north administrator; Ana forgot one check-out. */
beforeAll(async () => {
  t = await createTestApp();
  sick = await createReason(t, { title: 'Sick leave', color: '#ff0000' });
  holidays = await createReason(t, { title: 'Personal', color: '#00aa00' });
  await request('ana', sick, '2033-03-02');
  await request('luis', holidays, '2033-03-09', '2033-03-10');
  await request('admin', holidays, '2033-04-06');
  const decided = await request('ana', holidays, '2033-05-04');
  dataOf(await review(t, 'owner', { id: decided.id, status: 'APPROVED' }));
  await forgetCheckOut(t, t.fx.users.ana.id, 3);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/reviews/pending/dayoffs/getFiltered', () => {
  it('lists only PENDING requests, oldest first, with person, unit, reason and colour', async () => {
    const page = await pendingDayoffs({});
    expect(page.count).toBe(3);
    expect(page.dayoffs.map((d) => d.userName)).toEqual([expect.stringContaining('Arriaga'), expect.stringContaining('Lopez'), expect.any(String)]);
    expect(page.dayoffs[0]).toMatchObject({ kind: 'dayoff', typeTitle: 'Sick leave', color: '#ff0000', days: 1 });
    expect(page.dayoffs[1].days).toBe(2);
  });

  it('filters by reason, unit and dates, and pages on the server', async () => {
    expect((await pendingDayoffs({ filters: { typeId: holidays } })).count).toBe(2);
    expect((await pendingDayoffs({ filters: { branch: t.fx.units.sevilla } })).dayoffs.map((d) => d.userName)).toEqual([expect.stringContaining('Lopez')]);
    expect((await pendingDayoffs({ filters: { date: { gte: '2033-03-10', lte: '2033-03-31' } } })).count).toBe(1);
    const second = await pendingDayoffs({ limit: 1, offset: 1 });
    expect(second).toMatchObject({ count: 3 });
    expect(second.dayoffs).toHaveLength(1);
    expectError(await t.call('POST', '/api/reviews/pending/dayoffs/getFiltered', { token: t.tokenFor('owner'), body: { filters: { date: { gte: '2033-04-01', lte: '2033-03-01' } } } }), 400, 'DATE_RANGE_INVALID');
  });

  it('shows a manager only the requests of his units, and another company nothing', async () => {
    const page = await pendingDayoffs({}, 'manager');
    expect(page.dayoffs.map((d) => d.userName)).toEqual([expect.stringContaining('Lopez')]);
    expect((await pendingDayoffs({}, 'demoowner')).count).toBe(0);
  });
});

describe('GET /api/reviews/pending/count', () => {
  it('counts pending workday reviews and absence requests the caller may decide (never their own)', async () => {
    expect(await counts('owner')).toEqual({ workdays: 1, dayoffs: 3, total: 4 });
    // the north administrator: Ana's request and review (Bilbao is under north), not his own request
    expect(await counts('admin')).toEqual({ workdays: 1, dayoffs: 1, total: 2 });
    expect(await counts('manager')).toEqual({ workdays: 0, dayoffs: 1, total: 1 });
  });

  it('drops after a decision, and is 0 for what the role may not decide', async () => {
    const [first] = (await pendingDayoffs({ filters: { branch: t.fx.units.sevilla } })).dayoffs;
    dataOf(await review(t, 'owner', { id: first.id, status: 'APPROVED' }));
    expect((await counts('manager')).dayoffs).toBe(0);
    expect(await counts('viewer')).toEqual({ workdays: 0, dayoffs: 0, total: 0 });
  });
});
