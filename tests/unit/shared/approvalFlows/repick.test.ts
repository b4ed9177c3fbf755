import { describe, expect, it } from 'vitest';
import { decideStep, repickFlow, startApproval, type Directory, type Flow, type RequestFacts } from '../../../../src/shared/approvalFlows';

/** bilbao under north; mara manages bilbao, ada administers north; pepe (bilbao) asks. */
const dir: Directory = {
  parentOf: new Map([['north', null], ['bilbao', 'north']]),
  staff: new Map([['mara', { id: 'mara', role: 'manager', units: ['bilbao'] }], ['ada', { id: 'ada', role: 'administrator', units: ['north'] }]]),
  onLeave: new Set(), delegates: new Map(),
};
const facts = (days: number, typeId = 'vacation'): RequestFacts => ({ requestType: 'absence', requesterId: 'pepe', unitId: 'bilbao', typeId, days });
const short: Flow = { id: 'short', name: 'Short', requestType: 'absence', priority: 1, active: true, conditions: { maxDays: 4 }, escalateAfterHours: null, version: 1, steps: [{ rule: 'any', approvers: [{ kind: 'unitManager' }] }] };
const long: Flow = { ...short, id: 'long', name: 'Long', priority: 0, conditions: { minDays: 5 }, steps: [{ rule: 'any', approvers: [{ kind: 'unitManager' }] }, { rule: 'any', approvers: [{ kind: 'role', role: 'administrator' }] }] };
const sickOnly: Flow = { ...short, id: 'sick', name: 'Sick', priority: -1, conditions: { typeIds: ['sick'] } };
const flows = [short, long, sickOnly];
const T0 = '2030-03-04T09:00:00.000Z';

describe('a pending request edited so another flow applies', () => {
  it('moves to the flow its new days or reason pick while nobody has decided yet', () => {
    const onShort = startApproval(short, facts(2), dir, T0);
    expect(repickFlow(onShort, flows, facts(8), dir)).toEqual({ kind: 'move', to: long });
    expect(repickFlow(onShort, flows, facts(2, 'sick'), dir)).toEqual({ kind: 'move', to: sickOnly });
    expect(repickFlow(onShort, flows, facts(3), dir)).toEqual({ kind: 'keep' });
  });

  it('moves a request on the default review onto a flow, and off a flow when none applies any more', () => {
    expect(repickFlow(null, [long], facts(6), dir)).toEqual({ kind: 'move', to: long });
    expect(repickFlow(null, [long], facts(2), dir)).toEqual({ kind: 'keep' });
    expect(repickFlow(startApproval(long, facts(6), dir, T0), [long], facts(2), dir)).toEqual({ kind: 'move', to: null });
  });

  it('keeps its path once a step was decided', () => {
    const onLong = startApproval(long, facts(6), dir, T0);
    const decided = decideStep(onLong, { by: 'mara', decision: 'APPROVED', at: T0 }, facts(6), dir);
    if (!decided.ok) throw new Error(decided.code);
    expect(decided.state.currentStep).toBe(1);
    expect(repickFlow(decided.state, flows, facts(2), dir)).toEqual({ kind: 'keep' });
  });
});
