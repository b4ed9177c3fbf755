import type { Box } from './viewTransform';
import { saveFile } from '../shell/files/saveFile';

const SVG_NS = 'http://www.w3.org/2000/svg';
const PADDING = 40;
const HEADER = 64;
/** Crisp on high-density screens, but never a canvas larger than browsers allow (about 16k px a side). */
const MAX_SCALE = 2;
const MAX_SIDE = 16_000;
const MAX_PIXELS = 40_000_000;

export interface ExportOptions {
  title: string;
  subtitle: string;
  fileName: string;
  background: string;
  text: string;
  textSecondary: string;
  font: string;
}

const el = (name: string, attrs: Record<string, string | number>) => {
  const node = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
};

/**
 * A standalone SVG of the whole chart as it is expanded now (not only the part in view), with a title: the on-screen
 * drawing is cloned, so the image looks exactly like the screen. Its colours are attributes, not CSS, for that reason.
 */
export function chartSvgMarkup(svg: SVGSVGElement, bounds: Box, opts: ExportOptions): { markup: string; width: number; height: number } {
  const width = Math.ceil(bounds.width + 2 * PADDING);
  const height = Math.ceil(bounds.height + 2 * PADDING + HEADER);
  const out = el('svg', { xmlns: SVG_NS, width, height, viewBox: `0 0 ${width} ${height}` });
  const defs = svg.querySelector('defs')?.cloneNode(true) as SVGDefsElement | undefined;
  if (defs) out.appendChild(defs);
  out.appendChild(el('rect', { width, height, fill: opts.background }));
  const title = el('text', { x: PADDING, y: PADDING + 6, 'font-family': opts.font, 'font-size': 22, 'font-weight': 600, fill: opts.text });
  title.textContent = opts.title;
  const subtitle = el('text', { x: PADDING, y: PADDING + 30, 'font-family': opts.font, 'font-size': 13, fill: opts.textSecondary });
  subtitle.textContent = opts.subtitle;
  out.append(title, subtitle);
  const content = svg.querySelector('[data-chart-content]')?.cloneNode(true) as SVGGElement | undefined;
  if (content) {
    content.removeAttribute('style');
    content.setAttribute('transform', `translate(${PADDING - bounds.x},${PADDING + HEADER - bounds.y})`);
    content.querySelectorAll('[data-export="skip"], title').forEach((n) => n.remove());
    out.appendChild(content);
  }
  return { markup: new XMLSerializer().serializeToString(out), width, height };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('the chart could not be drawn as an image'));
    img.src = src;
  });
}

/** Draw the chart on a canvas and download it as a PNG file. */
export async function downloadChartPng(svg: SVGSVGElement, bounds: Box, opts: ExportOptions): Promise<void> {
  const { markup, width, height } = chartSvgMarkup(svg, bounds, opts);
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`);
  const scale = Math.min(MAX_SCALE, MAX_SIDE / width, MAX_SIDE / height, Math.sqrt(MAX_PIXELS / (width * height)));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.floor(width * scale));
  canvas.height = Math.max(1, Math.floor(height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.scale(scale, scale);
  ctx.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the image could not be encoded');
  saveFile(blob, opts.fileName);
}

/** "organigrama-acme-2026-03-14.png": the company and the day, safe for every file system. */
export function exportFileName(prefix: string, company: string, date: Date): string {
  const slug = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return `${[slug(prefix), slug(company), day].filter(Boolean).join('-')}.png`;
}
