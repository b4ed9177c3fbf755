import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gone, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/**
 * The owner writes a post with the rich-text editor (it is saved as a draft), publishes it from the drafts tab and
 * sees it move to the published tab and onto the feed; then unpublishes it to the paper bin and restores it.
 * The demo's banner post shows at the top of the dashboard.
 */
describe('the communication billboard in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  const title = `Aviso E2E ${Date.now()}`;

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const row = () => page.locator('tr', { hasText: title });
  const openTab = async (tab: 'feed' | 'published' | 'drafts' | 'bin') => {
    await page.getByTestId(`billboard-tab-${tab}`).click();
    await page.waitForURL(new RegExp(`tab=${tab}`));
  };

  it('writes a draft, publishes it and sees it move, then sends it to the bin and restores it', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await page.goto(`${server.url}/dashboard`);
    await visible(page.getByTestId('information-banner').getByText('Cena de Navidad del equipo'));

    await page.goto(`${server.url}/communication/billboard/new`);
    await page.locator('#root_title').fill(title);
    const editor = page.locator('.rich-text-editor');
    await editor.click();
    await page.keyboard.type('Mañana cerramos a las ');
    await page.getByRole('button', { name: 'Negrita' }).click();
    await page.keyboard.type('15:00');
    await page.locator('.refine-save-button').click();
    await page.waitForURL(/\/communication\/billboard(\?|$)/);

    await page.goto(`${server.url}/communication/billboard?tab=drafts`);
    await visible(row());
    await row().getByTestId('post-move-publish').click();
    await gone(row());
    await openTab('published');
    await visible(row());
    await expect(row().getByTestId('post-phase').textContent()).resolves.toBe('En cartelera');

    await openTab('feed');
    const card = page.getByTestId('feed-card').filter({ hasText: title });
    await visible(card);
    expect(await card.locator('strong').textContent()).toBe('15:00');

    await openTab('published');
    await row().getByTestId('post-move-unpublish').click();
    await page.getByTestId('post-move-unpublish-confirm').click();
    await gone(row());
    await openTab('bin');
    await visible(row());
    await row().getByTestId('post-move-restore').click();
    await gone(row());
    await openTab('drafts');
    await visible(row());
  });
});
