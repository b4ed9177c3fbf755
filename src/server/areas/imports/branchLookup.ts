import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { branchOffices } from '../../db/schema';
import { unitScopeOf } from '../../permissions/unitScope';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BranchLookup {
  /** the unit id a file's `mainBranch` cell names (its name, code or id), or null: unknown, ambiguous or out of scope */
  resolve(ref: string): string | null;
  /** the units the caller may import into, by name (template lists) */
  inScope: { id: string; name: string; code: string | null }[];
}

/**
 * Units of the caller's company that the caller may act on, found by name (unique per company, any case), id or
 * code (only when one unit has it). A unit outside a scoped caller's units is exactly as unknown as a unit that does
 * not exist: the import answers BRANCH_NOT_EXISTS for both and never reveals the difference.
 */
export async function loadBranchLookup(db: Db, auth: AuthContext): Promise<BranchLookup> {
  const scope = await unitScopeOf(db, auth);
  const rows = (await db
    .select({ id: branchOffices.id, name: branchOffices.name, code: branchOffices.code })
    .from(branchOffices)
    .where(eq(branchOffices.companyId, auth.company.id)))
    .filter((r) => !scope || scope.has(r.id));
  const byName = new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.id]));
  const byId = new Set(rows.map((r) => r.id));
  const byCode = new Map<string, string | null>();
  for (const r of rows) {
    const code = r.code?.trim().toLowerCase();
    if (code) byCode.set(code, byCode.has(code) ? null : r.id);
  }
  return {
    resolve(ref) {
      const key = ref.trim().toLowerCase();
      if (UUID.test(key) && byId.has(key)) return key;
      return byName.get(key) ?? byCode.get(key) ?? null;
    },
    inScope: rows.sort((a, b) => a.name.localeCompare(b.name)),
  };
}
