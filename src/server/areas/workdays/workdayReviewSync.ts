import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workdayReviews } from '../../db/schema';

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
  if (added.length) await tx.insert(workdayReviews).values(added).onConflictDoNothing();
  for (const d of days) {
    const removed = d.previous.filter((k) => !d.warnings.includes(k));
    if (!removed.length) continue;
    await tx.delete(workdayReviews).where(and(
      eq(workdayReviews.companyId, companyId),
      eq(workdayReviews.workdayId, d.id),
      eq(workdayReviews.status, 'PENDING'),
      inArray(workdayReviews.kind, removed),
    ));
  }
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
