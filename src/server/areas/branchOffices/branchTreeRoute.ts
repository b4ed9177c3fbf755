import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { users } from '../../db/schema';
import { unitScopeOf } from '../../permissions/unitScope';
import { unitLinks, type UnitLink } from './unitTree';

export interface BranchTreeNode extends UnitLink {
  usersCount: number;
  children: BranchTreeNode[];
}

/** Nest units under their parents; a unit whose parent is not visible becomes a root. Children sorted by name. */
export function buildTree(links: UnitLink[], usersCount: Map<string, number>): BranchTreeNode[] {
  const nodes = new Map<string, BranchTreeNode>(links.map((l) => [l.id, { ...l, usersCount: usersCount.get(l.id) ?? 0, children: [] }]));
  const roots: BranchTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentOrganization ? nodes.get(node.parentOrganization) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: BranchTreeNode[]) => {
    list.sort((a, b) => a.name.localeCompare(b.name));
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/**
 * GET /branchoffices/getBranchTree → { data: { tree } }. Unit-scoped roles see only their units (their subtrees).
 * usersCount counts the active users whose main unit it is.
 */
export function registerBranchTreeRoute(api: FastifyInstance): void {
  api.get('/branchoffices/getBranchTree', {
    config: { module: 'branches', action: 'GET' },
    schema: { tags: ['branchoffices'], summary: 'The organisational units as a tree, with active users per unit' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const links = (await unitLinks(api.db, auth.company.id)).filter((l) => !scope || scope.has(l.id));
    const counts = await api.db
      .select({ unit: users.mainBranch, n: count() })
      .from(users)
      .where(and(eq(users.companyId, auth.company.id), eq(users.active, true), isNotNull(users.mainBranch)))
      .groupBy(users.mainBranch);
    const usersCount = new Map(counts.map((c) => [String(c.unit), c.n]));
    return { data: { tree: buildTree(links, usersCount) } };
  });
}
