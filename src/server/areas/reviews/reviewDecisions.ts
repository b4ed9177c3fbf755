import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { auditLog, users, workdayReviews } from '../../db/schema';
import { ApiError, fieldConflict, fieldError, notFound, validationError } from '../../http/apiError';
import { decideOnFlow, idsOnFlow } from '../approvalFlows/flowDecisions';
import { storedReviewFacts } from '../approvalFlows/reviewApprovals';
import { reviewScopeConditions, reviewsAtStep, reviewViewsByIds, type ReviewView } from './reviewQueries';
import { REVIEW_AUDIT_ENTITY, type Decision, type DecisionBody } from './reviewSchemas';

type Scope = Set<string> | null;

/** Code of a review that was already decided (PENDING → APPROVED | REJECTED happens once, never back). */
export const NOT_PENDING = 'REVIEW_ALREADY_DONE';

const SELF_REVIEW = 'SELF_REVIEW_NOT_ALLOWED';
const selfReview = () => new ApiError(403, SELF_REVIEW, { errors: [fieldError('reviewerId', SELF_REVIEW)] });

/** The reason to store: trimmed, blank = none; a rejection without one is 400 REASON_REQUIRED on `reason`. */
export function decisionReason(body: DecisionBody): string | null {
  const reason = body.reason?.trim() || null;
  if (body.status === 'REJECTED' && !reason) throw validationError([fieldError('reason', 'REASON_REQUIRED')]);
  return reason;
}

interface Decided {
  id: string;
  workdayId: string;
  userId: string;
  kind: string;
  reviewedAt: Date | null;
}

/**
 * Moves the given PENDING reviews to the decision in one statement. `WHERE status = 'PENDING'` makes it race-safe:
 * of two managers deciding the same review at once, only the first one's row comes back.
 */
async function applyDecision(tx: Db, auth: AuthContext, ids: string[], status: Decision, reason: string | null): Promise<Decided[]> {
  if (!ids.length) return [];
  const now = new Date();
  const rows = await tx
    .update(workdayReviews)
    .set({ status, reason, reviewedBy: auth.user.id, reviewedAt: now, updatedAt: now })
    .where(and(eq(workdayReviews.companyId, auth.company.id), inArray(workdayReviews.id, ids), eq(workdayReviews.status, 'PENDING')))
    .returning({ id: workdayReviews.id, workdayId: workdayReviews.workdayId, userId: workdayReviews.userId, kind: workdayReviews.kind, reviewedAt: workdayReviews.reviewedAt });
  return rows;
}

const auditChanges = (auth: AuthContext, d: Decided, status: Decision, reason: string | null) => ({
  status: { from: 'PENDING', to: status },
  reason: { from: null, to: reason },
  reviewedBy: { from: null, to: auth.user.id },
  reviewedAt: { from: null, to: d.reviewedAt ? d.reviewedAt.toISOString() : null },
});

/** The ids among `ids` the caller may see (their company, the person's main unit in scope or at the caller's step), with their status. */
async function visibleReviews(tx: Db, auth: AuthContext, scope: Scope, ids: string[]) {
  const atStep = await reviewsAtStep(tx, auth.company.id, scope, auth.user.id);
  return tx
    .select({ id: workdayReviews.id, status: workdayReviews.status, userId: workdayReviews.userId, kind: workdayReviews.kind })
    .from(workdayReviews)
    .innerJoin(users, eq(users.id, workdayReviews.userId))
    .where(and(inArray(workdayReviews.id, ids), ...reviewScopeConditions(auth.company.id, scope, atStep)));
}

/**
 * PATCH /workdays/reportErrorRekognition/addreview/:id: decide one review. 404 outside the caller's company or
 * units, 403 SELF_REVIEW_NOT_ALLOWED (field `reviewerId`) for the caller's own workday, 409 REVIEW_ALREADY_DONE
 * (field `status`) when it is no longer PENDING; audited in the same transaction.
 */
