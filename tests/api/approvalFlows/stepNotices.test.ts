import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox, notifications, workdayReviews } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review, type Dayoff } from '../dayoffs/dayoffHelpers';
import { decide, forgetCheckOut, reviewPage, type Review } from '../reviews/reviewHelpers';

// Two-step flows (the North administrator, then the owner): the requester hears of each step approved
// (DAYOFF_STEP_APPROVED / REVIEW_STEP_APPROVED) with a link to the one request, and of the end only by the final notice.
let t: TestApp;
let reason: string;
beforeAll(async () => {
  t = await createTestApp();
  reason = await createReason(t, { title: 'Long leave' });
  const steps = [
    { name: 'Region', rule: 'any', approvers: [{ kind: 'user', userId: t.fx.users.admin.id }] },
    { rule: 'any', approvers: [{ kind: 'user', userId: t.fx.users.owner.id }] },
  ];
  dataOf(await t.call('POST', '/api/approvalFlows', { token: t.tokenFor('owner'), body: { name: 'Leave', requestType: 'absence', conditions: { typeIds: [reason] }, steps } }), 201);
  dataOf(await t.call('POST', '/api/approvalFlows', { token: t.tokenFor('owner'), body: { name: 'Errors', requestType: 'review', steps } }), 201);
  // the person's notices by mail too (collaborators have no dashboard)
  const [company] = await t.db.select().from(companies).where(eq(companies.id, t.fx.companyA.id));
  await t.db.update(companies).set({ configuration: { ...(company.configuration as Record<string, unknown>), notifications: { employeeAbsences: { dashboard: true, email: true } } } })
    .where(eq(companies.id, t.fx.companyA.id));
});
afterAll(async () => {
  await t?.close();
});

const noticesOf = async (entityId: string, user: string) =>
  t.db.select().from(notifications).where(and(eq(notifications.entityId, entityId), eq(notifications.userId, t.fx.users[user].id))).orderBy(notifications.createdAt);
const subjectsTo = async (email: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).map((m) => m.subject);

async function leave(as: string, user: string, day: number): Promise<Dayoff> {
  const date = new Date(Date.UTC(2034, 2, day)).toISOString().slice(0, 10);
  return dataOf<Dayoff>(await createDayoff(t, as, { userId: t.fx.users[user].id, typeId: reason, from: date, to: date }), 201);
}

describe('the requester hears of each step of an absence request', () => {
  it('after the first step: a step notice naming the step and who approved it, linking to the request; after the last: the final notice only', async () => {
    // Luis (no dashboard) asked through his manager: the manager (who entered it) in the dashboard, Luis by mail
    const req = await leave('manager', 'luis', 1);
    expect(await noticesOf(req.id, 'manager')).toEqual([]);

    expect(dataOf<Dayoff>(await review(t, 'admin', { id: req.id, status: 'APPROVED' })).status).toBe('PENDING');
    const [step] = await noticesOf(req.id, 'manager');
    expect(step).toMatchObject({ kind: 'DAYOFF_STEP_APPROVED', link: `/requests/view/${req.id}`, entity: 'dayoffs' });
    expect(step.params).toMatchObject({ name: 'Luis Lopez', reason: 'Long leave', step: 'Region (1/2)', by: 'Admin Tester' });
    expect(step.title).toBe('Solicitud aprobada en el paso Region (1/2): Luis Lopez');
    expect(await subjectsTo('luis@acme.test')).toEqual(['Solicitud aprobada en el paso Region (1/2): Luis Lopez']);
    // the one who decided was asked to (step 1) and is not told of their own decision; the next approver is asked
    expect((await noticesOf(req.id, 'admin')).map((n) => n.kind)).toEqual(['DAYOFF_REQUESTED']);
    expect((await noticesOf(req.id, 'owner')).map((n) => n.kind)).toEqual(['DAYOFF_REQUESTED']);

    expect(dataOf<Dayoff>(await review(t, 'owner', { id: req.id, status: 'APPROVED' })).status).toBe('APPROVED');
    expect((await noticesOf(req.id, 'manager')).map((n) => n.kind)).toEqual(['DAYOFF_STEP_APPROVED', 'DAYOFF_APPROVED']);
    expect(await subjectsTo('luis@acme.test')).toEqual(['Solicitud aprobada en el paso Region (1/2): Luis Lopez', 'Solicitud aprobada: Luis Lopez']);
  });

  it('a dashboard user asking for themselves sees the step notice in the dashboard; a rejection at the first step sends no step notice', async () => {
    const own = await leave('manager', 'manager', 2);
    dataOf(await review(t, 'admin', { id: own.id, status: 'APPROVED' }));
    const [step] = await noticesOf(own.id, 'manager');
    expect(step).toMatchObject({ kind: 'DAYOFF_STEP_APPROVED', link: `/requests/view/${own.id}` });

    const rejected = await leave('manager', 'luis', 3);
    dataOf(await review(t, 'admin', { id: rejected.id, status: 'REJECTED', reason: 'Short-staffed' }));
    expect((await noticesOf(rejected.id, 'manager')).map((n) => n.kind)).toEqual(['DAYOFF_REJECTED']);
  });

  it('a step decision refused (not the caller’s step) tells nobody', async () => {
    const req = await leave('manager', 'luis', 4);
    expectError(await review(t, 'owner', { id: req.id, status: 'APPROVED' }), 403, 'APPROVAL_NOT_YOUR_STEP');
    expect(await noticesOf(req.id, 'manager')).toEqual([]);
  });
});

