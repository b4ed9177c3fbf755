import { and, eq } from 'drizzle-orm';
import type { RequestType } from '../../../shared/approvalFlows';
import type { Db } from '../../db/client';
import { users, workdayReviews } from '../../db/schema';
import { engineTableOf } from '../../engine/tables';

/** What a request's path needs of the request itself: its unit (for the caller's scope) and its status. */
export interface RequestSubject {
  unit: string | null;
  status: string;
}

/** The request of the company with that type and id, or null (unknown, another company's, or a type with no decision). */
export async function requestSubject(db: Db, companyId: string, requestType: RequestType, id: string): Promise<RequestSubject | null> {
  if (requestType === 'absence') {
    const d = engineTableOf('dayoffs');
    const [row] = (await db.select().from(d.table).where(and(eq(d.companyId, companyId), eq(d.id, id)))) as Record<string, unknown>[];
    return row ? { unit: (row.branch as string | null) ?? null, status: String(row.status) } : null;
  }
  if (requestType === 'review') {
    const [row] = await db.select({ unit: users.mainBranch, status: workdayReviews.status }).from(workdayReviews)
      .innerJoin(users, eq(users.id, workdayReviews.userId))
      .where(and(eq(workdayReviews.companyId, companyId), eq(workdayReviews.id, id)));
    return row ? { unit: row.unit ?? null, status: row.status } : null;
  }
  // workday corrections and payroll novelties have no reviewer decision (no PENDING state) to put on a flow
  return null;
}
