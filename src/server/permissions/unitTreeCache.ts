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
const trees = new Map<string, { at: number; links: UnitLink[] }>();
/** bumped by every forget: a read that started before it is not kept */
const generations = new Map<string, number>();

/**
 * A company's unit tree (id → parent, with each unit's time zone), which every request of a unit-scoped caller needs:
 * read once per company and kept 5 s, like the auth row cache. A unit write in this process drops it at once
 * (`forgetUnitTree`); another process's write on a shared PostgreSQL drops it when announced
 * (followAnnouncedChanges.ts), within those 5 s at most while announcements are not heard.
 * Only finished reads are kept, never one in flight: each caller reads with its own `db` (a transaction reads in
 * it), because a transaction that waited for a read started outside it would wait for ever — that read waits for the
 * transaction's end (the embedded database's one connection, or a pool whose connections are all in transactions).
 */
export async function unitLinksOf(db: Db, companyId: string): Promise<UnitLink[]> {
  const hit = trees.get(companyId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.links;
  const generation = generations.get(companyId) ?? 0;
  const at = Date.now();
  const links = await db
    .select({ id: branchOffices.id, parent: branchOffices.parentOrganization, timezone: branchOffices.timezone })
    .from(branchOffices)
    .where(eq(branchOffices.companyId, companyId));
  if ((generations.get(companyId) ?? 0) === generation && (trees.get(companyId)?.at ?? 0) <= at) {
    if (trees.size > 10_000) trees.clear();
    trees.set(companyId, { at, links });
  }
  return links;
}

/** Every company's tree (nothing is known about what changed meanwhile). */
export function forgetUnitTrees(): void {
  for (const companyId of trees.keys()) forgetUnitTree(companyId);
}

export function forgetUnitTree(companyId: string): void {
  trees.delete(companyId);
  generations.set(companyId, (generations.get(companyId) ?? 0) + 1);
}
