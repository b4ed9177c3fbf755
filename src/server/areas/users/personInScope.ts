import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fieldConflict, forbidden, notFound } from '../../http/apiError';

type Scope = Set<string> | null;

/**
 * The person a record is about (an article's assignee, a novelty's collaborator): another company's id is 404 (it
 * does not exist for the caller), a person outside the caller's units 403. `mustBeActive`: someone who has left is
 * refused with 409 USER_INACTIVE (an article cannot go to them; returning one they still hold stays possible).
 */
export async function checkPerson(tx: Db, auth: AuthContext, scope: Scope, userId: string, mustBeActive: boolean): Promise<{ name: string; mainBranch: string | null }> {
  const [row] = await tx.select({ companyId: users.companyId, mainBranch: users.mainBranch, active: users.active, firstName: users.firstName, lastName: users.lastName })
    .from(users).where(eq(users.id, userId)).limit(1);
  if (!row || row.companyId !== auth.company.id) throw notFound();
  if (scope && (!row.mainBranch || !scope.has(row.mainBranch))) throw forbidden();
  if (mustBeActive && !row.active) throw fieldConflict(409, 'USER_INACTIVE', 'userId');
  return { name: personName(row), mainBranch: row.mainBranch };
}

/** "Ana Arriaga": how the history names people (kept with each line, as they were called then). */
export const personName = (p: { firstName?: string | null; lastName?: string | null }): string => `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();
