import { describe, expect, it } from 'vitest';
import {
  currentApprovers, decideStep, escalate, matchFlow, refreshCurrentStep, startApproval,
  type ApprovalState, type Directory, type Flow, type RequestFacts, type Staff,
} from '../../../../src/shared/approvalFlows';

/**
 * hq ─ north ─ bilbao ; managers: mara (bilbao), nico (north); administrators: ada (north), alba (hq); owner: olga.
 * pepe works in bilbao.
 */
function directory(extra: Partial<Directory> = {}): Directory {
  const staff: Staff[] = [
    { id: 'mara', role: 'manager', units: ['bilbao'] },
    { id: 'nico', role: 'manager', units: ['north'] },
    { id: 'ada', role: 'administrator', units: ['north'] },
    { id: 'alba', role: 'administrator', units: ['hq'] },
    { id: 'olga', role: 'owner', units: [] },
    { id: 'hugo', role: 'administrator', units: ['south'] },
  ];
  return {
    parentOf: new Map([['hq', null], ['north', 'hq'], ['bilbao', 'north'], ['south', 'hq']]),
    staff: new Map(staff.map((s) => [s.id, s])),
    onLeave: new Set(), delegates: new Map(), ...extra,
  };
}

const facts = (over: Partial<RequestFacts> = {}): RequestFacts => ({ requestType: 'absence', requesterId: 'pepe', unitId: 'bilbao', typeId: 'vacation', days: 3, ...over });

const flow = (over: Partial<Flow> = {}): Flow => ({
  id: 'f1', name: 'Two steps', requestType: 'absence', priority: 0, active: true, conditions: {}, escalateAfterHours: null, version: 1,
  steps: [
    { rule: 'any', approvers: [{ kind: 'unitManager' }] },
    { rule: 'any', approvers: [{ kind: 'role', role: 'administrator' }] },
  ],
  ...over,
});

const T0 = '2030-03-04T09:00:00.000Z';
const hoursLater = (h: number) => new Date(Date.parse(T0) + h * 3_600_000).toISOString();
const approve = (s: ApprovalState, by: string, f = facts(), dir = directory()) => decideStep(s, { by, decision: 'APPROVED', at: T0 }, f, dir);

describe('which flow a request follows', () => {
  it('takes the first active flow of the type whose conditions hold, by priority; none means the default single step', () => {
    const dir = directory();
    const long = flow({ id: 'long', priority: 1, conditions: { minDays: 5 } });
    const vac = flow({ id: 'vac', priority: 2, conditions: { typeIds: ['vacation'] } });
    const south = flow({ id: 'south', priority: 0, conditions: { unitIds: ['south'] } });
    const off = flow({ id: 'off', priority: -1, active: false });
    const flows = [vac, long, south, off];
    expect(matchFlow(flows, facts({ days: 7 }), dir)?.id).toBe('long');
    expect(matchFlow(flows, facts({ days: 2 }), dir)?.id).toBe('vac');
    expect(matchFlow(flows, facts({ days: 2, typeId: 'sick' }), dir)).toBeNull();
    expect(matchFlow(flows, facts({ requestType: 'review' }), dir)).toBeNull();
  });

  it('matches a unit condition on the units below it and a days range at both ends', () => {
    const dir = directory();
    const northOnly = flow({ conditions: { unitIds: ['north'], minDays: 2, maxDays: 4 } });
    expect(matchFlow([northOnly], facts({ days: 2 }), dir)).not.toBeNull();
    expect(matchFlow([northOnly], facts({ days: 4 }), dir)).not.toBeNull();
    expect(matchFlow([northOnly], facts({ days: 5 }), dir)).toBeNull();
    expect(matchFlow([northOnly], facts({ days: 3, unitId: 'south' }), dir)).toBeNull();
  });
});

describe('a request on a flow', () => {
  it('opens the unit manager step first, then the administrators of the unit; only the last approval approves', () => {
    let s = startApproval(flow(), facts(), directory(), T0);
    expect(currentApprovers(s)).toEqual(['mara']);
    expect(s.steps[1].approvers).toEqual(['ada', 'alba']);
    const first = approve(s, 'mara');
    expect(first).toMatchObject({ ok: true, finished: false, opened: true });
    s = (first as { state: ApprovalState }).state;
    expect(s.status).toBe('pending');
    expect(currentApprovers(s)).toEqual(['ada', 'alba']);
    const second = approve(s, 'alba');
    expect(second).toMatchObject({ ok: true, finished: true, state: { status: 'approved' } });
  });

  it('refuses the requester at every step and anyone not at the current step', () => {
    const s = startApproval(flow({ steps: [{ rule: 'any', approvers: [{ kind: 'user', userId: 'ada' }, { kind: 'user', userId: 'pepe' }] }] }), facts(), directory(), T0);
    expect(currentApprovers(s)).toEqual(['ada']);
    expect(approve(s, 'pepe')).toEqual({ ok: false, code: 'SELF_REVIEW_NOT_ALLOWED' });
    expect(approve(s, 'alba')).toEqual({ ok: false, code: 'APPROVAL_NOT_YOUR_STEP' });
    const ownRequest = startApproval(flow(), facts({ requesterId: 'mara' }), directory(), T0);
    // the manager's own request skips the step where only they could decide it
    expect(currentApprovers(ownRequest)).toEqual(['ada', 'alba']);
    expect(ownRequest.trail.map((e) => e.kind)).toEqual(['STARTED', 'STEP_SKIPPED']);
  });

  it('an "all" step waits for every approver; one rejection rejects the request at any step', () => {
    const all = flow({ steps: [{ rule: 'all', approvers: [{ kind: 'user', userId: 'ada' }, { kind: 'user', userId: 'alba' }] }] });
    let s = startApproval(all, facts(), directory(), T0);
    const one = approve(s, 'ada');
    expect(one).toMatchObject({ ok: true, finished: false, opened: false });
    s = (one as { state: ApprovalState }).state;
    expect(currentApprovers(s)).toEqual(['alba']);
    expect(approve(s, 'ada')).toEqual({ ok: false, code: 'APPROVAL_NOT_YOUR_STEP' });
    expect(approve(s, 'alba')).toMatchObject({ finished: true, state: { status: 'approved' } });
    const rejected = decideStep(startApproval(flow(), facts(), directory(), T0), { by: 'mara', decision: 'REJECTED', reason: 'busy', at: T0 }, facts(), directory());
    expect(rejected).toMatchObject({ ok: true, finished: true, state: { status: 'rejected' } });
  });
});

