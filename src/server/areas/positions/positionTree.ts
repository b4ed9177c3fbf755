import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hierarchies } from '../../engine/storage/productTables';
import { unitScopeOf } from '../../permissions/unitScope';
import { positionAliases, positionKey } from './positionNames';

/** The hierarchy type whose rows are positions (customFields.hierarchies keeps it; see hierarchyLevelRules). */
export const POSITION_TYPE = 'position';

export interface PositionRow {
  id: string;
  name: string;
  parentId: string | null;
  description: string | null;
}

/** One position as the tree endpoints answer it. */
export interface PositionNode extends PositionRow {
  /** positions directly below it */
  childrenCount: number;
  /** active collaborators holding it (within the caller's units for unit-scoped roles) */
  usersCount: number;
  /** the users.position spellings counted in usersCount, for `filters.position.in` on POST /users/getFiltered */
  userPositions: string[];
}

/**
 * Positions with their counts. A position whose parent is missing or is not a position is a root (parentId null),
 * and so is one caught in a parent loop, so every position is reachable from a root exactly once.
 * `held` maps a users.position spelling to how many collaborators hold it; each spelling counts for the first
 * position (by name) it matches, never twice.
 */
export function positionNodes(rows: PositionRow[], held: Map<string, number>): PositionNode[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parentOf = (r: PositionRow) => (r.parentId && byId.has(r.parentId) && r.parentId !== r.id ? r.parentId : null);
  const parent = new Map(rows.map((r) => [r.id, parentOf(r)]));
  // break loops: walk up from each position; coming back to itself means it sits in a cycle, so it becomes a root
  // (the walk stops at any repeat, so a cycle further up is left for its own members to break)
  for (const r of rows) {
    const seen = new Set<string>([r.id]);
    for (let at = parent.get(r.id); at; at = parent.get(at)) {
      if (at === r.id) parent.set(r.id, null);
      if (seen.has(at)) break;
      seen.add(at);
    }
  }
  const sorted = [...rows].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  const owner = new Map<string, string>();
  for (const r of sorted) for (const key of positionAliases(r.name)) if (!owner.has(key)) owner.set(key, r.id);
  const counts = new Map<string, { n: number; spellings: string[] }>();
  for (const [spelling, n] of held) {
    const id = owner.get(positionKey(spelling));
    if (!id) continue;
    const c = counts.get(id) ?? { n: 0, spellings: [] };
    c.n += n;
    c.spellings.push(spelling);
    counts.set(id, c);
  }
  const children = new Map<string, number>();
  for (const p of parent.values()) if (p) children.set(p, (children.get(p) ?? 0) + 1);
  return sorted.map((r) => ({
    id: r.id,
    name: r.name,
    parentId: parent.get(r.id) ?? null,
    description: r.description,
    childrenCount: children.get(r.id) ?? 0,
    usersCount: counts.get(r.id)?.n ?? 0,
    userPositions: (counts.get(r.id)?.spellings ?? []).sort(),
  }));
}

/** The company's positions (hierarchies of type `position`); the tree is small, so it is walked in memory. */
export async function positionRows(db: Db, companyId: string): Promise<PositionRow[]> {
  return db
    .select({ id: hierarchies.id, name: hierarchies.name, parentId: hierarchies.parentId, description: hierarchies.description })
    .from(hierarchies)
    .where(and(eq(hierarchies.companyId, companyId), eq(hierarchies.type, POSITION_TYPE)));
}

/**
 * Active collaborators per users.position spelling, as the caller may see them: unit-scoped roles (administrator,
 * manager, custom roles) count only collaborators whose main unit is within their units. One grouped scan on the
 * (company_id, position) index.
 */
export async function heldPositions(db: Db, auth: AuthContext): Promise<Map<string, number>> {
  const scope = await unitScopeOf(db, auth);
  if (scope && scope.size === 0) return new Map();
  const rows = await db
    .select({ position: users.position, n: count() })
    .from(users)
    .where(and(
      eq(users.companyId, auth.company.id),
      eq(users.role, 'user'),
      eq(users.active, true),
      isNotNull(users.position),
      scope ? inArray(users.mainBranch, [...scope]) : undefined,
    ))
    .groupBy(users.position);
  return new Map(rows.map((r) => [String(r.position), r.n]));
}

/** The caller's company's positions with counts, ready for the chart. */
export async function loadPositionNodes(db: Db, auth: AuthContext): Promise<PositionNode[]> {
  const [rows, held] = await Promise.all([positionRows(db, auth.company.id), heldPositions(db, auth)]);
  return positionNodes(rows, held);
}
