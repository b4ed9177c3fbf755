import type { Db } from '../db/client';
import { isUnitScoped } from '../../shared/roles';
import type { AuthContext } from '../auth/authContext';
import { unitLinksOf } from './unitTreeCache';

/**
 * The organisational units a unit-scoped caller (administrator, manager) may act on: their allowed units and main
 * unit, with every unit below them (managing a unit includes its sub-units, so a unit they create under one of theirs
 * stays theirs). `null` means no restriction (owner, provider, viewer). Computed per request from the company's
 * unit tree (cached briefly: src/server/permissions/unitTreeCache.ts).
 */
export async function unitScopeOf(db: Db, auth: AuthContext): Promise<Set<string> | null> {
  if (!isUnitScoped(auth.role)) return null;
  const seeds = new Set<string>(auth.user.allowedBranches ?? []);
  if (auth.user.mainBranch) seeds.add(auth.user.mainBranch);
  return unitsAndBelow(db, auth.company.id, seeds);
}

/**
 * The company's units among `unitIds` with every unit below them, from the cached unit tree (a unit filter includes
 * its sub-units, like the scope does). Ids the company does not have are left out: an unknown unit gives an empty set.
 */
export async function unitsAndBelow(db: Db, companyId: string, unitIds: Iterable<string>): Promise<Set<string>> {
  const rows = await unitLinksOf(db, companyId);
  const children = new Map<string, string[]>();
  for (const r of rows) if (r.parent) children.set(r.parent, [...(children.get(r.parent) ?? []), r.id]);
  const known = new Set(rows.map((r) => r.id));
  const out = new Set<string>();
  const stack = [...unitIds].filter((id) => known.has(id));
  while (stack.length) {
    const id = stack.pop() as string;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}
