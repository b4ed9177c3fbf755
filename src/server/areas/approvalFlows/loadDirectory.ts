import { and, eq, sql } from 'drizzle-orm';
import type { Directory, Staff } from '../../../shared/approvalFlows';
import type { Db } from '../../db/client';
import { approvalDelegates, users } from '../../db/schema';
import { engineTableOf } from '../../engine/tables';
import { unitLinksOf } from '../../permissions/unitTreeCache';

/**
 * What flow resolution reads of a company, at the instant `at`: the unit tree (cached), and in one query the active
 * dashboard users who may decide (not collaborators, not viewers) with their delegate and whether an approved absence
 * covers that day. Collaborators, the bulk of a company, are never read.
 */
export async function loadDirectory(db: Db, companyId: string, at: Date): Promise<Directory> {
  const day = at.toISOString().slice(0, 10);
  const d = engineTableOf('dayoffs');
  const [links, rows] = await Promise.all([
    unitLinksOf(db, companyId),
    db.select({
      id: users.id, role: users.role, mainBranch: users.mainBranch, allowedBranches: users.allowedBranches, delegateId: approvalDelegates.delegateId,
      away: sql<boolean>`exists (select 1 from ${d.table} where ${d.companyId} = ${companyId} and ${d.columns.userId} = ${users.id} and ${d.columns.status} = 'APPROVED' and ${d.columns.from} <= ${day} and ${d.columns.to} >= ${day})`,
    }).from(users)
      .leftJoin(approvalDelegates, and(eq(approvalDelegates.companyId, users.companyId), eq(approvalDelegates.userId, users.id)))
      // the predicate of the partial index users_company_staff_idx, spelled as it is so the planner uses it
      .where(and(eq(users.companyId, companyId), eq(users.active, true), sql`${users.role} <> 'user' AND ${users.role} <> 'viewer'`)),
  ]);
  const staff = new Map<string, Staff>(rows.map((r) => [r.id, {
    id: r.id, role: r.role, units: [...new Set([...(r.allowedBranches ?? []), ...(r.mainBranch ? [r.mainBranch] : [])])],
  }]));
  return {
    parentOf: new Map(links.map((l) => [l.id, l.parent])),
    staff,
    onLeave: new Set(rows.filter((r) => r.away === true || String(r.away) === 'true').map((r) => r.id)),
    delegates: new Map(rows.filter((r) => r.delegateId).map((r) => [r.id, String(r.delegateId)])),
  };
}
