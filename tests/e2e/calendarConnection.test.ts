import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeed } from '../api/calendarFeeds/icsParse';
import { launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/**
 * A manager opens /calendar, follows "Conectar con mi calendario", makes a feed of a collaborator of her store and
 * gets its address once; the address answers an iCalendar feed that ical.js parses. Revoking it closes the address.
 */
describe('calendar connection in the browser', () => {
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

  it('gives a collaborator\'s feed address that parses, and revoking it closes the address', async () => {
    await loginAs(page, server.url, 'manager');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await page.goto(`${server.url}/calendar`);
    await page.getByTestId('calendar-connection-link').click();
    await page.waitForURL(/\/calendar\/connection$/);
    await visible(page.getByText('Todavía no hay ninguno'));
    await page.screenshot({ path: '/tmp/cal-connection-empty.png', fullPage: true });

    await page.getByTestId('feed-new').click();
    await page.getByTestId('feed-scope').getByText('Un colaborador').click();
    await page.getByTestId('feed-person').click();
    await page.keyboard.type('Marta');
    await page.locator('.ant-select-item-option', { hasText: 'Marta' }).first().click();
    await page.screenshot({ path: '/tmp/cal-connection-form.png', fullPage: true });
    await page.getByTestId('feed-submit').click();

    const url = await page.getByTestId('feed-url').inputValue();
    expect(url).toMatch(new RegExp(`^${server.url}/api/calendar/feeds/[A-Za-z0-9_-]{43}\\.ics\\?lang=es-ES$`));
    expect(await page.getByTestId('feed-webcal').inputValue()).toBe(url.replace(/^http:/, 'webcal:'));
    await page.screenshot({ path: '/tmp/cal-connection-address.png', fullPage: true });

    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const feed = parseFeed(await res.text());
    expect(feed.name).toMatch(/^Marta .* — turnos y ausencias$/);
    for (const event of feed.events) expect(event.uid).toMatch(/^(absence|shift|specialday)-[^@]+@/);

    await page.getByRole('button', { name: 'Listo' }).click();
    const row = page.getByTestId('feed-table').locator('tr', { hasText: 'Persona: Marta' });
    await visible(row);
    await page.screenshot({ path: '/tmp/cal-connection-list.png', fullPage: true });
    await row.getByTestId('feed-revoke').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /ok|aceptar|sí/i }).click();
    await visible(page.getByText('Todavía no hay ninguno'));
    expect((await fetch(url)).status).toBe(404);
  });
});
