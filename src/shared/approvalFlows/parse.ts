import type { ApproverRef, FlowConditions, FlowStep } from './types';

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function ref(v: unknown): ApproverRef | null {
  if (!isObj(v)) return null;
  if (v.kind === 'unitManager') return { kind: 'unitManager' };
  if (v.kind === 'role' && typeof v.role === 'string') return { kind: 'role', role: v.role };
  if (v.kind === 'user' && typeof v.userId === 'string') return { kind: 'user', userId: v.userId };
  return null;
}

/** The steps stored in a jsonb column, read defensively (a malformed entry is dropped, never thrown). */
export function parseFlowSteps(raw: unknown): FlowStep[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isObj).map((s) => ({
    ...(typeof s.name === 'string' && s.name ? { name: s.name } : {}),
    rule: s.rule === 'all' ? 'all' : 'any',
    approvers: (Array.isArray(s.approvers) ? s.approvers : []).map(ref).filter((r): r is ApproverRef => r !== null),
  }));
}

/** The conditions stored in a jsonb column, keeping only the known ones. */
export function parseFlowConditions(raw: unknown): FlowConditions {
  if (!isObj(raw)) return {};
  const out: FlowConditions = {};
  const typeIds = strings(raw.typeIds);
  const unitIds = strings(raw.unitIds);
  if (typeIds?.length) out.typeIds = typeIds;
  if (unitIds?.length) out.unitIds = unitIds;
  const min = num(raw.minDays);
  const max = num(raw.maxDays);
  if (min !== undefined) out.minDays = min;
  if (max !== undefined) out.maxDays = max;
  return out;
}
