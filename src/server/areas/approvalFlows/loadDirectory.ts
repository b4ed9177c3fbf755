import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Directory, Staff } from '../../../shared/approvalFlows';
import type { Db } from '../../db/client';
import { approvalDelegates, users } from '../../db/schema';
import { engineTableOf } from '../../engine/tables';
import { unitLinksOf } from '../../permissions/unitTreeCache';

/**
 * What flow resolution reads of a company, at the instant `at`: the unit tree (cached), the active dashboard users
 * who may decide (not collaborators, not viewers), who of them is on an approved absence covering that day, and
 * their delegates. Three small queries: collaborators, the bulk of a company, are never read.
 */
export async function loadDirectory(db: Db, companyId: string, at: Date): Promise<Directory> {
  const links = await unitLinksOf(db, companyId);
  const rows = await db.select({ id: users.id, role: users.role, mainBranch: users.mainBranch, allowedBranches: users.allowedBranches })
    // the predicate of the partial index users_company_staff_idx, spelled as it is so the planner uses it
    .from(users).where(and(eq(users.companyId, companyId), eq(users.active, true), sql`${users.role} <> 'user' AND ${users.role} <> 'viewer'`));
  const staff = new Map<string, Staff>(rows.map((r) => [r.id, {
    id: r.id, role: r.role, units: [...new Set([...(r.allowedBranches ?? []), ...(r.mainBranch ? [r.mainBranch] : [])])],
  }]));
  const day = at.toISOString().slice(0, 10);
  const d = engineTableOf('dayoffs');
  const ids = [...staff.keys()];
  const [away, delegates] = await Promise.all([
    ids.length
      ? db.select({ userId: d.columns.userId }).from(d.table).where(and(eq(d.companyId, companyId), eq(d.columns.status, 'APPROVED'),
        inArray(d.columns.userId, ids), lte(d.columns.from, day), gte(d.columns.to, day)))
      : Promise.resolve([]),
    db.select({ userId: approvalDelegates.userId, delegateId: approvalDelegates.delegateId }).from(approvalDelegates).where(eq(approvalDelegates.companyId, companyId)),
  ]);
  return {
    parentOf: new Map(links.map((l) => [l.id, l.parent])),
    staff,
    onLeave: new Set(away.map((a) => String(a.userId))),
    delegates: new Map(delegates.map((r) => [r.userId, r.delegateId])),
  };
}
