import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/**
 * The owner assigns a new laptop to a collaborator from the article's page, finds it on the person's profile
 * (tab Inventario), ends the assignment there from the article, and sees it available again in the inventory list.
 */
describe('inventory in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let articleId: string;
  let person: { id: string; firstName: string; lastName: string };
  const title = `Portátil E2E ${Date.now()}`;

  beforeAll(async () => {
    server = await e2eServer();
    const token = await apiLogin(server.url, 'owner');
    const api = async <T>(url: string, body: unknown): Promise<T> => {
      const res = await fetch(`${server.url}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      return ((await res.json()) as { data: T }).data;
    };
    const type = await api<{ id: string }>('/inventory/types', { title: `Portátiles E2E ${Date.now()}` });
    articleId = (await api<{ id: string }>('/inventory', { title, typeId: type.id, code: `E2E-${Date.now()}` })).id;
    const people = await api<{ users: { id: string; firstName: string; lastName: string }[] }>('/users/getFiltered', { limit: 1, sort: [{ field: 'lastName', order: 'desc' }] });
    person = people.users[0];
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('assigns an article, shows it on the person’s profile, returns it and lists it available again', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await page.goto(`${server.url}/inventory/view/${articleId}`);
    await visible(page.locator('[data-testid=article-status][data-status=AVAILABLE]'));

    await page.getByTestId('article-move-assign').click();
    await page.locator('#article_assignee').fill(person.lastName);
    const option = page.locator('.ant-select-item-option', { hasText: `${person.firstName} ${person.lastName}` });
    await visible(option);
    await option.click();
    await page.getByTestId('article-move-note').fill('Entrega en mano');
    await page.getByTestId('article-move-confirm').click();
    await visible(page.locator('[data-testid=article-status][data-status=ASSIGNED]'));
    await visible(page.getByText(`${person.firstName} ${person.lastName}`).first());

    await page.goto(`${server.url}/team/profile/${person.id}`);
    await page.getByRole('tab', { name: 'Inventario' }).click();
    const item = page.getByTestId('inventory-tab-item').filter({ hasText: title });
    await visible(item);

    await item.getByRole('link', { name: title }).click();
    await page.waitForURL(new RegExp(`/inventory/view/${articleId}$`));
    await page.getByTestId('article-move-return').click();
    await page.getByTestId('article-move-confirm').click();
    await visible(page.locator('[data-testid=article-status][data-status=AVAILABLE]'));
    await page.getByRole('tab', { name: 'Movimientos' }).click();
    await visible(page.getByText('Nota: Entrega en mano'));
    expect(await page.getByTestId('article-history-entry').count()).toBe(3);

    await page.goto(`${server.url}/inventory?q=${encodeURIComponent(title)}`);
    const row = page.locator('tr', { hasText: title });
    await visible(row);
    await visible(row.locator('[data-testid=article-status][data-status=AVAILABLE]'));
  });
});
