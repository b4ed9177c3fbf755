import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface JsFigures {
  files: number;
  rawKb: number;
  /** what goes over the wire to a browser that accepts gzip only */
  gzipKb: number;
  /** … and to one that accepts brotli (every current browser) */
  brKb: number;
  /** bytes the browser actually received for these files (Chromium's own count of the encoded bodies) */
  wireKb: number;
  /** each file's name and brotli size, largest first (to see what a route pulls in) */
  byFile: { file: string; brKb: number }[];
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The precompressed copy the server sends (vite.config.ts writes it beside the file), or one made here if there is none. */
function encodedSize(clientDir: string, url: string, body: Buffer, suffix: '.br' | '.gz'): number {
  const file = path.join(clientDir, new URL(url).pathname);
  if (fs.existsSync(`${file}${suffix}`)) return fs.statSync(`${file}${suffix}`).size;
  if (body.length < 1024) return body.length; // sent as it is
  return suffix === '.br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length : gzipSync(body, { level: 9 }).length;
}

/**
 * Records every JavaScript file the page downloads while `action` runs and returns their sizes: raw, as the server
 * sends them to a gzip-only and to a brotli browser (the build's precompressed copies under `clientDir`), and as this
 * Chromium received them; route-level code splitting and compression both show in the figures.
 */
export async function measureJs(page: Page, action: () => Promise<void>, clientDir = 'dist/client'): Promise<JsFigures> {
  const seen = new Map<string, Response>();
  const onResponse = (res: Response) => {
    if (/\.m?js(\?|$)/.test(res.url()) && !seen.has(res.url())) seen.set(res.url(), res);
  };
  page.on('response', onResponse);
  await action();
  page.off('response', onResponse);
  let raw = 0, gz = 0, br = 0, wire = 0, files = 0;
  const byFile: JsFigures['byFile'] = [];
  for (const [url, res] of seen) {
    // the built file itself when it is there: Chromium does not keep every body (preloaded chunks), which undercounted
    const file = path.join(clientDir, new URL(url).pathname);
    const body = fs.existsSync(file) ? fs.readFileSync(file) : await res.body().catch(() => null);
    if (!body) continue;
    files++;
    raw += body.length;
    gz += encodedSize(clientDir, url, body, '.gz');
    const fileBr = encodedSize(clientDir, url, body, '.br');
    br += fileBr;
    byFile.push({ file: new URL(url).pathname, brKb: kb(fileBr) });
    wire += (await res.request().sizes().catch(() => null))?.responseBodySize ?? 0;
  }
  byFile.sort((a, b) => b.brKb - a.brKb);
  return { files, rawKb: kb(raw), gzipKb: kb(gz), brKb: kb(br), wireKb: kb(wire), byFile };
}
