/** A unit as the session and POST /branchoffices/getFiltered list it. */
export interface BranchLite {
  id: string;
  name: string;
  parentOrganization: string | null;
}

export interface BranchTreeOption {
  value: string;
  title: string;
  children: BranchTreeOption[];
}

/**
 * The units as a tree for the branch selects, by name at every level. A unit whose parent is not in the list (a
 * scoped user sees only their part of the organisation) becomes a root, so nothing they may pick is hidden.
 */
export function branchTree(branches: readonly BranchLite[]): BranchTreeOption[] {
  const ids = new Set(branches.map((b) => b.id));
  const byParent = new Map<string | null, BranchLite[]>();
  for (const b of branches) {
    const parent = b.parentOrganization && ids.has(b.parentOrganization) ? b.parentOrganization : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), b]);
  }
  const build = (parent: string | null, seen: Set<string>): BranchTreeOption[] =>
    (byParent.get(parent) ?? [])
      .filter((b) => !seen.has(b.id)) // a cycle in bad data must not hang the page
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((b) => ({ value: b.id, title: b.name, children: build(b.id, new Set([...seen, b.id])) }));
  return build(null, new Set());
}
