import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonRows } from '../../db/jsonRows';
import { workdayReviews } from '../../db/schema';
import { startReviewApprovals } from '../approvalFlows/reviewApprovals';

export interface ReviewedDay {
  id: string;
  userId: string;
  warnings: string[];
  /** the warnings the workday had before this write (none for a new workday) */
  previous: string[];
}

/**
 * Error reports follow a computed workday's warnings (a forgotten check-out closed automatically, marks that were
 * ignored…): one PENDING review per workday and warning, created once. A PENDING review whose warning is gone (the
 * missing check-out arrived after all) is withdrawn; reviewed ones are history and stay.
 */
export async function syncWorkdayReviews(tx: Db, companyId: string, days: ReviewedDay[]): Promise<void> {
  const added = days.flatMap((d) => d.warnings.filter((k) => !d.previous.includes(k)).map((kind) => ({ companyId, workdayId: d.id, userId: d.userId, kind })));
  if (added.length) {
    const created = await tx.insert(workdayReviews).select(jsonRows(workdayReviews, added)).onConflictDoNothing()
      .returning({ id: workdayReviews.id, userId: workdayReviews.userId, kind: workdayReviews.kind });
    // on a company's approval flow of type `review`, each new review starts its path here
    await startReviewApprovals(tx, companyId, created);
  }
  // withdrawn warnings of every day in one statement (a backlog rebuilds hundreds of days at once)
  const removed = days.flatMap((d) => d.previous.filter((k) => !d.warnings.includes(k)).map((kind) => ({ w: d.id, k: kind })));
  if (!removed.length) return;
  await tx.execute(sql`delete from ${workdayReviews} r using json_to_recordset(${JSON.stringify(removed)}::json) as v(w uuid, k text)
    where r.company_id = ${companyId} and r.workday_id = v.w and r.kind = v.k and r.status = 'PENDING'`);
}

/** How many PENDING reviews each workday has (the record shows a badge). */
export async function pendingReviewCounts(db: Db, companyId: string, workdayIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!workdayIds.length) return out;
  const rows = await db
    .select({ workdayId: workdayReviews.workdayId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(workdayReviews)
    .where(and(eq(workdayReviews.companyId, companyId), inArray(workdayReviews.workdayId, workdayIds), eq(workdayReviews.status, 'PENDING')))
    .groupBy(workdayReviews.workdayId);
  for (const r of rows) out.set(r.workdayId, r.n);
  return out;
}
