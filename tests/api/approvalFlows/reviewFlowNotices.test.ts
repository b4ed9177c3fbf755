import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox, notifications, workdayReviews } from '../../../src/server/db/schema';
import { dataOf } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { decide, forgetCheckOut, reviewPage, type Review } from '../reviews/reviewHelpers';

// Error reviews on a flow whose first step names the North administrator (outside Sevilla, where Luis works), then
// the unit manager: notices at each step, the person told of the end, escalation — as absence requests.
let t: TestApp;
let reviews: { id: string }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  dataOf(await t.call('POST', '/api/approvalFlows', {
    token: t.tokenFor('owner'),
    body: {
      name: 'Errors', requestType: 'review', escalateAfterHours: 24,
      steps: [{ rule: 'any', approvers: [{ kind: 'user', userId: t.fx.users.admin.id }] }, { rule: 'any', approvers: [{ kind: 'unitManager' }] }],
    },
  }), 201);
  for (const n of [2, 3]) await forgetCheckOut(t, t.fx.users.luis.id, n);
  // the owner is not at their step: they do not list them (read here)
  reviews = await t.db.select({ id: workdayReviews.id }).from(workdayReviews).where(eq(workdayReviews.userId, t.fx.users.luis.id)).orderBy(workdayReviews.createdAt, workdayReviews.id);
});
afterAll(async () => {
  await t?.close();
});

const noticesOf = async (id: string, user: string) =>
  (await t.db.select().from(notifications).where(and(eq(notifications.entityId, id), eq(notifications.userId, t.fx.users[user].id)))).map((n) => n.kind);

describe('error reviews on an approval flow', () => {
  it('a named approver outside the person’s units sees and decides it; each step’s approvers are told; the person hears of the end', async () => {
    expect(reviews).toHaveLength(2);
    const id = reviews[0].id;
    expect(await noticesOf(id, 'admin')).toEqual(['REVIEW_REQUESTED']);
    expect(await noticesOf(id, 'manager')).toEqual([]);
    expect((await reviewPage(t, { filters: { status: 'PENDING' } }, 'admin')).reviews.map((r) => r.id)).toContain(id);

    expect(dataOf<Review>(await decide(t, id, { status: 'APPROVED' }, 'admin')).status).toBe('PENDING');
    expect(await noticesOf(id, 'manager')).toEqual(['REVIEW_REQUESTED']);

    await t.db.update(companies).set({ configuration: { notifications: { employeeAbsences: { dashboard: true, email: true } } } }).where(eq(companies.id, t.fx.companyA.id));
    expect(dataOf<Review>(await decide(t, id, { status: 'APPROVED' }, 'manager')).status).toBe('APPROVED');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'luis@acme.test'));
    expect(mails.map((m) => m.subject)).toContain('Reporte de error aprobado: Luis Lopez');
  });

  it('a step pending longer than the flow’s hours escalates, and who was added is told', async () => {
    const id = reviews[1].id;
    await t.app.dailyChecks.run(new Date(Date.now() + 25 * 3_600_000));
    const path = dataOf<{ trail: { kind: string }[]; steps: { approvers: { id: string }[] }[] }>(await t.call('GET', `/api/approvals/review/${id}`, { token: t.tokenFor('owner') }));
    expect(path.trail.map((e) => e.kind)).toEqual(['STARTED', 'ESCALATED']);
    expect(path.steps[0].approvers.map((a) => a.id)).toContain(t.fx.users.owner.id);
    expect(await noticesOf(id, 'owner')).toEqual(['REVIEW_REQUESTED']);
  });
});