describe('delegation', () => {
  it('an approver on approved leave is replaced by their delegate', () => {
    const dir = directory({ onLeave: new Set(['mara']), delegates: new Map([['mara', 'nico']]) });
    const s = startApproval(flow(), facts(), dir, T0);
    expect(currentApprovers(s)).toEqual(['nico']);
    expect(s.steps[0].substitutions).toEqual([{ for: 'mara', by: 'nico' }]);
  });

  it('without a delegate the step is skipped; with every step empty the administrators/owner decide', () => {
    const dir = directory({ onLeave: new Set(['mara']) });
    const s = startApproval(flow(), facts(), dir, T0);
    expect(s.currentStep).toBe(1);
    const lonely = directory({ onLeave: new Set(['mara', 'ada', 'alba']) });
    const fb = startApproval(flow({ steps: [{ rule: 'any', approvers: [{ kind: 'unitManager' }] }] }), facts(), lonely, T0);
    expect(fb.steps.at(-1)?.fallback).toBe(true);
    expect(currentApprovers(fb)).toEqual(['ada', 'alba']);
    const ownerOnly = startApproval(flow(), facts({ unitId: null }), directory({ staff: new Map([['olga', { id: 'olga', role: 'owner', units: [] }]]) }), T0);
    expect(currentApprovers(ownerOnly)).toEqual(['olga']);
  });
});

describe('escalation', () => {
  it('a step pending longer than the hours set adds the manager’s manager, once; the first approvers keep deciding', () => {
    const s = startApproval(flow({ escalateAfterHours: 24 }), facts(), directory(), T0);
    expect(escalate(s, facts(), directory(), hoursLater(23))).toBeNull();
    const up = escalate(s, facts(), directory(), hoursLater(25));
    expect(up?.to).toEqual(['nico']);
    expect(currentApprovers(up!.state)).toEqual(['mara', 'nico']);
    expect(escalate(up!.state, facts(), directory(), hoursLater(50))).toBeNull();
    expect(approve(up!.state, 'nico')).toMatchObject({ ok: true, opened: true });
  });

  it('escalates to the administrators when nobody manages the unit above; never without a limit', () => {
    const s = startApproval(flow({ escalateAfterHours: 1 }), facts({ unitId: 'north' }), directory(), T0);
    expect(currentApprovers(s)).toEqual(['nico']);
    expect(escalate(s, facts({ unitId: 'north' }), directory(), hoursLater(2))?.to).toEqual(['ada', 'alba']);
    expect(escalate(startApproval(flow(), facts(), directory(), T0), facts(), directory(), hoursLater(1000))).toBeNull();
  });
});

describe('a flow changed while requests are in it', () => {
  it('keeps the steps the request started with; a removed approver is re-resolved from the frozen step', () => {
    const original = flow({ steps: [{ rule: 'any', approvers: [{ kind: 'user', userId: 'ada' }] }, { rule: 'any', approvers: [{ kind: 'role', role: 'administrator' }] }] });
    let s = startApproval(original, facts(), directory(), T0);
    // the flow is edited to a single step: the request's frozen path still has two
    const edited = { ...original, version: 2, steps: [original.steps[1]] };
    expect(edited.steps).toHaveLength(1);
    expect(s.steps).toHaveLength(2);
    // ada leaves the company: her step has nobody left and moves on to the administrators' step
    const withoutAda = directory();
    withoutAda.staff.delete('ada');
    const refreshed = refreshCurrentStep(s, facts(), withoutAda, hoursLater(1));
    expect(refreshed.changed).toBe(true);
    s = refreshed.state;
    expect(s.currentStep).toBe(1);
    expect(currentApprovers(s)).toEqual(['alba']);
    expect(refreshCurrentStep(s, facts(), withoutAda, hoursLater(2)).changed).toBe(false);
  });
});
