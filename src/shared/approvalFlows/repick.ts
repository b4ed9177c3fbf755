import { matchFlow } from './conditions';
import type { ApprovalState, Directory, Flow, RequestFacts } from './types';

/** Someone already decided on the request's path: an approval (even one of an `all` step) or a rejection. */
export function anyDecision(state: ApprovalState): boolean {
  return state.trail.some((e) => e.kind === 'APPROVED' || e.kind === 'REJECTED') || state.steps.some((s) => s.approvedBy.length > 0);
}

/**
 * A pending request was edited (its reason, days or unit): which flow it follows now. `keep`: its path stays — the
 * same flow still applies, or a step was already decided (a decision is never thrown away by an edit). `move`: its
 * path is re-resolved on `to` (null: the company's default single review).
 */
export function repickFlow(state: ApprovalState | null, flows: readonly Flow[], facts: RequestFacts, dir: Directory): { kind: 'keep' } | { kind: 'move'; to: Flow | null } {
  if (state && (state.status !== 'pending' || anyDecision(state))) return { kind: 'keep' };
  const to = matchFlow(flows, facts, dir);
  if ((to?.id ?? null) === (state?.flowId ?? null)) return { kind: 'keep' };
  return { kind: 'move', to };
}
