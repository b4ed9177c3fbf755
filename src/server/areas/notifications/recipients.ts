import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { isUnitScoped } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { unitsAndBelow } from '../../permissions/unitScope';

/**
 * The dashboard users who look after a unit: owners and every active administrator or manager whose units (main and
 * allowed, with the units below them) include it. Who reviews a request of that unit, who hears of it.
 */
export async function watchersOfUnit(
  db: Db, companyId: string, unitId: string | null, opts: { except?: string | null; may?: (role: string) => boolean } = {},
): Promise<string[]> {
  const except = opts.except ?? null;
  const staff = await db.select({ id: users.id, role: users.role, mainBranch: users.mainBranch, allowedBranches: users.allowedBranches })
    // the predicate of the partial index users_company_staff_idx, spelled as it is so the planner uses it
    .from(users).where(and(eq(users.companyId, companyId), eq(users.active, true), sql`${users.role} <> 'user' AND ${users.role} <> 'viewer'`,
      except ? ne(users.id, except) : undefined));
  const out: string[] = [];
  for (const s of staff) {
    if (opts.may && !opts.may(s.role)) continue;
    if (!isUnitScoped(s.role)) { out.push(s.id); continue; }
    if (!unitId) continue;
    const seeds = new Set<string>(s.allowedBranches ?? []);
    if (s.mainBranch) seeds.add(s.mainBranch);
    if ((await unitsAndBelow(db, companyId, seeds)).has(unitId)) out.push(s.id);
  }
  return out;
}

/** The active dashboard users among `ids` of the company (a message goes to nobody else). */
export async function dashboardUsers(db: Db, companyId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids), eq(users.active, true), ne(users.role, 'user')));
  return rows.map((r) => r.id);
}
