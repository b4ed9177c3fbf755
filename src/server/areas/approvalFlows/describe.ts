import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ApprovalState } from '../../../shared/approvalFlows';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export interface Person { id: string; name: string; role: string }

/** Names and roles of the people a path mentions (one query). */
export async function peopleOf(db: Db, companyId: string, ids: Iterable<string>): Promise<Map<string, Person>> {
  const list = [...new Set(ids)];
  if (!list.length) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role }).from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, list)));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: `${r.firstName} ${r.lastName ?? ''}`.trim(), role: r.role }]));
}

/**
 * The company's active dashboard users who may decide requests (not collaborators, not viewers: the directory a flow
 * resolves on, loadDirectory.ts), by name — among `ids` when given. Who may be an approver or a delegate, whatever the
 * units of who asks.
 */
export async function delegatablePeople(db: Db, companyId: string, ids?: string[]): Promise<Person[]> {
  if (ids && !ids.length) return [];
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role }).from(users)
    // the predicate of the partial index users_company_staff_idx, spelled as it is so the planner uses it
    .where(and(eq(users.companyId, companyId), eq(users.active, true), sql`${users.role} <> 'user' AND ${users.role} <> 'viewer'`, ids ? inArray(users.id, ids) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName ?? ''}`.trim(), role: r.role }));
}

/** Every person id a path names: approvers, substitutes, deciders, escalation targets. */
function idsIn(state: ApprovalState): string[] {
  const ids: string[] = [];
  for (const s of state.steps) {
    ids.push(...s.approvers, ...s.approvedBy);
    for (const sub of s.substitutions) ids.push(sub.for, ...(sub.by ? [sub.by] : []));
  }
  for (const e of state.trail) ids.push(...(e.by ? [e.by] : []), ...(e.to ?? []));
  return ids;
}

/**
 * A path as the screens show it: each step with its people named and where it stands (done, current, upcoming,
 * skipped), and the trail with the deciders' names.
 */
export async function describePath(db: Db, companyId: string, state: ApprovalState) {
  const people = await peopleOf(db, companyId, idsIn(state));
  const who = (id: string) => people.get(id) ?? { id, name: '', role: '' };
  const standing = (i: number, skipped: boolean) => {
    if (skipped) return 'skipped';
    if (state.status !== 'pending') return i <= state.currentStep ? 'done' : 'upcoming';
    return i < state.currentStep ? 'done' : i === state.currentStep ? 'current' : 'upcoming';
  };
  return {
    status: state.status,
    currentStep: state.currentStep,
    stepStartedAt: state.stepStartedAt,
    steps: state.steps.map((s, i) => ({
      ...(s.name ? { name: s.name } : {}),
      rule: s.rule, refs: s.refs, fallback: Boolean(s.fallback), escalatedAt: s.escalatedAt ?? null,
      state: standing(i, s.skipped),
      approvers: s.approvers.map(who),
      approvedBy: s.approvedBy.map(who),
      substitutions: s.substitutions.map((x) => ({ for: who(x.for), by: x.by ? who(x.by) : null })),
    })),
    trail: state.trail.map((e) => ({ ...e, by: e.by ? who(e.by) : null, to: e.to?.map(who) })),
  };
}
