import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';

/**
 * The company's contracted users (companies.contracted_users) bound its ACTIVE collaborators (role `user`):
 * adding `adding` more must stay within it, else 409 CONTRACTED_USERS_LIMIT. Inside a transaction pass `lock` to hold
 * the company row, so two imports (or an import and a create that locks too) cannot both pass the same last seats.
 */
export async function assertContractLimit(db: Db, companyId: string, adding: number, opts: { lock?: boolean } = {}): Promise<void> {
  const query = db.select({ limit: companies.contractedUsers }).from(companies).where(eq(companies.id, companyId));
  const [company] = opts.lock ? await query.for('update') : await query;
  const [{ active }] = await db
    .select({ active: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'user'), eq(users.active, true)));
  if (!company || active + adding > company.limit) {
    throw new ApiError(409, 'CONTRACTED_USERS_LIMIT', { values: { limit: company?.limit ?? 0 } });
  }
}
