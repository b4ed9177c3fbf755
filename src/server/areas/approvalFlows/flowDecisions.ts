import { and, eq, inArray, sql } from 'drizzle-orm';
import { decideStep, refreshCurrentStep, type RequestFacts } from '../../../shared/approvalFlows';
import type { AuthContext } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { requestApprovals } from '../../db/schema';
import { ApiError, fieldError } from '../../http/apiError';
import { readApproval, saveApproval } from './approvalRows';
import { loadDirectory } from './loadDirectory';
import { noticeStepApproved } from './stepNotices';

/**
 * Deciding requests of any type on their approval flow (absences: absenceApprovals.ts, workday error reviews:
 * reviewApprovals.ts), and finding which requests are on a flow or at the caller's step.
 */
const REFUSAL_STATUS = { SELF_REVIEW_NOT_ALLOWED: 403, APPROVAL_NOT_YOUR_STEP: 403, APPROVAL_NOT_PENDING: 409 } as const;

/** Requests whose decision moved them to another step in this call: their next approvers are told once it commits. */
const advanced = new WeakMap<AuthContext, Set<string>>();
/** Requests a decision of this call left PENDING on their flow (a step decided, or an `all` step still waiting). */
const stepped = new WeakMap<AuthContext, Set<string>>();
export const advancedIn = (auth: AuthContext): string[] => [...(advanced.get(auth) ?? [])];
export const steppedIn = (auth: AuthContext): string[] => [...(stepped.get(auth) ?? [])];
const remember = (map: WeakMap<AuthContext, Set<string>>, auth: AuthContext, id: string) => {
  const set = map.get(auth) ?? new Set<string>();
  set.add(id);
  map.set(auth, set);
};

/** The table its audit rows name, per request type (the entity the request is stored as). */
const AUDIT_ENTITY: Partial<Record<RequestFacts['requestType'], string>> = { absence: 'dayoffs', review: 'workdayReviews' };

/**
 * A decision on a PENDING request of any type that may be on a flow. `none`: it follows the default single step
 * (the caller decides as always). `step`: the current step took the decision and the request stays PENDING (moved
 * to the next step, or waiting for the other approvers of an `all` step): stored, audited. `final`: the flow is done;
 * the caller sets the request approved or rejected as always. Refusals: 403 SELF_REVIEW_NOT_ALLOWED, 403
 * APPROVAL_NOT_YOUR_STEP.
 */
export async function decideOnFlow(
  tx: Db, auth: AuthContext, facts: RequestFacts, id: string, decision: 'APPROVED' | 'REJECTED', reason: string | null | undefined,
): Promise<'none' | 'step' | 'final'> {
  const stored = await readApproval(tx, auth.company.id, facts.requestType, id, true);
  if (!stored || stored.status !== 'pending') return 'none';
  const now = new Date();
  const at = now.toISOString();
  const dir = await loadDirectory(tx, auth.company.id, now);
  // an approver who left or went on leave since the step opened is re-resolved before anyone decides
  const { state } = refreshCurrentStep(stored, facts, dir, at);
  const outcome = decideStep(state, { by: auth.user.id, decision, reason, at }, facts, dir);
  if (!outcome.ok) {
    throw new ApiError(REFUSAL_STATUS[outcome.code], outcome.code, { errors: [fieldError(outcome.code === 'SELF_REVIEW_NOT_ALLOWED' ? 'reviewerId' : 'status', outcome.code)] });
  }
  await saveApproval(tx, auth.company.id, stored.id, outcome.state);
  if (outcome.finished) return 'final';
  await writeAudit(tx, auth, {
    entity: AUDIT_ENTITY[facts.requestType] ?? facts.requestType, entityId: id, action: 'update',
    changes: { approvalStep: { from: stored.currentStep, to: outcome.state.currentStep }, stepDecision: { from: null, to: { decision, by: auth.user.id, reason: reason?.trim() || null, at } } },
  });
  remember(stepped, auth, id);
  if (outcome.opened) {
    remember(advanced, auth, id);
    // the requester hears that a step approved it and it moved on (the last step's approval: only the final notice)
    await noticeStepApproved(tx, auth, facts.requestType, id, outcome.state, state.currentStep);
  }
  return 'step';
}

/** Of `ids`, the requests the caller decides as a current approver of their step (whatever their unit scope). */
export async function idsAtMyStep(db: Db, auth: AuthContext, requestType: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.select({ requestId: requestApprovals.requestId }).from(requestApprovals).where(and(
    eq(requestApprovals.companyId, auth.company.id), eq(requestApprovals.requestType, requestType), eq(requestApprovals.status, 'pending'),
    inArray(requestApprovals.requestId, ids), sql`${requestApprovals.currentApprovers} @> ${JSON.stringify([auth.user.id])}::jsonb`,
  ));
  return rows.map((r) => r.requestId);
}

/** Of `ids`, the requests still pending on an approval flow (whoever their approvers). */
export async function idsOnFlow(db: Db, companyId: string, requestType: RequestFacts['requestType'], ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.select({ requestId: requestApprovals.requestId }).from(requestApprovals).where(and(
    eq(requestApprovals.companyId, companyId), eq(requestApprovals.requestType, requestType), eq(requestApprovals.status, 'pending'),
    inArray(requestApprovals.requestId, ids),
  ));
  return rows.map((r) => r.requestId);
}
