import { eq, inArray } from 'drizzle-orm';
import type { RequestFacts } from '../../../shared/approvalFlows';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { startRequestApproval } from './approvalRows';
import { flowsOf } from './flowStore';
import { noticeReviewStepsOpened } from './reviewNotices';

/** A new PENDING workday error review: its person, the person's main unit, its kind (the warning), one day. */
export interface NewReview {
  id: string;
  userId: string;
  kind: string;
}

export const reviewFacts = (r: NewReview, unitId: string | null): RequestFacts => ({
  requestType: 'review', requesterId: r.userId, unitId, typeId: r.kind, days: 1,
});

/**
 * Starts the path of new error reviews when a flow of type `review` applies (in the transaction that created them).
 * Without an active flow nothing is read beyond the flow list: the default single step, as before.
 */
export async function startReviewApprovals(tx: Db, companyId: string, reviews: NewReview[]): Promise<void> {
  if (!reviews.length) return;
  if (!(await flowsOf(tx, companyId, 'review')).some((f) => f.active)) return;
  const people = await tx.select({ id: users.id, unit: users.mainBranch }).from(users).where(inArray(users.id, [...new Set(reviews.map((r) => r.userId))]));
  const unitOf = new Map(people.map((p) => [p.id, p.unit ?? null]));
  const started: string[] = [];
  for (const r of reviews) if (await startRequestApproval(tx, companyId, r.id, reviewFacts(r, unitOf.get(r.userId) ?? null))) started.push(r.id);
  // the first step's approvers hear of it with the review itself
  await noticeReviewStepsOpened(tx, companyId, started);
}

/** The facts of a stored review, read for a decision. */
export async function storedReviewFacts(tx: Db, r: NewReview): Promise<RequestFacts> {
  const [person] = await tx.select({ unit: users.mainBranch }).from(users).where(eq(users.id, r.userId));
  return reviewFacts(r, person?.unit ?? null);
}
