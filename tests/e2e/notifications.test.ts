import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/**
 * An administrator enters an absence request for one of their people; the owner, who reviews every unit, sees the
 * bell count it, opens it from the bell (landing on the request) and it is read.
 */
describe('notifications in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let requestId: string;

  beforeAll(async () => {
    server = await e2eServer();
    const admin = await apiLogin(server.url, 'admin');
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${server.url}/api${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` }, body: body ? JSON.stringify(body) : undefined });
      const json = (await res.json()) as { data: T };
      expect(res.status, JSON.stringify(json)).toBeLessThan(300);
      return json.data;
    };
    const { users } = await call<{ users: { id: string }[] }>('POST', '/users/getFiltered', { limit: 1 });
    const { typesOfDayoff } = await call<{ typesOfDayoff: { id: string; title: string }[] }>('GET', '/companies/typesOfDayoff?limit=50');
    const reason = typesOfDayoff.find((r) => r.title === 'Asuntos propios')!;
    // a Wednesday years ahead: no seeded request of anybody is there
    requestId = (await call<{ id: string }>('POST', '/dayoffs', { userId: users[0].id, typeId: reason.id, from: '2031-03-05', to: '2031-03-05' })).id;
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('counts the new request on the bell, opens it from there and marks it read', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    const bell = page.getByTestId('notification-bell');
    await visible(bell.locator('.ant-badge-count'));
    const before = Number(await bell.locator('.ant-badge-count').getAttribute('title'));
    expect(before).toBeGreaterThan(0);
    await bell.click();
    await page.getByTestId('bell-list').getByText(/^Nueva solicitud de /).first().click();
    await page.waitForURL(new RegExp(`/requests/view/${requestId}$`));
    await expect.poll(async () => Number((await bell.locator('.ant-badge-count').getAttribute('title').catch(() => '0')) ?? 0)).toBe(before - 1);

    // on the list: back to unread, then everything read at once
    await page.goto(`${server.url}/notifications`);
    const item = page.getByTestId('notifications').locator('.ant-list-item').filter({ hasText: /Nueva solicitud de / }).first();
    await item.getByRole('button', { name: 'Marcar como no leída' }).click();
    await expect.poll(async () => Number((await bell.locator('.ant-badge-count').getAttribute('title').catch(() => '0')) ?? 0)).toBe(before);
    await page.getByTestId('mark-all-read').click();
    await expect.poll(() => bell.locator('.ant-badge-count').count()).toBe(0);
  });
});
