import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { zoomAt, type ViewTransform } from './viewTransform';

/** Movement (px) after which a press becomes a drag: a shorter one stays a click on the box under it. */
const DRAG_THRESHOLD = 4;

type Point = { x: number; y: number };
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Drag to pan, wheel or two-finger pinch to zoom an SVG. `animated` is true for jumps asked by buttons and search, so
 * they glide; dragging, wheeling and pinching follow the hand directly.
 */
export function usePanZoom(svgRef: RefObject<SVGSVGElement | null>) {
  const [view, setView] = useState<{ t: ViewTransform; animated: boolean }>({ t: { x: 0, y: 0, k: 1 }, animated: false });
  const current = useRef(view.t);
  current.current = view.t;
  const pointers = useRef(new Map<number, Point>());
  const press = useRef<{ id: number; start: Point; t: ViewTransform; dragging: boolean } | null>(null);
  const pinch = useRef<{ dist: number; mid: Point; t: ViewTransform } | null>(null);

  const jump = useCallback((next: ViewTransform | ((t: ViewTransform) => ViewTransform), animated = true) => {
    setView((v) => ({ t: typeof next === 'function' ? next(v.t) : next, animated }));
  }, []);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const box = svg.getBoundingClientRect();
      // trackpad pinches arrive as ctrl+wheel with small deltas
      const speed = e.ctrlKey ? 0.01 : 0.0015;
      const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      jump((t) => zoomAt(t, Math.exp(-delta * speed), e.clientX - box.left, e.clientY - box.top), false);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [svgRef, jump]);

  const local = (e: ReactPointerEvent<SVGSVGElement>): Point => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };

  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    pointers.current.set(e.pointerId, local(e));
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { dist: distance(a, b), mid: middle(a, b), t: current.current };
      for (const id of pointers.current.keys()) e.currentTarget.setPointerCapture(id);
      if (press.current) press.current.dragging = true; // a pinch is never a click
      return;
    }
    press.current = { id: e.pointerId, start: local(e), t: current.current, dragging: false };
  };

  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    const here = local(e);
    pointers.current.set(e.pointerId, here);
    const p = pinch.current;
    if (p && pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const mid = middle(a, b);
      const zoomed = zoomAt(p.t, p.dist > 0 ? distance(a, b) / p.dist : 1, p.mid.x, p.mid.y);
      jump({ ...zoomed, x: zoomed.x + mid.x - p.mid.x, y: zoomed.y + mid.y - p.mid.y }, false);
      return;
    }
    const d = press.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = here.x - d.start.x;
    const dy = here.y - d.start.y;
    if (!d.dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!d.dragging) {
      d.dragging = true;
      // captured only now: a plain click keeps reaching the box it was made on
      e.currentTarget.setPointerCapture(e.pointerId);
    }
    jump({ ...d.t, x: d.t.x + dx, y: d.t.y + dy }, false);
  };

  const onPointerEnd = (e: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (press.current?.id === e.pointerId) {
      // keep `dragging` readable by the click that follows this pointerup, then forget the press
      const ended = press.current;
      setTimeout(() => press.current === ended && (press.current = null), 0);
    }
  };

  return {
    transform: view.t,
    animated: view.animated,
    jump,
    dragging: () => press.current?.dragging ?? false,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}
