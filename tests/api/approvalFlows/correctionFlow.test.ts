import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, requestApprovals } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { decide, decideMany, forgetCheckOut, reviewPage, type Review } from '../reviews/reviewHelpers';

// Workday error reviews (requestType `review`) on a two-step flow: the unit manager first, then the owner.
let t: TestApp;
let luis: Review[] = [];
let own: Review[] = [];
let demo: Review[] = [];
beforeAll(async () => {
  t = await createTestApp();
  dataOf(await t.call('POST', '/api/approvalFlows', {
    token: t.tokenFor('owner'),
    body: {
      name: 'Error reports', requestType: 'review', escalateAfterHours: 24,
      steps: [{ rule: 'any', approvers: [{ kind: 'unitManager' }] }, { rule: 'any', approvers: [{ kind: 'user', userId: t.fx.users.owner.id }] }],
    },
  }), 201);
  for (const n of [2, 3, 4]) await forgetCheckOut(t, t.fx.users.luis.id, n);
  await forgetCheckOut(t, t.fx.users.manager.id, 2);
  await forgetCheckOut(t, t.fx.users.demoworker.id, 2, 'demoowner');
  luis = (await reviewPage(t, { filters: { userId: t.fx.users.luis.id } }, 'manager')).reviews;
  own = (await reviewPage(t, { filters: { userId: t.fx.users.manager.id } })).reviews;
  demo = (await reviewPage(t, {}, 'demoowner')).reviews;
});
afterAll(async () => {
  await t?.close();
});

const pendingIds = async (as: string) => (await reviewPage(t, { filters: { status: 'PENDING' } }, as)).reviews.map((r) => r.id);

describe('error reviews on a two-step approval flow', () => {
  it('starts a path for each new review; the manager’s approval moves it to the owner’s list, the owner’s approves it', async () => {
    expect(luis).toHaveLength(3);
    const paths = await t.db.select().from(requestApprovals).where(and(eq(requestApprovals.requestType, 'review'), eq(requestApprovals.requestId, luis[0].id)));
    expect(paths).toHaveLength(1);
    const id = luis[0].id;
    expect(await pendingIds('manager')).toContain(id);
    expect(await pendingIds('owner')).not.toContain(id);
    expectError(await decide(t, id, { status: 'APPROVED' }, 'owner'), 403, 'APPROVAL_NOT_YOUR_STEP');

    const first = dataOf<Review>(await decide(t, id, { status: 'APPROVED' }, 'manager'));
    expect(first.status).toBe('PENDING');
    expect(await pendingIds('manager')).not.toContain(id);
    expect(await pendingIds('owner')).toContain(id);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'workdayReviews'), eq(auditLog.entityId, id)));
    expect(audits).toHaveLength(1);
    expect(audits[0].changes).toMatchObject({ approvalStep: { from: 0, to: 1 } });
    const path = dataOf<{ onFlow: boolean; currentStep: number }>(await t.call('GET', `/api/approvals/review/${id}`, { token: t.tokenFor('owner') }));
    expect(path).toMatchObject({ onFlow: true, currentStep: 1 });

    const last = dataOf<Review>(await decide(t, id, { status: 'APPROVED' }, 'owner'));
    expect(last).toMatchObject({ status: 'APPROVED', reviewedBy: { id: t.fx.users.owner.id } });
  });

  it('a rejection at the first step rejects it; the bulk decision goes step by step too', async () => {
    const rejected = dataOf<Review>(await decide(t, luis[1].id, { status: 'REJECTED', reason: 'Came back' }, 'manager'));
    expect(rejected.status).toBe('REJECTED');
    const bulk = dataOf<{ results: { id: string; status: string; code?: string }[] }>(await decideMany(t, { ids: [luis[2].id], status: 'APPROVED' }, 'owner'));
    expect(bulk.results).toEqual([{ id: luis[2].id, status: 'skipped', code: 'APPROVAL_NOT_YOUR_STEP' }]);
    dataOf(await decideMany(t, { ids: [luis[2].id], status: 'APPROVED' }, 'manager'));
    expect(await pendingIds('owner')).toContain(luis[2].id);
  });

  it('nobody approves their own report, at any step', async () => {
    expect(own).toHaveLength(1);
    expectError(await decide(t, own[0].id, { status: 'APPROVED' }, 'manager'), 403, 'SELF_REVIEW_NOT_ALLOWED');
  });

  it('without a flow (another company) nothing changes; another company’s review is 404', async () => {
    expect(demo).toHaveLength(1);
    expectError(await decide(t, demo[0].id, { status: 'APPROVED' }, 'owner'), 404, 'NOT_FOUND');
    expect(dataOf<Review>(await decide(t, demo[0].id, { status: 'APPROVED' }, 'demoowner')).status).toBe('APPROVED');
    const paths = await t.db.select().from(requestApprovals).where(eq(requestApprovals.requestId, demo[0].id));
    expect(paths).toHaveLength(0);
  });
});
