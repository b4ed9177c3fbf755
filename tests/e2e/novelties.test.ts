import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, gone, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

// a month no seed reaches, whatever day the test runs
const PERIOD = '2031-05';

/**
 * Team › Novedades: the owner opens a pay period from the menu's page, reads its novelties in their units, sends the
 * period to payroll (rows lock: no edit, no delete) and reopens it.
 */
describe('payroll novelties in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let person: { id: string; firstName: string; lastName: string };

  beforeAll(async () => {
    server = await e2eServer();
    const token = await apiLogin(server.url, 'owner');
    const api = async <T>(url: string, body: unknown): Promise<T> => {
      const res = await fetch(`${server.url}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      return ((await res.json()) as { data: T }).data;
    };
    person = (await api<{ users: { id: string; firstName: string; lastName: string }[] }>('/users/getFiltered', { limit: 1, sort: [{ field: 'lastName', order: 'asc' }] })).users[0];
    await api('/novelties', { userId: person.id, type: 'BONUS', date: `${PERIOD}-12`, quantity: 150, comment: 'Objetivos E2E' });
    await api('/novelties', { userId: person.id, type: 'OVERTIME', date: `${PERIOD}-20`, quantity: 6.5 });
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the period in units, sends it to payroll and reopens it', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await visible(page.locator('.ant-menu a[href="/novelties"]'));
    await page.goto(`${server.url}/novelties?period=${PERIOD}`);
    const rows = page.locator('tr[data-row-key]');
    await visible(rows.first());
    expect(await rows.count()).toBe(2);
    await visible(page.locator('tr', { hasText: 'Bonificación' }).getByText('150,00'));
    await visible(page.locator('tr', { hasText: 'Horas extra' }).getByText('6,5 h'));
    await visible(page.getByTestId('novelties-open').getByText('2 abiertas'));

    await page.getByTestId('novelties-send').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await visible(page.getByTestId('novelties-sent').getByText('2 enviadas'));
    await visible(rows.first().getByText('Enviada a nómina'));
    expect(await page.locator('tr[data-row-key] .ant-btn-dangerous').count()).toBe(0); // no delete on sent rows
    await gone(page.getByTestId('novelties-send'));

    await page.getByTestId('novelties-reopen').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await visible(page.getByTestId('novelties-open').getByText('2 abiertas'));
    await visible(rows.first().getByText('Abierta'));
  });
});
