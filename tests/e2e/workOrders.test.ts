import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { apiCall } from '../support/apiCall';
import { e2eServer } from '../support/e2eServer';

interface OrderRow { id: string; code: string; loggedMinutes: number; people: number }
interface Report { people: { userId: string; firstName: string; lastName: string; minutes: number }[]; totals: { minutes: number } }

/**
 * The work-order reports in the browser (issue 22): /ots-reports lists the demo's orders with their logged hours;
 * opening one shows its people and each one's hours as the API counts them, and a person's day timeline.
 * E2E_SHOTS=<dir> keeps screenshots.
 */
describe('work order reports in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let token: string;
  const shots = process.env.E2E_SHOTS;
  const shot = async (name: string) => {
    if (!shots) return;
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
  };
  const api = <T>(method: string, url: string, body?: unknown) => apiCall<T>(server.url, token, method, url, body);

  beforeAll(async () => {
    server = await e2eServer();
    token = await apiLogin(server.url, 'owner');
    browser = await launchBrowser();
    page = await newPage(browser, { width: 1440, height: 1000 });
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an order\'s report shows its people and their hours', async () => {
    const { workOrders } = await api<{ workOrders: OrderRow[] }>('POST', '/workOrders/report', { q: '', limit: 50, sort: 'code', order: 'asc' });
    const order = workOrders.find((o) => o.people > 0)!;
    expect(order, 'the demo has orders with time on them').toBeTruthy();
    const report = await api<Report>('GET', `/workOrders/${order.id}/report`);

    await page.goto(`${server.url}/ots-reports?q=${encodeURIComponent(order.code)}`);
    const row = page.getByTestId('wo-orders-table').locator('tr', { hasText: order.code });
    await visible(row);
    await shot('ots-reports');
    await row.getByTestId('wo-row-link').click();
    await page.waitForURL(`**/otsReport/${order.id}`);

    const people = page.getByTestId('wo-people');
    await visible(people.getByTestId('wo-person').first());
    const names = await people.getByTestId('wo-person').allInnerTexts();
    expect(names.length).toBe(report.people.length);
    const first = report.people[0];
    expect(names[0]).toBe(`${first.firstName} ${first.lastName}`);
    const hours = await people.getByTestId('wo-person-hours').first().innerText();
    expect(hours).toBe(`${Math.floor(first.minutes / 60)} h ${String(first.minutes % 60).padStart(2, '0')}`);
    await visible(page.getByTestId('wo-working-now'));
    await visible(page.getByTestId('wo-days'));
    await shot('ots-report');

    // the person's logs on the order as a day timeline
    await people.getByTestId('wo-person').first().click();
    await page.waitForURL(`**/workingInOT/${order.id}/u/${first.userId}**`);
    await visible(page.getByTestId('wo-logs'));
    await shot('working-in-ot');
  }, 120_000);
});