describe('the reviewed person hears of each step of an error review', () => {
  it('step notice after the first step (by mail, and in the dashboard for a dashboard user), the final notice only after the last; notices open the one review', async () => {
    await forgetCheckOut(t, t.fx.users.manager.id, 2);
    await forgetCheckOut(t, t.fx.users.luis.id, 2);
    const [mine] = await t.db.select({ id: workdayReviews.id }).from(workdayReviews).where(eq(workdayReviews.userId, t.fx.users.manager.id));
    const [his] = await t.db.select({ id: workdayReviews.id }).from(workdayReviews).where(eq(workdayReviews.userId, t.fx.users.luis.id));
    const [asked] = await noticesOf(mine.id, 'admin');
    expect(asked).toMatchObject({ kind: 'REVIEW_REQUESTED', link: `/team/marks-review?review=${mine.id}` });

    for (const id of [mine.id, his.id]) expect(dataOf<Review>(await decide(t, id, { status: 'APPROVED' }, 'admin')).status).toBe('PENDING');
    const [step] = await noticesOf(mine.id, 'manager');
    expect(step).toMatchObject({ kind: 'REVIEW_STEP_APPROVED', link: `/team/marks-review?review=${mine.id}`, entity: 'workdayReviews' });
    expect(step.params).toMatchObject({ name: 'Manager Tester', step: 'Region (1/2)', by: 'Admin Tester' });
    expect(await subjectsTo('luis@acme.test')).toContain('Reporte de error aprobado en el paso Region (1/2): Luis Lopez');
    expect(await noticesOf(his.id, 'luis')).toEqual([]);

    // the link's filter: that one review, whatever its step (the owner is at it; the manager, its person, is not)
    const one = await reviewPage(t, { filters: { id: mine.id } }, 'manager');
    expect(one.reviews.map((r) => r.id)).toEqual([mine.id]);
    expect((await reviewPage(t, { filters: { id: mine.id } }, 'demoowner')).reviews).toEqual([]);

    for (const id of [mine.id, his.id]) expect(dataOf<Review>(await decide(t, id, { status: 'APPROVED' }, 'owner')).status).toBe('APPROVED');
    // the final notice too reaches a dashboard user's bell (Luis, without a dashboard, only by mail)
    expect((await noticesOf(mine.id, 'manager')).map((n) => n.kind)).toEqual(['REVIEW_STEP_APPROVED', 'REVIEW_APPROVED']);
    expect(await noticesOf(his.id, 'luis')).toEqual([]);
    const luisMail = (await subjectsTo('luis@acme.test')).filter((s) => s.startsWith('Reporte de error'));
    expect(luisMail).toEqual(['Reporte de error aprobado en el paso Region (1/2): Luis Lopez', 'Reporte de error aprobado: Luis Lopez']);
    const decided = await reviewPage(t, { filters: { id: his.id } }, 'manager');
    expect(decided.reviews.map((r) => [r.id, r.status])).toEqual([[his.id, 'APPROVED']]);
  });
});

describe('the Delegates card’s people', () => {
  it('an administrator gets every active dashboard user who may decide, beyond their units, never another company’s', async () => {
    const list = dataOf<{ people: { id: string; name: string }[]; count: number }>(await t.call('GET', '/api/approvalDelegates/people', { token: t.tokenFor('admin') }));
    const ids = list.people.map((p) => p.id);
    // the North administrator's own list of users stops at their units; the Sevilla manager is beyond it
    const admins = dataOf<{ admins: { id: string }[] }>(await t.call('GET', '/api/users/admin/getAdminTable', { token: t.tokenFor('admin'), query: { limit: '200' } })).admins.map((a) => a.id);
    expect(admins).not.toContain(t.fx.users.manager.id);
    expect(ids.sort()).toEqual([t.fx.users.admin.id, t.fx.users.manager.id, t.fx.users.owner.id].sort());
    expect(list.count).toBe(3);
    for (const out of ['viewer', 'luis', 'retired', 'demoowner']) expect(ids).not.toContain(t.fx.users[out].id);
    // and may set one of them as a delegate; another company's person stays unknown; nobody is their own delegate
    expect(dataOf(await t.call('PUT', `/api/approvalDelegates/${t.fx.users.admin.id}`, { token: t.tokenFor('admin'), body: { delegateId: t.fx.users.manager.id } })))
      .toEqual({ userId: t.fx.users.admin.id, delegateId: t.fx.users.manager.id });
    expectError(await t.call('PUT', `/api/approvalDelegates/${t.fx.users.admin.id}`, { token: t.tokenFor('admin'), body: { delegateId: t.fx.users.demoowner.id } }), 404, 'NOT_FOUND');
    expectError(await t.call('PUT', `/api/approvalDelegates/${t.fx.users.admin.id}`, { token: t.tokenFor('admin'), body: { delegateId: t.fx.users.retired.id } }), 404, 'NOT_FOUND');
    expectError(await t.call('PUT', `/api/approvalDelegates/${t.fx.users.admin.id}`, { token: t.tokenFor('admin'), body: { delegateId: t.fx.users.admin.id } }), 400, 'VALIDATION_ERROR', 'delegateId');
    // the other company's owner sees only their own people; who may not set delegates is refused
    const other = dataOf<{ people: { id: string }[] }>(await t.call('GET', '/api/approvalDelegates/people', { token: t.tokenFor('demoowner') })).people.map((p) => p.id);
    expect(other).toEqual([t.fx.users.demoowner.id]);
    expectError(await t.call('GET', '/api/approvalDelegates/people', { token: t.tokenFor('manager') }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', '/api/approvalDelegates/people', { token: t.tokenFor('viewer') }), 403, 'FORBIDDEN');
  });
});
