import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureJs } from '../../scripts/bench/bundle';
import { DEMO_PASSWORD, launchBrowser, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/**
 * The login route is light (issue 21: under 250 KB of JavaScript on the wire) because the signed-in app (Refine and
 * every area) loads only for signed-in routes; a page opened while signed out still comes back after the login.
 */
describe('the login route', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('downloads under 250 KB of JavaScript (brotli) and no signed-in code', async () => {
    const urls: string[] = [];
    page.on('request', (req) => void urls.push(req.url()));
    const js = await measureJs(page, () => page.goto(`${server.url}/auth/login`, { waitUntil: 'networkidle' }).then(() => undefined), process.env.CLIENT_DIR);
    await visible(page.locator('input#username'));
    expect(js.brKb).toBeLessThan(250);
    // no chunk of the signed-in app: its layout, Refine's query client
    expect(urls.filter((url) => /MainLayout|query-core|refine/i.test(url))).toEqual([]);
  });

  it('opening /team?q=ana signed out goes to the login, which brings the user back there', async () => {
    await page.goto(`${server.url}/team?q=ana`);
    await page.waitForURL(/\/auth\/login\?to=/, { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('to')).toBe('/team?q=ana');
    await page.locator('input#username').fill('owner');
    await page.locator('input#password').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/team\?q=ana$/, { timeout: 30_000 });
    await visible(page.getByTestId('menu-sider'));
  });
});
