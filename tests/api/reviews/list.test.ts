import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createRole, grants, userWithRole } from '../roles/roleTestKit';
import { daysAgo } from '../workdays/attendanceHelpers';
import { doubleCheckIn, forgetCheckOut, listReviews, reviewPage } from './reviewHelpers';

let t: TestApp;

/**
 * Acme: Ana (Bilbao) forgot to check out 3, 4 and 5 days ago and pressed check-in twice 7 days ago; the Bilbao
 * collaborator forgot 6 days ago; Luis (Sevilla) 3 days ago. Demo company: its worker forgot 3 days ago.
 */
beforeAll(async () => {
  t = await createTestApp();
  const { ana, collaborator, luis, demoworker } = t.fx.users;
  for (const n of [3, 4, 5]) await forgetCheckOut(t, ana.id, n);
  await doubleCheckIn(t, ana.id, 7);
  await forgetCheckOut(t, collaborator.id, 6);
  await forgetCheckOut(t, luis.id, 3);
  await forgetCheckOut(t, demoworker.id, 3, 'demoowner');
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/workdays/reviews/getFiltered', () => {
  it('lists the pending error reports newest workday first, with the person, unit, workday and the totals per status', async () => {
    const all = await reviewPage(t, { filters: { status: 'PENDING' } });
    expect(all.count).toBe(6);
    expect(all.counts).toEqual({ PENDING: 6, APPROVED: 0, REJECTED: 0 });
    expect(all.reviews.map((r) => r.date)).toEqual([daysAgo(3), daysAgo(3), daysAgo(4), daysAgo(5), daysAgo(6), daysAgo(7)]);
    const ana = all.reviews.find((r) => r.userId === t.fx.users.ana.id && r.date === daysAgo(4))!;
    expect(ana).toMatchObject({
      userName: 'Ana Arriaga', numberOfDocument: 'DOC-ana', branchId: t.fx.units.bilbao, branchName: 'Bilbao Store',
      kind: 'MISSING_CHECK_OUT', status: 'PENDING', reason: null, reviewedBy: null, reviewedAt: null,
      workday: { state: 'automaticFinish' },
    });
    expect(ana.workday.firstIn).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(ana.workday.lastOut).not.toBeNull(); // closed automatically
    expect(all.reviews.find((r) => r.date === daysAgo(7))).toMatchObject({ kind: 'CHECK_IN_WHILE_OPEN', workday: { state: 'finish', workedMinutes: 480 } });
  });

  it('pages on the server: limit and offset over a stable order, the count of every match', async () => {
    const first = await reviewPage(t, { limit: 2, offset: 0 });
    const second = await reviewPage(t, { limit: 2, offset: 2 });
    const last = await reviewPage(t, { limit: 2, offset: 4 });
    const beyond = await reviewPage(t, { limit: 2, offset: 6 });
    expect([first.count, second.count, last.count, beyond.count]).toEqual([6, 6, 6, 6]);
    const ids = [...first.reviews, ...second.reviews, ...last.reviews].map((r) => r.id);
    expect(new Set(ids).size).toBe(6);
    expect(beyond.reviews).toEqual([]);
    expectError(await listReviews(t, { limit: 201 }), 400, 'VALIDATION_ERROR', 'limit');
    expect((await reviewPage(t, { limit: 200 })).reviews).toHaveLength(6);
  });

  it('filters by kind, unit with its sub-units, person, workday dates and name or document words', async () => {
    const ids = async (filters: unknown) => (await reviewPage(t, { filters })).reviews.map((r) => `${r.userName}@${r.date}`).sort();
    expect(await ids({ kind: 'CHECK_IN_WHILE_OPEN' })).toEqual([`Ana Arriaga@${daysAgo(7)}`]);
    // North Region holds Bilbao and Santander: Ana's four and the collaborator's one
    expect(await ids({ branch: t.fx.units.north })).toHaveLength(5);
    expect(await ids({ branch: t.fx.units.sevilla })).toEqual([`Luis Lopez@${daysAgo(3)}`]);
    expect(await ids({ branch: t.fx.units.bHq })).toEqual([]);
    expect(await ids({ userId: t.fx.users.collaborator.id })).toEqual([`Collaborator Bilbaino@${daysAgo(6)}`]);
    expect(await ids({ date: { gte: daysAgo(4), lte: daysAgo(3) } })).toEqual([`Ana Arriaga@${daysAgo(4)}`, `Ana Arriaga@${daysAgo(3)}`, `Luis Lopez@${daysAgo(3)}`]);
    expect(await ids({ q: 'ana arr', date: { lte: daysAgo(5) } })).toEqual([`Ana Arriaga@${daysAgo(7)}`, `Ana Arriaga@${daysAgo(5)}`]);
    expect(await ids({ q: 'doc-luis' })).toEqual([`Luis Lopez@${daysAgo(3)}`]);
    expect(await ids({ q: '100%_' })).toEqual([]);
    expect(await ids({ status: 'APPROVED' })).toEqual([]);
    expect((await reviewPage(t, { filters: { status: ['APPROVED', 'REJECTED'] } })).count).toBe(0);
  });

  it('refuses bad filters with a 400 on the field, never a 500', async () => {
    expectError(await listReviews(t, { filters: { date: { gte: daysAgo(1), lte: daysAgo(5) } } }), 400, 'DATE_RANGE_INVALID', 'filters.date.lte');
    expectError(await listReviews(t, { filters: { status: 'DONE' } }), 400, 'VALIDATION_ERROR');
    expectError(await listReviews(t, { filters: { kind: 'LATE' } }), 400, 'VALIDATION_ERROR', 'filters.kind');
    expectError(await listReviews(t, { filters: { branch: 'north' } }), 400, 'VALIDATION_ERROR', 'filters.branch');
    expectError(await listReviews(t, { filters: { colour: 'red' } }), 400, 'VALIDATION_ERROR', 'filters.colour');
  });

  it('shows a manager and an administrator only the people of their units, and each company only its own', async () => {
    const manager = await reviewPage(t, {}, 'manager');
    expect(manager.reviews.map((r) => r.userName)).toEqual(['Luis Lopez']);
    expect(manager.counts.PENDING).toBe(1);
    // a unit outside the manager's scope does not widen it
    expect((await reviewPage(t, { filters: { branch: t.fx.units.north } }, 'manager')).count).toBe(0);
    const admin = await reviewPage(t, {}, 'admin');
    expect(new Set(admin.reviews.map((r) => r.userName))).toEqual(new Set(['Ana Arriaga', 'Collaborator Bilbaino']));
    const demo = await reviewPage(t, {}, 'demoowner');
    expect(demo.reviews.map((r) => r.userName)).toEqual(['Demoworker Worker']);
    expect((await reviewPage(t, { filters: { userId: t.fx.users.demoworker.id } })).count).toBe(0);
  });

  it('needs the workdays-reviews module: a viewer may read, a role without the module may not', async () => {
    expect((await reviewPage(t, {}, 'viewer')).count).toBe(6);
    const role = await createRole(t, 'Attendance only', grants('workdays:GET'));
    const holder = await userWithRole(t, `custom:${role.id}`);
    const res = await t.call('POST', '/api/workdays/reviews/getFiltered', { token: holder.token, body: {} });
    expectError(res, 403, 'FORBIDDEN');
    expectError(await t.call('POST', '/api/workdays/reviews/getFiltered', { body: {} }), 401, 'UNAUTHORIZED');
  });
});
