import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branchOffices } from '../../db/schema';

/** id → name of the company's units: small (tens to hundreds of rows), read whole once per request. */
export async function branchNames(db: Db, companyId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: branchOffices.id, name: branchOffices.name }).from(branchOffices).where(eq(branchOffices.companyId, companyId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** `branchOffice: { id, name }` as the spec's Employee carries it (null without a main branch). */
export function branchOfficeOf(mainBranch: unknown, names: Map<string, string>): { id: string; name: string } | null {
  return typeof mainBranch === 'string' ? { id: mainBranch, name: names.get(mainBranch) ?? '' } : null;
}
