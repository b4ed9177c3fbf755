import { and, eq } from 'drizzle-orm';
import { anyUuid } from '../../db/jsonRows';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Serialises workday writes per user: each request that rebuilds or edits someone's workdays locks their user rows
 * first (in id order, so two batches never deadlock), then reads the marks. The next request for the same user
 * waits and then reads the marks the first one committed. NO KEY UPDATE leaves inserts referencing the user free.
 */
export async function lockUsers(tx: Db, companyId: string, userIds: string[]): Promise<void> {
  const ids = [...new Set(userIds)].sort();
  if (!ids.length) return;
  await tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), anyUuid(users.id, ids))).orderBy(users.id).for('no key update');
}
