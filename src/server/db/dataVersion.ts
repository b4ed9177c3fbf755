import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { StampedCache } from './changeWatch';
import { dataVersions } from './schema';

const versions = new StampedCache<number>(async (db, companyId) => {
  const [row] = await db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.companyId, companyId)).limit(1);
  return row?.version ?? 0;
}, true);

/**
 * The company's data version (schema.ts `dataVersions`): moves on with every committed write to a list resource's
 * table. Read it before the data it will key: the data is then at least that new. The version read last is served
 * again without a query while the database's change watch (changeWatch.ts) says nothing may have changed: on the
 * embedded database, while no statement that may write was sent; on PostgreSQL, while no write of this process
 * completed and no other process announced a change of the company (NOTIFY at commit, migration 0022), and only while
 * those announcements are heard.
 */
export function readDataVersion(db: Db, companyId: string): Promise<number> {
  return versions.get(db, companyId);
}
