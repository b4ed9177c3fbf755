/** One unit of GET /branchoffices/getBranchTree. */
export interface BranchNode {
  id: string;
  name: string;
  parentOrganization: string | null;
  usersCount: number;
  children: BranchNode[];
}

/** Case- and accent-insensitive text for matching ("Sevilla" matches "sevílla"). */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();

/** Keys of every node that has children (to expand the whole tree). */
export function parentKeys(nodes: BranchNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...parentKeys(n.children)] : []));
}

export function countUnits(nodes: BranchNode[]): number {
  return nodes.reduce((sum, n) => sum + 1 + countUnits(n.children ?? []), 0);
}

/**
 * The tree pruned to the units whose name contains `text` and their ancestors (a match keeps its whole subtree),
 * with the keys to expand so every match is visible and the ids of the matches.
 */
export function filterTree(nodes: BranchNode[], text: string): { nodes: BranchNode[]; expandedKeys: string[]; matches: string[] } {
  const needle = fold(text);
  if (!needle) return { nodes, expandedKeys: parentKeys(nodes), matches: [] };
  const expandedKeys: string[] = [];
  const matches: string[] = [];
  const visit = (list: BranchNode[]): BranchNode[] =>
    list.flatMap((node) => {
      const own = fold(node.name).includes(needle);
      if (own) matches.push(node.id);
      const children = visit(node.children ?? []);
      if (children.length) expandedKeys.push(node.id);
      if (own) return [{ ...node, children: children.length ? children : (node.children ?? []) }];
      return children.length ? [{ ...node, children }] : [];
    });
  return { nodes: visit(nodes), expandedKeys, matches };
}
