import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../../src/server/db/schema';
import { dataOf } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review, type Dayoff } from '../dayoffs/dayoffHelpers';

// A pending absence request edited so that another flow's conditions hold: re-picked while no step was decided.
let t: TestApp;
let leave: string;
let errand: string;
let shortFlow: string;
let longFlow: string;
beforeAll(async () => {
  t = await createTestApp();
  leave = await createReason(t, { title: 'Leave' });
  errand = await createReason(t, { title: 'Errand' });
  const flow = async (body: Record<string, unknown>) => dataOf<{ id: string }>(await t.call('POST', '/api/approvalFlows', { token: t.tokenFor('owner'), body }), 201).id;
  shortFlow = await flow({ name: 'Short', requestType: 'absence', conditions: { typeIds: [leave], maxDays: 2 }, steps: [{ rule: 'any', approvers: [{ kind: 'user', userId: t.fx.users.admin.id }] }] });
  longFlow = await flow({
    name: 'Long', requestType: 'absence', conditions: { typeIds: [leave], minDays: 3 },
    steps: [{ rule: 'any', approvers: [{ kind: 'unitManager' }] }, { rule: 'any', approvers: [{ kind: 'user', userId: t.fx.users.admin.id }] }],
  });
});
afterAll(async () => {
  await t?.close();
});

interface PathView { onFlow: boolean; flow: { id: string } | null; currentStep: number; steps: { approvers: { id: string }[] }[] }
const pathOf = async (id: string) => dataOf<PathView>(await t.call('GET', `/api/approvals/absence/${id}`, { token: t.tokenFor('owner') }));
const edit = async (id: string, body: Record<string, unknown>) => dataOf<Dayoff>(await t.call('PATCH', `/api/dayoffs/${id}`, { token: t.tokenFor('owner'), body }));
const noticesOf = (id: string, user: string) => t.db.select().from(notifications).where(and(eq(notifications.entityId, id), eq(notifications.userId, t.fx.users[user].id)));

describe('editing a pending absence request re-picks its approval flow', () => {
  it('more days move it to the long flow (audited, its manager told); once a step is decided an edit keeps the path', async () => {
    const req = dataOf<Dayoff>(await createDayoff(t, 'owner', { userId: t.fx.users.luis.id, typeId: leave, from: '2033-03-01', to: '2033-03-01' }), 201);
    expect(await pathOf(req.id)).toMatchObject({ onFlow: true, flow: { id: shortFlow } });
    expect(await noticesOf(req.id, 'manager')).toHaveLength(0);

    expect((await edit(req.id, { to: '2033-03-04' })).days).toBe(4);
    const moved = await pathOf(req.id);
    expect(moved).toMatchObject({ flow: { id: longFlow }, currentStep: 0 });
    expect(moved.steps[0].approvers.map((a) => a.id)).toEqual([t.fx.users.manager.id]);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'dayoffs'), eq(auditLog.entityId, req.id), eq(auditLog.action, 'update')));
    expect(audits.map((a) => a.changes)).toContainEqual(expect.objectContaining({ approvalFlow: { from: shortFlow, to: longFlow } }));
    expect((await noticesOf(req.id, 'manager')).map((n) => n.kind)).toEqual(['DAYOFF_REQUESTED']);

    expect(dataOf<Dayoff>(await review(t, 'manager', { id: req.id, status: 'APPROVED' })).status).toBe('PENDING');
    await edit(req.id, { to: '2033-03-01' });
    expect(await pathOf(req.id)).toMatchObject({ flow: { id: longFlow }, currentStep: 1 });
  });

  it('a new reason moves a request on the default review onto a flow, and back off when none applies', async () => {
    const req = dataOf<Dayoff>(await createDayoff(t, 'owner', { userId: t.fx.users.luis.id, typeId: errand, from: '2033-03-08', to: '2033-03-08' }), 201);
    expect((await pathOf(req.id)).onFlow).toBe(false);
    await edit(req.id, { typeId: leave });
    expect(await pathOf(req.id)).toMatchObject({ onFlow: true, flow: { id: shortFlow } });
    expect((await noticesOf(req.id, 'admin')).map((n) => n.kind)).toEqual(['DAYOFF_REQUESTED']);
    await edit(req.id, { typeId: errand });
    expect((await pathOf(req.id)).onFlow).toBe(false);
    expect(dataOf<Dayoff>(await review(t, 'manager', { id: req.id, status: 'APPROVED' })).status).toBe('APPROVED');
  });
});
