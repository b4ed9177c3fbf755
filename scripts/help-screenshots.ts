/**
 * Regenerates the help articles' screenshots (help/screenshots/*.png) from the demo product, so they never show a
 * screen that no longer exists: `npm run help:screenshots`. Starts the real server on a fresh demo database (a
 * built client is needed: `npx vite build` first), signs in as the demo owner in Debian's Chromium (playwright-core)
 * and photographs each area's first screen at 1280×800, in Spanish (the default language).
 * HELP_SHOTS=team,shifts limits it to some images.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, loginAs } from '../tests/support/browser';
import { ROOT, startServer, stopServer } from '../tests/support/serverProcess';

/** image (the articles name it) → screen; one per area, a dozen at most */
const SHOTS: Record<string, string> = {
  dashboard: '/dashboard',
  team: '/team',
  workdays: '/team/marks-review',
  shifts: '/team/shifts',
  absences: '/requests',
  documents: '/company/documents',
  company: '/company/branch-offices',
  communication: '/communication/billboard',
  reports: '/reports',
  administrators: '/user',
  devices: '/devices',
  'work-orders': '/ots-reports',
};

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'dist', 'client', 'index.html'))) throw new Error('no built client: run `npx vite build` first');
  const only = process.env.HELP_SHOTS?.split(',').filter(Boolean);
  const outDir = path.join(ROOT, 'help', 'screenshots');
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'help-shots-'));
  console.log('starting the demo (seeding takes about half a minute)…');
  const server = await startServer(dataDir);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await loginAs(page, server.url, 'owner');
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    for (const [name, route] of Object.entries(SHOTS)) {
      if (only && !only.includes(name)) continue;
      await page.goto(`${server.url}${route}`);
      await page.waitForLoadState('networkidle');
      // the page's own content drawn (lazy chunks arrive after the first idle moment)
      await page.locator('.ant-layout-content .ant-card, .ant-layout-content .ant-table, .ant-layout-content .ant-typography').first().waitFor({ timeout: 20_000 });
      // skeletons and spinners gone, charts drawn
      await page.locator('.ant-skeleton, .ant-spin-spinning').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
      await page.waitForTimeout(600);
      writeFileSync(path.join(outDir, `${name}.png`), await page.screenshot({ type: 'png' }));
      console.log(`help/screenshots/${name}.png  ${route}`);
    }
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
