import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';

/**
 * The ONE rule for seats (spec §8, issue 24): a seat is an ACTIVE collaborator (role `user`). The subscription's
 * bar, the 80 % banner, the console's list and the bills count with this; creating, importing and reinstating are
 * refused past companies.contracted_users.
 */
export const seatUserFilter = (companyId: string) => and(eq(users.companyId, companyId), eq(users.role, 'user'), eq(users.active, true));

export async function seatsUsed(db: Db, companyId: string): Promise<number> {
  const [{ active }] = await db.select({ active: count() }).from(users).where(seatUserFilter(companyId));
  return active;
}

/**
 * Adding `adding` more collaborators must stay within the contracted users, else 409 CONTRACTED_USERS_LIMIT. Inside a
 * transaction pass `lock` to hold the company row, so two imports (or an import and a create that locks too) cannot
 * both pass the same last seats.
 */
export async function assertContractLimit(db: Db, companyId: string, adding: number, opts: { lock?: boolean } = {}): Promise<void> {
  const query = db.select({ limit: companies.contractedUsers }).from(companies).where(eq(companies.id, companyId));
  const [company] = opts.lock ? await query.for('update') : await query;
  const active = await seatsUsed(db, companyId);
  if (!company || active + adding > company.limit) {
    throw new ApiError(409, 'CONTRACTED_USERS_LIMIT', { values: { limit: company?.limit ?? 0 } });
  }
}
