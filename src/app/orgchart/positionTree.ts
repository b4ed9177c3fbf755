/** The positions tree on the client: built from GET /companies/positions/tree, searched, expanded. Pure functions. */

/** One position as the API answers it (src/server/areas/positions/positionTree.ts). */
export interface Position {
  id: string;
  name: string;
  parentId: string | null;
  description: string | null;
  childrenCount: number;
  usersCount: number;
  /** users.position spellings counted in usersCount (for the drawer's filters.position.in) */
  userPositions: string[];
}

export interface PositionTreeNode extends Position {
  children: PositionTreeNode[];
  /** 0 for a root */
  depth: number;
  /** collaborators holding this position or one below it */
  teamCount: number;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });

/**
 * Nest the flat list under parentId, children by name. A position whose parent is not in the list is a root; the
 * server already breaks parent loops, and a visited set keeps a bad answer from recursing forever anyway.
 */
export function buildPositionTree(list: readonly Position[]): PositionTreeNode[] {
  const ids = new Set(list.map((p) => p.id));
  const childrenOf = new Map<string | null, Position[]>();
  for (const p of list) {
    const parent = p.parentId && ids.has(p.parentId) && p.parentId !== p.id ? p.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), p]);
  }
  const seen = new Set<string>();
  const grow = (p: Position, depth: number): PositionTreeNode => {
    seen.add(p.id);
    const children = (childrenOf.get(p.id) ?? []).filter((c) => !seen.has(c.id)).sort(byName).map((c) => grow(c, depth + 1));
    return { ...p, children, depth, teamCount: p.usersCount + children.reduce((sum, c) => sum + c.teamCount, 0) };
  };
  return (childrenOf.get(null) ?? []).sort(byName).map((p) => grow(p, 0));
}

/** Every node, parents before children. */
export function flatten(roots: readonly PositionTreeNode[]): PositionTreeNode[] {
  const out: PositionTreeNode[] = [];
  const walk = (n: PositionTreeNode) => {
    out.push(n);
    n.children.forEach(walk);
  };
  roots.forEach(walk);
  return out;
}

/** Ids from the root down to the node's parent (the nodes to expand to show it); [] for a root or an unknown id. */
export function ancestorIds(roots: readonly PositionTreeNode[], id: string): string[] {
  const path: string[] = [];
  const find = (n: PositionTreeNode): boolean => {
    if (n.id === id) return true;
    path.push(n.id);
    if (n.children.some(find)) return true;
    path.pop();
    return false;
  };
  return roots.some(find) ? path : [];
}

/** Lower case without accents, so "direccion" finds "Dirección". */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').trim();

/** Positions whose name contains the query (case and accents ignored): names starting with it first, then by name. */
export function searchPositions(roots: readonly PositionTreeNode[], query: string): PositionTreeNode[] {
  const q = foldText(query);
  if (!q) return [];
  return flatten(roots)
    .filter((n) => foldText(n.name).includes(q))
    .sort((a, b) => Number(!foldText(a.name).startsWith(q)) - Number(!foldText(b.name).startsWith(q)) || byName(a, b));
}

/** The chart opens with the first `levels` levels expanded: roots and their children show what is below them. */
export function initialExpanded(roots: readonly PositionTreeNode[], levels = 2): Set<string> {
  return new Set(flatten(roots).filter((n) => n.depth < levels && n.children.length > 0).map((n) => n.id));
}

/** Every node that has children (expand all). */
export const expandableIds = (roots: readonly PositionTreeNode[]): Set<string> =>
  new Set(flatten(roots).filter((n) => n.children.length > 0).map((n) => n.id));

/** The names from the root to the node, for showing where a search result sits. */
export function pathNames(roots: readonly PositionTreeNode[], id: string): string[] {
  const byId = new Map(flatten(roots).map((n) => [n.id, n.name]));
  return ancestorIds(roots, id).map((a) => byId.get(a) ?? '');
}
