import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { branchOffices } from '../db/schema';

export interface UnitLink {
  id: string;
  parent: string | null;
  /** the unit's IANA time zone as stored (workdays and the dashboard read it) */
  timezone: string | null;
}

const TTL_MS = 5_000;
const trees = new Map<string, { at: number; links: Promise<UnitLink[]> }>();

/**
 * A company's unit tree (id → parent, with each unit's time zone), which every request of a unit-scoped caller needs: read once per company and
 * kept 5 s, like the auth row cache. A unit write in this process drops it at once (`forgetUnitTree`); other
 * processes on a shared PostgreSQL see the change within those 5 s.
 */
export function unitLinksOf(db: Db, companyId: string): Promise<UnitLink[]> {
  const hit = trees.get(companyId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.links;
  const links = db
    .select({ id: branchOffices.id, parent: branchOffices.parentOrganization, timezone: branchOffices.timezone })
    .from(branchOffices)
    .where(eq(branchOffices.companyId, companyId));
  const entry = { at: Date.now(), links: Promise.resolve(links) };
  // a failed read is not remembered
  entry.links.catch(() => trees.get(companyId) === entry && trees.delete(companyId));
  if (trees.size > 10_000) trees.clear();
  trees.set(companyId, entry);
  return entry.links;
}

export function forgetUnitTree(companyId: string): void {
  trees.delete(companyId);
}