export async function decideReview(db: Db, auth: AuthContext, scope: Scope, id: string, body: DecisionBody): Promise<ReviewView> {
  const reason = decisionReason(body);
  return db.transaction(async (tx) => {
    const [found] = await visibleReviews(tx, auth, scope, [id]);
    if (!found) throw notFound();
    // nobody decides their own workday's review (as an absence request, and as on a flow)
    if (found.status === 'PENDING' && found.userId === auth.user.id) throw selfReview();
    // on an approval flow, a step's decision keeps it PENDING for the next step (refused to the person and to others)
    if (found.status === 'PENDING' && (await decideOnFlow(tx, auth, await storedReviewFacts(tx, found), id, body.status, reason)) === 'step') {
      const [view] = await reviewViewsByIds(tx, auth.company.id, [id]);
      return view;
    }
    const [decided] = await applyDecision(tx, auth, [id], body.status, reason);
    if (!decided) throw fieldConflict(409, NOT_PENDING, 'status');
    await writeAudit(tx, auth, { entity: REVIEW_AUDIT_ENTITY, entityId: id, action: 'update', changes: auditChanges(auth, decided, body.status, reason) });
    const [view] = await reviewViewsByIds(tx, auth.company.id, [id]);
    return view;
  });
}

type Found = Awaited<ReturnType<typeof visibleReviews>>[number];

/** Splits a bulk decision: reviews to set decided now, those a flow step took (still PENDING), those refused. */
async function decideStepsOnFlow(tx: Db, auth: AuthContext, found: Found[], status: Decision, reason: string | null) {
  const toApply: string[] = [];
  const stepped: string[] = [];
  const refused = new Map<string, string>();
  const onFlow = new Set(await idsOnFlow(tx, auth.company.id, 'review', found.filter((r) => r.status === 'PENDING').map((r) => r.id)));
  for (const r of found) {
    if (r.status === 'PENDING' && r.userId === auth.user.id) { refused.set(r.id, SELF_REVIEW); continue; }
    if (!onFlow.has(r.id)) { toApply.push(r.id); continue; }
    try {
      const outcome = await decideOnFlow(tx, auth, await storedReviewFacts(tx, r), r.id, status, reason);
      (outcome === 'step' ? stepped : toApply).push(r.id);
    } catch (err) {
      // refusals are thrown before any write, so the transaction goes on for the other reviews
      if (err instanceof ApiError && (err.code === 'SELF_REVIEW_NOT_ALLOWED' || err.code === 'APPROVAL_NOT_YOUR_STEP')) refused.set(r.id, err.code);
      else throw err;
    }
  }
  return { toApply, stepped, refused };
}

export interface BulkResult {
  id: string;
  status: 'updated' | 'skipped';
  code?: string;
}

/**
 * PATCH /workdays/reportErrorRekognition/addreview { ids, status, reason? }: the same decision for many reviews in
 * one transaction with one audit row each. An id that is not PENDING is skipped with REVIEW_ALREADY_DONE, the
 * caller's own with SELF_REVIEW_NOT_ALLOWED; one of
 * another company or outside the caller's units is skipped as NOT_FOUND, exactly like an id that does not exist.
 */
export async function decideReviews(db: Db, auth: AuthContext, scope: Scope, ids: string[], body: DecisionBody) {
  const reason = decisionReason(body);
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await visibleReviews(tx, auth, scope, unique);
    const visible = new Map(found.map((r) => [r.id, r.status]));
    // reviews on an approval flow: the caller's step decides them one by one; a refusal skips that one with its code
    const { toApply, stepped, refused } = await decideStepsOnFlow(tx, auth, found, body.status, reason);
    const decided = await applyDecision(tx, auth, toApply, body.status, reason);
    if (decided.length) {
      await tx.insert(auditLog).values(decided.map((d) => ({
        companyId: auth.company.id, userId: auth.user.id, username: auth.user.username,
        entity: REVIEW_AUDIT_ENTITY, entityId: d.id, action: 'update',
        changes: JSON.parse(JSON.stringify(auditChanges(auth, d, body.status, reason))) as Record<string, unknown>,
      })));
    }
    const updated = new Set([...decided.map((d) => d.id), ...stepped]);
    const results: BulkResult[] = unique.map((id) => (updated.has(id) ? { id, status: 'updated' }
      : { id, status: 'skipped', code: refused.get(id) ?? (visible.has(id) ? NOT_PENDING : 'NOT_FOUND') }));
    return { results, updated: updated.size, skipped: unique.length - updated.size };
  });
}
