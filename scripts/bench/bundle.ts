import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/**
 * Records every JavaScript file the page downloads while `action` runs and returns the gzip size of their
 * bodies (what a browser transfers with compression), so route-level code splitting shows in the figures.
 */
export async function measureJs(page: Page, action: () => Promise<void>): Promise<{ files: number; rawKb: number; gzipKb: number }> {
  const bodies: Promise<Buffer | null>[] = [];
  const seen = new Set<string>();
  const onResponse = (res: import('playwright-core').Response) => {
    const url = res.url();
    if (!/\.m?js(\?|$)/.test(url) || seen.has(url)) return;
    seen.add(url);
    bodies.push(res.body().catch(() => null));
  };
  page.on('response', onResponse);
  await action();
  page.off('response', onResponse);
  const all = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
  const raw = all.reduce((n, b) => n + b.length, 0);
  const gz = all.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  return { files: all.length, rawKb: Math.round(raw / 102.4) / 10, gzipKb: Math.round(gz / 102.4) / 10 };
}
