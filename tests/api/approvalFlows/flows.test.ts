import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface FlowView { id: string; name: string; version: number; steps: unknown[]; conditions: Record<string, unknown> }
interface PreviewView { matches: boolean; steps: { state: string; approvers: { id: string; name: string }[] }[] }

const twoSteps = () => ({
  name: 'Long leave', requestType: 'absence', conditions: { minDays: 5 },
  steps: [
    { name: 'Manager', rule: 'any', approvers: [{ kind: 'unitManager' }] },
    { name: 'HR', rule: 'any', approvers: [{ kind: 'user', userId: t.fx.users.admin.id }] },
  ],
});
const create = (as: string, body: unknown) => t.call('POST', '/api/approvalFlows', { token: t.tokenFor(as), body });

describe('approval flows: CRUD', () => {
  it('an administrator creates, lists, reads, changes (version + 1) and deletes a flow, each write audited', async () => {
    const flow = dataOf<FlowView>(await create('owner', twoSteps()), 201);
    expect(flow).toMatchObject({ name: 'Long leave', version: 1, conditions: { minDays: 5 } });
    const list = dataOf<{ flows: FlowView[]; count: number }>(await t.call('GET', '/api/approvalFlows', { token: t.tokenFor('manager') }));
    expect(list.flows.map((f) => f.id)).toContain(flow.id);
    expect(dataOf<FlowView>(await t.call('GET', `/api/approvalFlows/${flow.id}`, { token: t.tokenFor('viewer') })).name).toBe('Long leave');
    const changed = dataOf<FlowView>(await t.call('PATCH', `/api/approvalFlows/${flow.id}`, { token: t.tokenFor('owner'), body: { name: 'Long leave (HR)' } }));
    expect(changed).toMatchObject({ name: 'Long leave (HR)', version: 2 });
    expect(dataOf(await t.call('DELETE', `/api/approvalFlows/${flow.id}`, { token: t.tokenFor('owner') }))).toEqual({ id: flow.id });
    expectError(await t.call('GET', `/api/approvalFlows/${flow.id}`, { token: t.tokenFor('owner') }), 404, 'NOT_FOUND');
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'approval_flows'), eq(auditLog.entityId, flow.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a named approver who is not a dashboard user of the company and minDays above maxDays', async () => {
    const body = twoSteps();
    body.steps[1].approvers = [{ kind: 'user', userId: t.fx.users.demoowner.id }];
    expectError(await create('owner', body), 400, 'VALIDATION_ERROR', 'steps.1.approvers.0.userId');
    expectError(await create('owner', { ...twoSteps(), conditions: { minDays: 5, maxDays: 2 } }), 400, 'VALIDATION_ERROR', 'conditions.maxDays');
    expectError(await create('owner', { ...twoSteps(), steps: [] }), 400, 'VALIDATION_ERROR');
  });

  it('a manager and a viewer only read; another company’s flow ids answer 404', async () => {
    expectError(await create('manager', twoSteps()), 403, 'FORBIDDEN');
    expectError(await create('viewer', twoSteps()), 403, 'FORBIDDEN');
    const flow = dataOf<FlowView>(await create('owner', twoSteps()), 201);
    expectError(await t.call('PATCH', `/api/approvalFlows/${flow.id}`, { token: t.tokenFor('manager'), body: { name: 'x' } }), 403, 'FORBIDDEN');
    expectError(await t.call('DELETE', `/api/approvalFlows/${flow.id}`, { token: t.tokenFor('viewer') }), 403, 'FORBIDDEN');
    const other = t.tokenFor('demoowner');
    expectError(await t.call('GET', `/api/approvalFlows/${flow.id}`, { token: other }), 404, 'NOT_FOUND');
    expectError(await t.call('PATCH', `/api/approvalFlows/${flow.id}`, { token: other, body: { name: 'mine' } }), 404, 'NOT_FOUND');
    expectError(await t.call('DELETE', `/api/approvalFlows/${flow.id}`, { token: other }), 404, 'NOT_FOUND');
    expectError(await t.call('POST', `/api/approvalFlows/${flow.id}/preview`, { token: other, body: { userId: t.fx.users.demoworker.id } }), 404, 'NOT_FOUND');
    expect(dataOf<{ count: number }>(await t.call('GET', '/api/approvalFlows', { token: other })).count).toBe(0);
    await t.call('DELETE', `/api/approvalFlows/${flow.id}`, { token: t.tokenFor('owner') });
  });
});

describe('approval flows: preview and delegates', () => {
  it('shows who would approve a sample request, step by step, and whether the flow applies to it', async () => {
    const flow = dataOf<FlowView>(await create('owner', twoSteps()), 201);
    const preview = dataOf<PreviewView>(await t.call('POST', `/api/approvalFlows/${flow.id}/preview`, { token: t.tokenFor('manager'), body: { userId: t.fx.users.luis.id, days: 7 } }));
    expect(preview.matches).toBe(true);
    expect(preview.steps.map((s) => s.approvers.map((a) => a.name))).toEqual([['Manager Tester'], ['Admin Tester']]);
    expect(preview.steps.map((s) => s.state)).toEqual(['current', 'upcoming']);
    const short = dataOf<PreviewView>(await t.call('POST', `/api/approvalFlows/${flow.id}/preview`, { token: t.tokenFor('owner'), body: { userId: t.fx.users.luis.id, days: 1 } }));
    expect(short.matches).toBe(false);
    // a draft, before saving: the administrators of Bilbao's units decide
    const draft = dataOf<PreviewView>(await t.call('POST', '/api/approvalFlows/preview', {
      token: t.tokenFor('owner'), body: { userId: t.fx.users.ana.id, draft: { steps: [{ rule: 'all', approvers: [{ kind: 'role', role: 'administrator' }] }] } },
    }));
    expect(draft.steps[0].approvers.map((a) => a.name)).toEqual(['Admin Tester']);
    await t.call('DELETE', `/api/approvalFlows/${flow.id}`, { token: t.tokenFor('owner') });
  });

  it('sets and removes an approver’s delegate (administrators only, dashboard users of the company)', async () => {
    const { admin, manager, demoowner, luis } = t.fx.users;
    expect(dataOf(await t.call('PUT', `/api/approvalDelegates/${manager.id}`, { token: t.tokenFor('owner'), body: { delegateId: admin.id } }))).toEqual({ userId: manager.id, delegateId: admin.id });
    const list = dataOf<{ delegates: { user: { id: string }; delegate: { id: string } }[] }>(await t.call('GET', '/api/approvalDelegates', { token: t.tokenFor('viewer') }));
    expect(list.delegates.map((d) => [d.user.id, d.delegate.id])).toEqual([[manager.id, admin.id]]);
    expectError(await t.call('PUT', `/api/approvalDelegates/${manager.id}`, { token: t.tokenFor('manager'), body: { delegateId: admin.id } }), 403, 'FORBIDDEN');
    expectError(await t.call('PUT', `/api/approvalDelegates/${manager.id}`, { token: t.tokenFor('owner'), body: { delegateId: demoowner.id } }), 404, 'NOT_FOUND');
    expectError(await t.call('PUT', `/api/approvalDelegates/${manager.id}`, { token: t.tokenFor('owner'), body: { delegateId: luis.id } }), 404, 'NOT_FOUND');
    expect(dataOf(await t.call('DELETE', `/api/approvalDelegates/${manager.id}`, { token: t.tokenFor('owner') }))).toEqual({ userId: manager.id });
  });
});
