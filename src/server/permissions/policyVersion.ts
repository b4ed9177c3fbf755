import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemSettings } from '../db/schema';

/**
 * A tag in system_settings that changes with every company-role write (set in the write's own transaction). Each
 * server process remembers the tag its policy was built from; a different tag means another process changed roles.
 */
export const POLICY_VERSION_KEY = 'policyVersion';

export async function readPolicyVersion(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, POLICY_VERSION_KEY)).limit(1);
  return typeof row?.value === 'string' ? row.value : null;
}

/** Call inside the transaction that changes company roles. */
export async function bumpPolicyVersion(tx: Db): Promise<void> {
  const value = randomUUID();
  await tx.insert(systemSettings).values({ key: POLICY_VERSION_KEY, value }).onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
}
