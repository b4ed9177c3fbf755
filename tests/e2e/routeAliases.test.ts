import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/**
 * Spec §2 paths served by screens living under another route: /team/team, /news and /employee-records open those
 * screens at their own address (no redirect) with the matching sidebar entry highlighted.
 */
describe('spec route aliases in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await e2eServer({ NOVELTIES_MENU: 'all' });
    browser = await launchBrowser();
    page = await newPage(browser, { width: 1400, height: 1000 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each([
    ['/team/team', 'Colaboradores', 'Colaboradores'],
    ['/news', 'Novedades de nómina', 'Novedades'],
    ['/employee-records', 'Registros patronales', 'Registros patronales'],
  ])('%s shows %s with "%s" highlighted', async (path, title, menuItem) => {
    if (page.url() === 'about:blank') {
      await loginAs(page, server.url, 'owner');
      await page.waitForURL(/\/team$/, { timeout: 15_000 });
    }
    await page.goto(`${server.url}${path}`);
    await visible(page.locator('.ant-page-header-heading-title, h1, h2, h3, h4', { hasText: title }).first());
    await visible(page.locator('.ant-table-row').first());
    expect(new URL(page.url()).pathname).toBe(path);
    await expect.poll(() => page.locator('.ant-menu-item-selected').allInnerTexts()).toEqual([menuItem]);
  });
});
