import { forwardRef, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { NODE_HEIGHT, NODE_WIDTH, type ChartLayout } from './chartLayout';
import type { ChartPalette } from './chartPalette';
import { PositionNodeBox, type NodeTexts } from './PositionNodeBox';
import type { PositionTreeNode } from './positionTree';
import { usePanZoom } from './usePanZoom';
import { useViewSize } from './useViewSize';
import { centerOn, fitTransform, initialTransform, zoomAt } from './viewTransform';

/** What the page asks of the chart: zoom buttons, fit, go to a box, keep a toggled box still, the SVG to export. */
export interface OrgChartHandle {
  fit(): void;
  zoomBy(factor: number): void;
  /** centre the box once it is laid out (its ancestors may be expanding in the same render) */
  focus(id: string): void;
  /** keep this box where it is on screen across the next layout (expanding or collapsing it re-centres the tree) */
  keepInPlace(id: string): void;
  svg(): SVGSVGElement | null;
}

interface Props {
  layout: ChartLayout;
  palette: ChartPalette;
  texts: NodeTexts;
  highlighted: ReadonlySet<string>;
  selectedId?: string;
  onOpen: (node: PositionTreeNode) => void;
  onToggle: (node: PositionTreeNode) => void;
  label: string;
}

/** The chart's SVG: a dotted background, connectors and boxes in one group moved by pan and zoom. */
export const OrgChartCanvas = forwardRef<OrgChartHandle, Props>(function OrgChartCanvas(
  { layout, palette, texts, highlighted, selectedId, onOpen, onToggle, label },
  ref,
) {
  const boxRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const size = useViewSize(boxRef);
  const { transform: t, animated, jump, dragging, handlers } = usePanZoom(svgRef);
  const pendingFocus = useRef<string | null>(null);
  const anchor = useRef<{ id: string; x: number; y: number } | null>(null);
  const fitted = useRef(false);
  const placedById = new Map(layout.nodes.map((n) => [n.node.id, n]));

  useImperativeHandle(ref, () => ({
    fit: () => jump(fitTransform(layout.bounds, size)),
    zoomBy: (factor) => jump((cur) => zoomAt(cur, factor, size.width / 2, size.height / 2)),
    focus: (id) => {
      const n = placedById.get(id);
      // on screen already: go now; otherwise once its ancestors have expanded (next layout)
      if (n) jump((cur) => centerOn(cur, { x: n.x + NODE_WIDTH / 2, y: n.y + NODE_HEIGHT / 2 }, size));
      pendingFocus.current = n ? null : id;
    },
    keepInPlace: (id) => {
      const n = placedById.get(id);
      anchor.current = n ? { id, x: n.x, y: n.y } : null;
    },
    svg: () => svgRef.current,
  }));

  // after each layout: fit the first time there is something to show, then honour a pending focus or anchor
  useLayoutEffect(() => {
    if (!size.width || layout.nodes.length === 0) return;
    if (!fitted.current) {
      fitted.current = true;
      const roots = layout.nodes.filter((n) => n.node.depth === 0);
      const rootsCenterX = (Math.min(...roots.map((r) => r.x)) + Math.max(...roots.map((r) => r.x)) + NODE_WIDTH) / 2;
      jump(initialTransform(layout.bounds, size, rootsCenterX), false);
    }
    const focusId = pendingFocus.current;
    const target = focusId ? layout.nodes.find((n) => n.node.id === focusId) : undefined;
    if (target) {
      pendingFocus.current = null;
      anchor.current = null;
      jump((cur) => centerOn(cur, { x: target.x + NODE_WIDTH / 2, y: target.y + NODE_HEIGHT / 2 }, size));
      return;
    }
    const a = anchor.current;
    const moved = a ? layout.nodes.find((n) => n.node.id === a.id) : undefined;
    if (a && moved) {
      anchor.current = null;
      jump((cur) => ({ ...cur, x: cur.x - (moved.x - a.x) * cur.k, y: cur.y - (moved.y - a.y) * cur.k }), false);
    }
  }, [layout, size, jump]);

  const open = (node: PositionTreeNode) => {
    if (!dragging()) onOpen(node);
  };

  return (
    <div ref={boxRef} style={{ position: 'absolute', inset: 0 }}>
      <svg
        ref={svgRef}
        width={size.width}
        height={size.height}
        role="tree"
        aria-label={label}
        data-testid="orgchart-svg"
        style={{ display: 'block', touchAction: 'none', cursor: 'grab', userSelect: 'none' }}
        {...handlers}
      >
        <defs>
          <pattern id="orgchart-dots" width={24} height={24} patternUnits="userSpaceOnUse" patternTransform={`translate(${t.x},${t.y}) scale(${t.k})`}>
            <circle cx={1.5} cy={1.5} r={1.2} fill={palette.link} />
          </pattern>
          <filter id="orgchart-shadow" x="-10%" y="-10%" width="120%" height="140%">
            <feDropShadow dx={0} dy={2} stdDeviation={3} floodColor="#0b3b24" floodOpacity={0.08} />
          </filter>
        </defs>
        <rect data-export="skip" width="100%" height="100%" fill="url(#orgchart-dots)" />
        <g
          data-chart-content=""
          style={{ transform: `translate(${t.x}px,${t.y}px) scale(${t.k})`, transformOrigin: '0 0', transition: animated ? 'transform 280ms ease-out' : undefined }}
        >
          <g fill="none" stroke={palette.link} strokeWidth={1.5}>
            {layout.links.map((l) => (
              <path key={l.key} d={l.path} />
            ))}
          </g>
          {layout.nodes.map((placed) => (
            <PositionNodeBox
              key={placed.node.id}
              placed={placed}
              palette={palette}
              texts={texts}
              highlighted={highlighted.has(placed.node.id)}
              selected={placed.node.id === selectedId}
              onOpen={open}
              onToggle={onToggle}
            />
          ))}
        </g>
      </svg>
    </div>
  );
});
