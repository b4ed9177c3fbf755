import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branchOffices } from '../../db/schema';

export interface UnitLink {
  id: string;
  name: string;
  parentOrganization: string | null;
}

/** Every unit of a company as (id, name, parent): the tree is small, so walking it in memory is cheapest. */
export async function unitLinks(db: Db, companyId: string): Promise<UnitLink[]> {
  return db
    .select({ id: branchOffices.id, name: branchOffices.name, parentOrganization: branchOffices.parentOrganization })
    .from(branchOffices)
    .where(eq(branchOffices.companyId, companyId));
}

/** Would making `parentId` the parent of `unitId` close a loop (the parent is the unit or lies below it)? */
export function wouldCycle(links: UnitLink[], unitId: string, parentId: string): boolean {
  const parentOf = new Map(links.map((l) => [l.id, l.parentOrganization]));
  const seen = new Set<string>();
  for (let at: string | null | undefined = parentId; at; at = parentOf.get(at)) {
    if (at === unitId || seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}
