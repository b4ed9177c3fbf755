import { unitChain } from './directory';
import type { Directory, Flow, FlowConditions, RequestFacts } from './types';

/** Every condition set holds for the request (a unit condition includes the units below it). */
export function conditionsHold(c: FlowConditions, facts: RequestFacts, dir: Directory): boolean {
  if (c.typeIds?.length && !(facts.typeId && c.typeIds.includes(facts.typeId))) return false;
  const days = facts.days ?? 0;
  if (c.minDays != null && days < c.minDays) return false;
  if (c.maxDays != null && days > c.maxDays) return false;
  if (c.unitIds?.length) {
    const chain = unitChain(dir, facts.unitId);
    if (!c.unitIds.some((u) => chain.includes(u))) return false;
  }
  return true;
}

/**
 * The flow a request follows: the first active flow of its type whose conditions hold, by priority (lower first,
 * then name for a stable order). null: the company's default, today's single review step.
 */
export function matchFlow(flows: readonly Flow[], facts: RequestFacts, dir: Directory): Flow | null {
  const candidates = flows
    .filter((f) => f.active && f.requestType === facts.requestType && f.steps.length > 0)
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return candidates.find((f) => conditionsHold(f.conditions ?? {}, facts, dir)) ?? null;
}
