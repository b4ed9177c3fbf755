import { fallbackApprovers, managersFrom, unitChain } from './directory';
import { resolveStep } from './resolveStep';
import type { ApprovalState, Directory, Flow, RequestFacts, ResolvedStep, TrailEntry } from './types';

/** Who may decide the request now: the current step's approvers who have not approved it yet. */
export function currentApprovers(state: ApprovalState): string[] {
  if (state.status !== 'pending') return [];
  const step = state.steps[state.currentStep];
  if (!step) return [];
  return step.approvers.filter((id) => !step.approvedBy.includes(id));
}

/** The last resort when every step is left without approvers: the unit's administrators, else the owners. */
function fallbackStep(facts: RequestFacts, dir: Directory): ResolvedStep {
  const approvers = fallbackApprovers(dir, unitChain(dir, facts.unitId), facts.requesterId);
  return { rule: 'any', refs: [], approvers, substitutions: [], skipped: approvers.length === 0, approvedBy: [], escalateAfterHours: null, fallback: true };
}

/**
 * Opens the first step from `from` that has someone to decide it, re-resolved now (who is on leave today, who was
 * removed since the request started, from the step's frozen definition). Steps left empty are skipped (trail);
 * past the last one the fallback step of administrators/owners is added, so a request never waits on nobody.
 */
function openFrom(state: ApprovalState, from: number, facts: RequestFacts, dir: Directory, at: string): ApprovalState {
  const steps = [...state.steps];
  const trail: TrailEntry[] = [...state.trail];
  for (let i = from; i < steps.length; i += 1) {
    const old = steps[i];
    const fresh = old.fallback ? fallbackStep(facts, dir) : resolveStep({ name: old.name, rule: old.rule, approvers: old.refs }, facts, dir, old.escalateAfterHours);
    steps[i] = { ...fresh, approvedBy: [] };
    if (!fresh.skipped) return { ...state, steps, trail, currentStep: i, stepStartedAt: at };
    trail.push({ kind: 'STEP_SKIPPED', step: i, at });
  }
  steps.push(fallbackStep(facts, dir));
  return { ...state, steps, trail, currentStep: steps.length - 1, stepStartedAt: at };
}

/** A request entering a flow: every step resolved for its path, the first one with approvers open. */
export function startApproval(flow: Flow, facts: RequestFacts, dir: Directory, at: string): ApprovalState {
  const steps = flow.steps.map((s) => resolveStep(s, facts, dir, flow.escalateAfterHours));
  const base: ApprovalState = {
    flowId: flow.id, flowVersion: flow.version, status: 'pending', currentStep: 0, steps, stepStartedAt: at,
    trail: [{ kind: 'STARTED', step: 0, at }],
  };
  return openFrom(base, 0, facts, dir, at);
}

export type DecisionRefusal = 'SELF_REVIEW_NOT_ALLOWED' | 'APPROVAL_NOT_YOUR_STEP' | 'APPROVAL_NOT_PENDING';

export type DecisionOutcome =
  | { ok: false; code: DecisionRefusal }
  /** `finished`: the request's own status changes now (approved or rejected); else it moved on or waits for others */
  | { ok: true; state: ApprovalState; finished: boolean; opened: boolean };

/**
 * One approver's decision on the current step. Nobody decides their own request; only current approvers decide.
 * A rejection rejects the request at any step. An approval completes an `any` step (or an escalated one), an `all`
 * step once every approver approved; the next step with approvers opens, and after the last one the request is approved.
 */
