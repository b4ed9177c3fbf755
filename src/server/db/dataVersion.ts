import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { dataVersions } from './schema';

/**
 * The company's data version (schema.ts `dataVersions`): moves on with every committed write to a list resource's
 * table. Read it before the data it will key: the data is then at least that new.
 */
export async function readDataVersion(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.companyId, companyId)).limit(1);
  return row?.version ?? 0;
}
