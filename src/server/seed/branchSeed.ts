import type { UnitKind } from './positions';

/** One organisational unit to seed; `key` links children to parents before ids exist. */
export interface BranchSeed {
  key: string;
  parentKey: string | null;
  name: string;
  code: string;
  kind: UnitKind;
  address: string;
  city: string;
  country: string;
  timezone: string;
  latitude: number;
  longitude: number;
  /** the demo company's overlay field (schemas/overlays/demo/branch-office.schema.json) */
  costCenter?: string;
}

/** Units with no children: where collaborators work. */
export function leafBranches(branches: BranchSeed[]): BranchSeed[] {
  const parents = new Set(branches.map((b) => b.parentKey).filter((k): k is string => k !== null));
  return branches.filter((b) => !parents.has(b.key));
}

/** Number of levels of the tree (a lone root is 1). */
export function treeDepth(branches: BranchSeed[]): number {
  const byKey = new Map(branches.map((b) => [b.key, b]));
  let depth = 0;
  for (const b of branches) {
    let d = 1;
    for (let p = b.parentKey; p !== null; p = byKey.get(p)?.parentKey ?? null) d++;
    depth = Math.max(depth, d);
  }
  return depth;
}

/** A unit and everything below it, as keys. */
export function subtreeKeys(branches: BranchSeed[], rootKey: string): string[] {
  const keys = [rootKey];
  for (let i = 0; i < keys.length; i++) {
    for (const b of branches) if (b.parentKey === keys[i]) keys.push(b.key);
  }
  return keys;
}
