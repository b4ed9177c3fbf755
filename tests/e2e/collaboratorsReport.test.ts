import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/**
 * The collaborators report builder in the browser (issue 23 item 3): counted by gender, a bar opens exactly the
 * people behind it, with the condition in the URL.
 */
describe('the collaborators report builder in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser, { width: 1440, height: 1000, locale: 'en-US' });
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a group\'s bar drills down to its people', async () => {
    await page.goto(`${server.url}/reports/collaborators?group=gender&cols=lastName,firstName,gender`);
    const first = page.getByTestId('report-group-row').first();
    await visible(first);
    const count = Number(await first.locator('strong').textContent());
    expect(count).toBeGreaterThan(0);
    await first.click();
    await page.waitForURL(/where=gender&is=/);
    await expect.poll(() => page.getByTestId('report-groups').getByTestId('report-group-row').count()).toBe(1);
    await visible(page.getByTestId('report-where'));
    await expect.poll(async () => page.locator('.ant-pagination-total-text').textContent()).toContain(String(count));
  });
});
