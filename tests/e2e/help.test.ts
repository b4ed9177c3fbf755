import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/**
 * The help centre in the browser (issue 23 item 5): the Help menu item opens /help in a new tab, and the same search
 * finds the absences tutorial in each of the three languages as the user switches the screen's language.
 */
describe('the help centre in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser, { width: 1440, height: 900 });
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const switchTo = async (p: Page, language: RegExp) => {
    await p.getByTestId('language-menu').click();
    await p.getByRole('menuitem', { name: language }).click();
  };
  const searchFor = async (p: Page, q: string) => {
    // antd puts the test id on the input itself
    const box = p.locator('input[data-testid="help-search"], [data-testid="help-search"] input').first();
    await box.fill(q);
    await box.press('Enter');
  };

  it('opens from the Help menu in a new tab and finds an article in each language', async () => {
    const [help] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('menu-sider').getByText('Ayuda', { exact: true }).click(),
    ]);
    await help.waitForLoadState();
    expect(new URL(help.url()).pathname).toBe('/help');
    // the tab the menu was in stays where it was
    expect(new URL(page.url()).pathname).toBe('/team');

    await searchFor(help, 'vacaciones');
    await expect.poll(() => help.getByTestId('help-result').first().textContent()).toBe('Ausencias, vacaciones y licencias');

    await switchTo(help, /English/);
    await searchFor(help, 'vacation');
    await expect.poll(() => help.getByTestId('help-result').first().textContent()).toBe('Absences, vacation and leave');

    await switchTo(help, /Portugu/);
    await searchFor(help, 'ferias');
    await expect.poll(() => help.getByTestId('help-result').first().textContent()).toBe('Ausências, férias e licenças');
    await help.getByTestId('help-result').first().click();
    await visible(help.getByTestId('help-article').locator('img[src="/api/help/screenshots/absences.png"]'));

    // back to the default language for whoever uses the session next
    await switchTo(help, /Español/);
    await help.close();
  });
});
