import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, newPage } from '../../tests/support/browser';
import { freePort, spawnServer, stopServer, waitListening } from '../../tests/support/serverProcess';
import { measureJs, type JsFigures } from './bundle';

export interface BundleFigures {
  loginJs: JsFigures;
  afterLoginJs: JsFigures;
}

/**
 * The JavaScript a browser downloads for the login page, then for the first screen after signing in (/team), from
 * the built client (dist/client) served by a started product with the demo company, in headless Chromium.
 */
export async function measureBundles(clientDir = process.env.CLIENT_DIR ?? 'dist/client'): Promise<BundleFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-ui-'));
  // CLIENT_DIR: a client built elsewhere (`npx vite build --outDir …`), so a build running in dist/client meanwhile does not disturb the figures
  const server = spawnServer(dataDir, await freePort(), { DEMO: '1', LOG_LEVEL: 'error', CLIENT_DIR: path.resolve(clientDir) });
  try {
    await waitListening(server);
    const browser = await launchBrowser();
    try {
      const page = await newPage(browser);
      const loginJs = await measureJs(page, async () => {
        await page.goto(`${server.url}/auth/login`, { waitUntil: 'networkidle' });
      }, clientDir);
      const afterLoginJs = await measureJs(page, async () => {
        await page.locator('input#username, input[name="username"]').first().fill('owner');
        await page.locator('input[type="password"]').first().fill('Demo2026!');
        await page.locator('button[type="submit"]').first().click();
        await page.waitForURL(/\/team/, { timeout: 30_000 });
        // the screen itself: the menu and the first row of people. Waiting for the network alone stopped early (a
        // quiet half second while the app's chunk ran, before the layout and the page were even asked for), which
        // counted about a third of what /team downloads
        await page.getByRole('menu').first().waitFor({ timeout: 30_000 });
        await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
      }, clientDir);
      return { loginJs, afterLoginJs };
    } finally {
      await browser.close();
    }
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printBundles({ loginJs, afterLoginJs }: BundleFigures): void {
  const line = (f: JsFigures) => `${f.brKb} KB brotli, ${f.gzipKb} KB gzip (${f.rawKb} KB raw, ${f.files} files; Chromium received ${f.wireKb} KB)`;
  console.log(`\nJavaScript for /auth/login: ${line(loginJs)}  [target < 250 KB compressed]`);
  console.log(`JavaScript added by the first screen after login (/team): ${line(afterLoginJs)}  [target < 100 KB more]`);
  // BUNDLE_FILES=1: which files make each figure
  if (process.env.BUNDLE_FILES) {
    for (const [label, f] of [['login', loginJs], ['after login', afterLoginJs]] as const) {
      console.log(`  ${label}: ${f.byFile.map((x) => `${x.file} ${x.brKb}`).join(', ')}`);
    }
  }
  console.log(`total to the first screen after login: ${(loginJs.brKb + afterLoginJs.brKb).toFixed(1)} KB brotli, ${(loginJs.gzipKb + afterLoginJs.gzipKb).toFixed(1)} KB gzip`);
}

// `npx tsx scripts/bench/bundleSize.ts`: these figures alone, on the client as built now (`npx vite build` first)
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(path.join(process.env.CLIENT_DIR ?? 'dist/client', 'index.html'))) throw new Error('build the client first: npx vite build');
  printBundles(await measureBundles());
}
