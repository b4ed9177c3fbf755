import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCarousel, demoLogo } from '../../src/server/seed/companyImagesSeed';
import { launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/** The owner changes the company's logos on /company/edit, lands on /company and sees them in the header at once. */
describe('company data in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser, { width: 1400, height: 1000 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const headerLogo = () => page.locator('[data-testid="header-logo"] img');

  it('uploads a new logo and large logo, goes to /company and the header shows them without a reload', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    // the demo's own large logo is in the header from the start
    await visible(headerLogo());
    const before = await headerLogo().getAttribute('src');
    expect(before).toMatch(/^\/api\/files\//);

    await page.goto(`${server.url}/company`);
    await visible(page.locator('[data-field="taxId"]', { hasText: 'B12345674' }));
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/company\/edit$/);
    await visible(page.locator('#company-name'));

    await page.locator('[data-testid="image-field-hugeLogo"] input[type="file"]').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: demoCarousel()[1] });
    await page.locator('[data-testid="image-field-image"] input[type="file"]').setInputFiles({ name: 'mark.png', mimeType: 'image/png', buffer: demoLogo() });
    await page.locator('#company-city').fill('Sevilla');
    await page.getByTestId('company-save').click();

    await page.waitForURL(/\/company$/);
    await visible(page.locator('[data-field="city"]', { hasText: 'Sevilla' }));
    const wide = await headerLogo().getAttribute('src');
    expect(wide).toMatch(/^\/api\/files\/.+\.png\?exp=\d+&sig=[\w-]+$/);
    expect(wide).not.toBe(before);
    expect(await page.getByTestId('company-hugeLogo').locator('img').getAttribute('src')).toBe(wide);
    // the picture really loads
    expect(await headerLogo().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // below the 900 px logo breakpoint the header shows the (new) square logo
    await page.setViewportSize({ width: 860, height: 1000 });
    await expect.poll(() => headerLogo().getAttribute('src')).toBe(await page.getByTestId('company-image').locator('img').getAttribute('src'));
    await page.screenshot({ path: '/tmp/h/co-e2e-after.png' });
  });
});
