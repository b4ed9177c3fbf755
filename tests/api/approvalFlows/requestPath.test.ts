import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, requestApprovals } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review, type Dayoff } from '../dayoffs/dayoffHelpers';

let t: TestApp;
let flowReason: string;
let plainReason: string;
let day = 0;
beforeAll(async () => {
  t = await createTestApp();
  flowReason = await createReason(t, { title: 'Long leave' });
  plainReason = await createReason(t, { title: 'Errand' });
  // Long leave of anyone: the unit manager first, then the North administrator (outside Sevilla)
  await t.call('POST', '/api/approvalFlows', {
    token: t.tokenFor('owner'),
    body: {
      name: 'Two steps', requestType: 'absence', conditions: { typeIds: [flowReason] }, escalateAfterHours: 24,
      steps: [{ rule: 'any', approvers: [{ kind: 'unitManager' }] }, { rule: 'any', approvers: [{ kind: 'user', userId: t.fx.users.admin.id }] }],
    },
  });
});
afterAll(async () => {
  await t?.close();
});

async function pending(typeId: string, user = 'luis'): Promise<Dayoff> {
  day += 1;
  const date = new Date(Date.UTC(2033, 1, day)).toISOString().slice(0, 10);
  return dataOf<Dayoff>(await createDayoff(t, 'owner', { userId: t.fx.users[user].id, typeId, from: date, to: date }), 201);
}
const inbox = async (as: string, filters: Record<string, unknown> = {}) =>
  dataOf<{ dayoffs: { id: string; approval: { step: number; steps: number } | null }[] }>(await t.call('POST', '/api/reviews/pending/dayoffs/getFiltered', { token: t.tokenFor(as), body: { filters } })).dayoffs;
interface PathView { onFlow: boolean; status: string; currentStep: number; steps: { state: string; approvers: { id: string }[] }[]; trail: { kind: string; by: { id: string } | null }[] }
const pathOf = async (as: string, id: string) => dataOf<PathView>(await t.call('GET', `/api/approvals/absence/${id}`, { token: t.tokenFor(as) }));

describe('an absence request on a two-step flow', () => {
  it('moves from the unit manager’s inbox to the second approver’s; only the last step approves it', async () => {
    const req = await pending(flowReason);
    expect((await inbox('manager')).map((r) => r.id)).toContain(req.id);
    expect((await inbox('manager')).find((r) => r.id === req.id)?.approval).toEqual({ step: 0, steps: 2, approvers: [t.fx.users.manager.id] });
    expect((await inbox('admin')).map((r) => r.id)).not.toContain(req.id);
    // the owner is not at its step: only with the "all steps" filter
    expect((await inbox('owner')).map((r) => r.id)).not.toContain(req.id);
    expect((await inbox('owner', { allSteps: true })).map((r) => r.id)).toContain(req.id);
    // the owner sees every unit but is not at its step; the North administrator does not even see it yet
    expectError(await review(t, 'owner', { id: req.id, status: 'APPROVED' }), 403, 'APPROVAL_NOT_YOUR_STEP');
    expectError(await review(t, 'admin', { id: req.id, status: 'APPROVED' }), 404, 'NOT_FOUND');

    const first = dataOf<Dayoff>(await review(t, 'manager', { id: req.id, status: 'APPROVED' }));
    expect(first.status).toBe('PENDING');
    expect((await inbox('manager')).map((r) => r.id)).not.toContain(req.id);
    expect((await inbox('admin')).map((r) => r.id)).toContain(req.id);
    const notes = await t.db.select().from(notifications).where(and(eq(notifications.entityId, req.id), eq(notifications.userId, t.fx.users.admin.id)));
    expect(notes.map((n) => n.kind)).toEqual(['DAYOFF_REQUESTED']);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'dayoffs'), eq(auditLog.entityId, req.id), eq(auditLog.action, 'update')));
    expect(audits).toHaveLength(1);

    const path = await pathOf('admin', req.id);
    expect(path).toMatchObject({ onFlow: true, status: 'pending', currentStep: 1 });
    expect(path.steps.map((s) => s.state)).toEqual(['done', 'current']);
    expect(path.trail.map((e) => e.kind)).toEqual(['STARTED', 'APPROVED']);

    const last = dataOf<Dayoff>(await review(t, 'admin', { id: req.id, status: 'APPROVED' }));
    expect(last).toMatchObject({ status: 'APPROVED', review: { reviewerId: t.fx.users.admin.id } });
    expect((await pathOf('owner', req.id)).steps.map((s) => s.state)).toEqual(['done', 'done']);
  });

  it('a rejection at the first step rejects the request', async () => {
    const req = await pending(flowReason);
    const rejected = dataOf<Dayoff>(await review(t, 'manager', { id: req.id, status: 'REJECTED', reason: 'Short-staffed' }));
    expect(rejected.status).toBe('REJECTED');
    expect((await pathOf('owner', req.id)).status).toBe('rejected');
  });

  it('a request no flow applies to keeps the default single review by anyone of its unit', async () => {
    const req = await pending(plainReason);
    expect((await inbox('owner')).map((r) => r.id)).toContain(req.id);
    expect((await pathOf('manager', req.id))).toMatchObject({ onFlow: false, steps: [] });
    expect(dataOf<Dayoff>(await review(t, 'owner', { id: req.id, status: 'APPROVED' })).status).toBe('APPROVED');
  });

  it('the path is 404 to another company and to a manager outside the request’s units who is not on it', async () => {
    const req = await pending(flowReason, 'ana');
    expectError(await t.call('GET', `/api/approvals/absence/${req.id}`, { token: t.tokenFor('demoowner') }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/approvals/absence/${req.id}`, { token: t.tokenFor('manager') }), 404, 'NOT_FOUND');
    expect((await pathOf('viewer', req.id)).onFlow).toBe(true);
  });

  it('a step pending longer than the flow’s hours escalates with the periodic check (clock injected)', async () => {
    const req = await pending(flowReason);
    await t.app.dailyChecks.run(new Date(Date.now() + 2 * 3_600_000));
    expect((await pathOf('owner', req.id)).trail.map((e) => e.kind)).toEqual(['STARTED']);
    await t.app.dailyChecks.run(new Date(Date.now() + 25 * 3_600_000));
    const path = await pathOf('owner', req.id);
    expect(path.trail.map((e) => e.kind)).toEqual(['STARTED', 'ESCALATED']);
    // nobody manages the units above Sevilla, and no administrator looks after it: the owner is added
    expect(path.steps[0].approvers.map((a) => a.id)).toEqual([t.fx.users.manager.id, t.fx.users.owner.id]);
    expect((await inbox('owner')).map((r) => r.id)).toContain(req.id);
  });

  it('a request deleted while pending has its path cancelled by the periodic check: nobody waits on it', async () => {
    const req = await pending(flowReason);
    dataOf(await t.call('DELETE', `/api/dayoffs/${req.id}`, { token: t.tokenFor('owner') }));
    await t.app.dailyChecks.run(new Date());
    const [row] = await t.db.select().from(requestApprovals).where(eq(requestApprovals.requestId, req.id));
    expect(row).toMatchObject({ status: 'cancelled', currentApprovers: [] });
  });
});
