import { hierarchy, tree } from 'd3-hierarchy';
import type { PositionTreeNode } from './positionTree';

/** Box size and gaps of the chart, in SVG units (1 unit = 1 CSS pixel at 100 %). */
export const NODE_WIDTH = 232;
export const NODE_HEIGHT = 84;
const GAP_X = 28;
const GAP_Y = 64;
/** Rounding of the connectors' elbows. */
const ELBOW_RADIUS = 8;

export interface PlacedNode {
  node: PositionTreeNode;
  /** top-left corner of the box */
  x: number;
  y: number;
  expanded: boolean;
}

export interface ChartLink {
  key: string;
  path: string;
}

export interface ChartLayout {
  nodes: PlacedNode[];
  links: ChartLink[];
  /** the drawing's extent (boxes and connectors) */
  bounds: { x: number; y: number; width: number; height: number };
}

/** A right-angled connector from the parent's bottom centre to the child's top centre, with rounded elbows. */
export function elbowPath(fromX: number, fromY: number, toX: number, toY: number): string {
  const midY = fromY + (toY - fromY) / 2;
  if (Math.abs(toX - fromX) < 1) return `M${fromX},${fromY}V${toY}`;
  const r = Math.min(ELBOW_RADIUS, Math.abs(toX - fromX) / 2, (toY - fromY) / 2);
  const dir = toX > fromX ? 1 : -1;
  return `M${fromX},${fromY}V${midY - r}Q${fromX},${midY} ${fromX + dir * r},${midY}H${toX - dir * r}Q${toX},${midY} ${toX},${midY + r}V${toY}`;
}

type LayoutDatum = PositionTreeNode | { id: '__root__'; children: PositionTreeNode[] };

/**
 * Lay out the visible part of the tree top-down with d3's tidy tree (fixed node size, so boxes never overlap however
 * wide the tree grows). Several roots hang from an invisible root that is not drawn. Collapsed nodes hide their
 * subtree.
 */
export function layoutChart(roots: readonly PositionTreeNode[], expanded: ReadonlySet<string>): ChartLayout {
  if (roots.length === 0) return { nodes: [], links: [], bounds: { x: 0, y: 0, width: 0, height: 0 } };
  const top: LayoutDatum = { id: '__root__', children: [...roots] };
  const root = hierarchy<LayoutDatum>(top, (d) => (d.id === '__root__' || expanded.has(d.id) ? d.children : undefined));
  // siblings sit closer than cousins, so each team reads as a group
  const laid = tree<LayoutDatum>().nodeSize([NODE_WIDTH + GAP_X, NODE_HEIGHT + GAP_Y]).separation((a, b) => (a.parent === b.parent ? 1 : 1.2))(root);

  const nodes: PlacedNode[] = [];
  const links: ChartLink[] = [];
  for (const d of laid.descendants()) {
    if (d.depth === 0) continue;
    const node = d.data as PositionTreeNode;
    nodes.push({ node, x: d.x - NODE_WIDTH / 2, y: (d.depth - 1) * (NODE_HEIGHT + GAP_Y), expanded: expanded.has(node.id) && node.children.length > 0 });
  }
  const placed = new Map(nodes.map((n) => [n.node.id, n]));
  for (const n of nodes) {
    if (!n.expanded) continue;
    for (const child of n.node.children) {
      const c = placed.get(child.id);
      if (c) links.push({ key: `${n.node.id}>${child.id}`, path: elbowPath(n.x + NODE_WIDTH / 2, n.y + NODE_HEIGHT, c.x + NODE_WIDTH / 2, c.y) });
    }
  }
  const minX = Math.min(...nodes.map((n) => n.x));
  const maxX = Math.max(...nodes.map((n) => n.x + NODE_WIDTH));
  const maxY = Math.max(...nodes.map((n) => n.y + NODE_HEIGHT));
  // the collapse/expand button hangs below a box by half its size
  return { nodes, links, bounds: { x: minX, y: 0, width: maxX - minX, height: maxY + 14 } };
}
