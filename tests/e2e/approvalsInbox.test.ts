import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, gone, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { apiCall } from '../support/apiCall';
import { e2eServer } from '../support/e2eServer';

interface Pending { id: string; userId: string; userName: string }

/**
 * Issue 11, reviews and approvals: an administrator approves another person's absence request from
 * /reviews-approvals (the menu badge drops by one) and is refused his own with the spec §8 message.
 */
describe('absence requests in the approvals inbox', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let other: Pending;
  let ownId: string;

  const call = <T>(token: string, method: string, path: string, body?: unknown) => apiCall<T>(server.url, token, method, path, body);

  beforeAll(async () => {
    server = await e2eServer();
    const owner = await apiLogin(server.url, 'owner');
    const admin = await apiLogin(server.url, 'admin');
    // a reason of this test only, so the inbox can be narrowed to its two requests
    const reason = await call<{ id: string }>(owner, 'POST', '/companies/typesOfDayoff', { title: 'E2E bandeja', color: '#722ed1' });
    const seeded = await call<{ dayoffs: Pending[] }>(admin, 'POST', '/reviews/pending/dayoffs/getFiltered', { limit: 1 });
    const self = await call<{ id: string }>(admin, 'GET', '/users/self');
    const someone = seeded.dayoffs.find((d) => d.userId !== self.id);
    expect(someone, 'the demo seeds pending requests in the administrator’s units').toBeDefined();
    const created = await call<{ id: string }>(owner, 'POST', '/dayoffs', { userId: someone!.userId, typeId: reason.id, from: '2031-03-05', to: '2031-03-05' });
    other = { id: created.id, userId: someone!.userId, userName: someone!.userName };
    ownId = (await call<{ id: string }>(owner, 'POST', '/dayoffs', { userId: self.id, typeId: reason.id, from: '2031-03-04', to: '2031-03-04' })).id;

    browser = await launchBrowser();
    page = await newPage(browser);
    await loginAs(page, server.url, 'admin');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const badge = async () => Number(await page.locator('[data-testid=approvals-badge] .ant-scroll-number').first().getAttribute('title'));

  it('approves another person’s request: it leaves the inbox and the menu count drops', async () => {
    await page.goto(`${server.url}/reviews-approvals`);
    await visible(page.locator('[data-testid=approvals-badge]'));
    const before = await badge();
    await page.getByTestId('inbox-type').getByText('Solicitudes de ausencia').click();
    await page.getByTestId('inbox-reason').click();
    await page.keyboard.type('E2E bandeja');
    await page.keyboard.press('Enter');
    const row = page.locator(`tr[data-dayoff-id="${other.id}"]`);
    await visible(row);
    await visible(page.locator(`tr[data-dayoff-id="${ownId}"]`));

    await row.getByTestId('dayoff-approve').click();
    await visible(page.locator('.ant-notification-notice', { hasText: `Solicitud de ${other.userName} aprobada` }));
    await gone(row);
    await expect.poll(badge, { timeout: 10_000 }).toBe(before - 1);
  });

  it('refuses to approve one’s own request with the §8 message', async () => {
    const own = page.locator(`tr[data-dayoff-id="${ownId}"]`);
    await own.getByTestId('dayoff-approve').click();
    await visible(page.locator('.ant-notification-notice', { hasText: 'Un administrador no puede aprobar ni rechazar su propia licencia' }));
    await visible(own);
  });

  it('shows the month of requests as a calendar kept in the URL; a click opens the request', async () => {
    await page.goto(`${server.url}/requests?view=calendar&month=2031-03`);
    const day = page.locator('[data-testid=calendar-day][data-date="2031-03-05"]');
    await visible(day.getByText(other.userName));
    await visible(page.locator('[data-testid=calendar-day][data-date="2031-03-04"] [data-testid=calendar-request]'));
    await page.getByTestId('requests-view').getByText('Lista').click();
    await page.waitForURL((url) => !url.search.includes('view=calendar'));
    // the list writes its page and order into the URL once its rows arrive; switch back only after that, as a person would
    await visible(page.locator('.ant-table-row').first());
    await page.waitForURL(/pageSize=/);
    await page.getByTestId('requests-view').getByText('Calendario').click();
    await page.waitForURL(/view=calendar/);
    await page.goto(`${server.url}/requests?view=calendar&month=2031-03`);
    await day.getByTestId('calendar-request').first().click();
    await page.waitForURL(new RegExp(`/requests/view/${other.id}$`));
  });
});