export function decideStep(
  state: ApprovalState, d: { by: string; decision: 'APPROVED' | 'REJECTED'; reason?: string | null; at: string },
  facts: RequestFacts, dir: Directory,
): DecisionOutcome {
  if (state.status !== 'pending') return { ok: false, code: 'APPROVAL_NOT_PENDING' };
  if (d.by === facts.requesterId) return { ok: false, code: 'SELF_REVIEW_NOT_ALLOWED' };
  if (!currentApprovers(state).includes(d.by)) return { ok: false, code: 'APPROVAL_NOT_YOUR_STEP' };
  const i = state.currentStep;
  const entry: TrailEntry = { kind: d.decision, step: i, by: d.by, at: d.at, reason: d.reason?.trim() || null };
  const trail = [...state.trail, entry];
  if (d.decision === 'REJECTED') {
    return { ok: true, finished: true, opened: false, state: { ...state, status: 'rejected', trail: [...trail, { kind: 'FINISHED', step: i, at: d.at }] } };
  }
  const step = { ...state.steps[i], approvedBy: [...state.steps[i].approvedBy, d.by] };
  const steps = state.steps.map((s, k) => (k === i ? step : s));
  const waiting = step.rule === 'all' && !step.escalatedAt && step.approvers.some((id) => !step.approvedBy.includes(id));
  if (waiting) return { ok: true, finished: false, opened: false, state: { ...state, steps, trail } };
  const last = i >= steps.length - 1;
  if (last) return { ok: true, finished: true, opened: false, state: { ...state, steps, status: 'approved', trail: [...trail, { kind: 'FINISHED', step: i, at: d.at }] } };
  return { ok: true, finished: false, opened: true, state: openFrom({ ...state, steps, trail }, i + 1, facts, dir, d.at) };
}

/**
 * A step pending longer than its `escalateAfterHours` escalates once, upwards: the managers of the unit above the
 * person's unit manager (the manager's manager) join its approvers, or the unit's administrators/owners when there
 * are none. The first approvers keep the right to decide; the step is then decided by any one of them. null: nothing to do.
 */
export function escalate(state: ApprovalState, facts: RequestFacts, dir: Directory, at: string): { state: ApprovalState; to: string[] } | null {
  if (state.status !== 'pending') return null;
  const step = state.steps[state.currentStep];
  if (!step || step.escalateAfterHours == null || step.escalatedAt) return null;
  if (Date.parse(at) - Date.parse(state.stepStartedAt) < step.escalateAfterHours * 3_600_000) return null;
  const chain = unitChain(dir, facts.unitId);
  const managers = managersFrom(dir, chain);
  const above = managersFrom(dir, chain, managers.level + 1).ids;
  const usable = (id: string) => id !== facts.requesterId && !dir.onLeave.has(id) && !step.approvers.includes(id);
  let to = above.filter(usable);
  if (!to.length) to = fallbackApprovers(dir, chain, facts.requesterId).filter(usable);
  const steps = state.steps.map((s, k) => (k === state.currentStep ? { ...s, approvers: [...s.approvers, ...to], escalatedAt: at } : s));
  return { to, state: { ...state, steps, trail: [...state.trail, { kind: 'ESCALATED', step: state.currentStep, at, to }] } };
}

/**
 * Keeps a pending request decidable when people change: a current approver who left the staff (removed,
 * deactivated, no longer in the role) or went on leave is replaced by re-resolving the step from its frozen
 * definition — or the step is skipped when nobody is left. Unchanged state when every current approver is still there.
 */
export function refreshCurrentStep(state: ApprovalState, facts: RequestFacts, dir: Directory, at: string): { state: ApprovalState; changed: boolean } {
  if (state.status !== 'pending') return { state, changed: false };
  const step = state.steps[state.currentStep];
  const present = (id: string) => dir.staff.has(id) && !dir.onLeave.has(id);
  if (step && step.approvers.length > 0 && step.approvers.every(present)) return { state, changed: false };
  const approvedBy = step?.approvedBy ?? [];
  const reopened = openFrom(state, state.currentStep, facts, dir, at);
  const now = reopened.steps[reopened.currentStep];
  // an `all` step keeps the approvals already given when it stays the current one
  if (reopened.currentStep === state.currentStep) now.approvedBy = approvedBy.filter((id) => now.approvers.includes(id));
  if (step?.escalatedAt && reopened.currentStep === state.currentStep) {
    now.escalatedAt = step.escalatedAt;
    now.approvers = [...new Set([...now.approvers, ...step.approvers.filter(present)])].filter((id) => id !== facts.requesterId);
  }
  // a reassignment does not restart the step's clock
  const stepStartedAt = reopened.currentStep === state.currentStep ? state.stepStartedAt : reopened.stepStartedAt;
  return { changed: true, state: { ...reopened, stepStartedAt, trail: [...reopened.trail, { kind: 'REASSIGNED', step: reopened.currentStep, at, to: now.approvers }] } };
}
