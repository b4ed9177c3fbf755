/** Pan and zoom of the chart as one transform: screen = chart × k + (x, y). Pure functions. */
export interface ViewTransform {
  x: number;
  y: number;
  k: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Box extends Size {
  x: number;
  y: number;
}

export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 2;
const FIT_PADDING = 32;

const clampZoom = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

/** The whole drawing in view, centred, never enlarged beyond 100 % (a small tree stays at its natural size). */
export function fitTransform(bounds: Box, view: Size): ViewTransform {
  if (bounds.width <= 0 || view.width <= 0 || view.height <= 0) return { x: FIT_PADDING, y: FIT_PADDING, k: 1 };
  const k = clampZoom(Math.min(1, (view.width - 2 * FIT_PADDING) / bounds.width, (view.height - 2 * FIT_PADDING) / bounds.height));
  const x = (view.width - bounds.width * k) / 2 - bounds.x * k;
  // a drawing taller than the view starts at its top (the roots), otherwise it is centred
  const fitsHeight = bounds.height * k <= view.height - 2 * FIT_PADDING;
  const y = fitsHeight ? (view.height - bounds.height * k) / 2 - bounds.y * k : FIT_PADDING - bounds.y * k;
  return { x, y, k };
}

/** Zoom by `factor` keeping the screen point (cx, cy) where it is (the mouse, or the view's centre for buttons). */
export function zoomAt(t: ViewTransform, factor: number, cx: number, cy: number): ViewTransform {
  const k = clampZoom(t.k * factor);
  const ratio = k / t.k;
  return { k, x: cx - (cx - t.x) * ratio, y: cy - (cy - t.y) * ratio };
}

/** Bring a chart point to the centre of the view, zooming in to at least `minZoom` so the found box is readable. */
export function centerOn(t: ViewTransform, point: { x: number; y: number }, view: Size, minZoom = 0.8): ViewTransform {
  const k = clampZoom(Math.max(t.k, minZoom));
  return { k, x: view.width / 2 - point.x * k, y: view.height / 2 - point.y * k };
}

/** Below this zoom the boxes' text is too small to read. */
export const READABLE_ZOOM = 0.6;

/**
 * The first view: the whole drawing when it can be read that way, otherwise readable size with the roots at the top
 * centre (a wide tree on a phone), to be explored by dragging.
 */
export function initialTransform(bounds: Box, view: Size, rootsCenterX: number): ViewTransform {
  const fit = fitTransform(bounds, view);
  if (fit.k >= READABLE_ZOOM) return fit;
  const k = READABLE_ZOOM;
  return { k, x: view.width / 2 - rootsCenterX * k, y: FIT_PADDING - bounds.y * k };
}
