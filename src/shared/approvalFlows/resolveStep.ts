import { managersFrom, roleHolders, unitChain } from './directory';
import type { ApproverRef, Directory, FlowStep, RequestFacts, ResolvedStep } from './types';

/** The people a step's definition names for this request, before leave and self-approval are considered. */
export function namedApprovers(refs: readonly ApproverRef[], facts: RequestFacts, dir: Directory): string[] {
  const chain = unitChain(dir, facts.unitId);
  const out = new Set<string>();
  for (const ref of refs) {
    if (ref.kind === 'unitManager') managersFrom(dir, chain).ids.forEach((id) => out.add(id));
    else if (ref.kind === 'role') roleHolders(dir, chain, ref.role).forEach((id) => out.add(id));
    else if (dir.staff.has(ref.userId)) out.add(ref.userId);
  }
  return [...out];
}

/**
 * The approvers of a step now: the named people who are active staff, not the requester (nobody decides their own
 * request, at any step); one on approved leave is replaced by their delegate (when the delegate is present and not
 * the requester) or left out. A step left with nobody is `skipped`: the path moves past it.
 */
export function resolveStep(step: Pick<FlowStep, 'name' | 'rule' | 'approvers'>, facts: RequestFacts, dir: Directory, escalateAfterHours: number | null = null): ResolvedStep {
  const approvers = new Set<string>();
  const substitutions: ResolvedStep['substitutions'] = [];
  for (const id of namedApprovers(step.approvers, facts, dir)) {
    if (id === facts.requesterId) continue;
    if (!dir.onLeave.has(id)) {
      approvers.add(id);
      continue;
    }
    const delegate = dir.delegates.get(id);
    const usable = delegate && delegate !== facts.requesterId && dir.staff.has(delegate) && !dir.onLeave.has(delegate);
    substitutions.push({ for: id, by: usable ? delegate : null });
    if (usable) approvers.add(delegate);
  }
  const list = [...approvers].sort();
  return {
    ...(step.name ? { name: step.name } : {}),
    rule: step.rule, refs: step.approvers.map((r) => ({ ...r })), approvers: list, substitutions,
    skipped: list.length === 0, approvedBy: [], escalateAfterHours,
  };
}
