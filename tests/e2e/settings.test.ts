import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/** The owner changes the company's time settings on /settings; the values survive a reload, a bad one is refused. */
describe('time settings in the browser', () => {
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

  const section = (name: string) => page.locator(`[data-section="${name}"]`);
  const save = () => page.getByRole('button', { name: 'Guardar' }).click();
  const fill = async (id: string, value: string) => {
    const input = page.locator(`#${id}`);
    await input.fill(value);
  };

  it('sets a late-arrival tolerance and a break range, saves, and finds them after a reload', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await page.goto(`${server.url}/settings`);
    await visible(section('tolerances'));
    // unset (-1) is a switch off, not a number
    await visible(section('tolerances').getByText('Sin definir').first());
    await page.locator('#root_toleranceLateArrival__set').click();
    await fill('root_toleranceLateArrival', '12');
    await fill('root_rangeOfBreak_min', '1');
    // a Spanish user writes decimals with a comma (es-ES), and reads them back so
    await fill('root_rangeOfBreak_max', '5,5');
    await save();
    await visible(page.locator('.ant-notification-notice', { hasText: 'Configuración guardada' }));
    await page.screenshot({ path: '/tmp/settings-page.png', fullPage: true });

    await page.reload();
    await visible(section('tolerances'));
    expect(await page.locator('#root_toleranceLateArrival').inputValue()).toBe('12');
    expect(await page.locator('#root_rangeOfBreak_min').inputValue()).toBe('1');
    expect(await page.locator('#root_rangeOfBreak_max').inputValue()).toBe('5,5');
    expect(await page.locator('#root_toleranceLateArrival__set').getAttribute('aria-checked')).toBe('true');
  });

  it('shows the error on the field for a break range that ends before it starts and saves nothing', async () => {
    await fill('root_rangeOfBreak_min', '6');
    await save();
    const item = page.locator('.ant-form-item', { has: page.locator('#root_rangeOfBreak_min') });
    await visible(item.locator('.ant-form-item-explain-error', { hasText: '5.5' }));
    await page.screenshot({ path: '/tmp/settings-error.png', fullPage: true });

    await page.reload();
    await visible(section('breaks'));
    expect(await page.locator('#root_rangeOfBreak_min').inputValue()).toBe('1');
  });
});
