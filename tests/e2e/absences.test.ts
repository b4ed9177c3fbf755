import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

interface Request { id: string; userId: string; typeId: string; from: string; to: string; partial: unknown }

/** DD/MM/YYYY, as the Spanish date pickers take it. */
const spanishDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * Issue 11 in the browser: a request that collides with another of the same person is refused on its date field
 * (spec §8: on the field, no toast), and a collaborator's vacation balance reads as a ledger on their profile.
 */
describe('absences and vacation', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let approved: Request;

  beforeAll(async () => {
    server = await e2eServer();
    const token = await apiLogin(server.url, 'owner');
    const res = await fetch(`${server.url}/api/dayoffs/getFiltered`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ limit: 50, filters: { status: { in: ['APPROVED'] } } }),
    });
    // a full-day one (a part day collides only with overlapping hours)
    approved = ((await res.json()) as { data: { dayoffs: Request[] } }).data.dayoffs.find((r) => !r.partial)!;
    browser = await launchBrowser();
    page = await newPage(browser);
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows a request colliding with another of the person on its From field, without a toast', async () => {
    await page.goto(`${server.url}/requests/new?userId=${approved.userId}&typeId=${approved.typeId}`);
    for (const [field, date] of [['root_from', approved.from], ['root_to', approved.to]]) {
      const input = page.locator(`#${field}`);
      await input.click();
      await input.fill(spanishDate(date));
      await input.press('Enter');
    }
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(page.locator('.ant-form-item, .form-group', { hasText: 'La solicitud coincide con otra de la misma persona en esas fechas' }));
    expect(await page.locator('.ant-notification-notice').count()).toBe(0);
  });

  it('reads a collaborator’s vacation balance as a ledger on their profile', async () => {
    await page.goto(`${server.url}/team/profile/${approved.userId}`);
    await page.getByRole('tab', { name: 'Vacaciones' }).click();
    await visible(page.locator('[data-testid=vacation-totals]'));
    await expect.poll(() => page.locator('[data-testid=vacation-ledger] tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await visible(page.locator('[data-testid=vacation-ledger]', { hasText: 'Generación' }));
    await visible(page.locator('[data-testid=vacation-totals]', { hasText: 'Disponibles' }));
  });

  it('names the person of a request made for an administrator on the requests list, not a piece of an id', async () => {
    const token = await apiLogin(server.url, 'owner');
    const api = async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
      const res = await fetch(`${server.url}/api${path}`, {
        method: init.method ?? 'GET', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return ((await res.json()) as { data: T }).data;
    };
    // the demo's regional administrator (a dashboard user, not a collaborator) takes a day of their own
    const admin = { id: (JSON.parse(Buffer.from((await apiLogin(server.url, 'admin')).split('.')[1], 'base64url').toString()) as { sub: string }).sub };
    const { typesOfDayoff } = await api<{ typesOfDayoff: { id: string; title: string }[] }>('/companies/typesOfDayoff?limit=50');
    const reason = typesOfDayoff.find((r) => r.title === 'Asuntos propios')!;
    // far ahead: the first row of the list (newest first) and no collision with the demo's requests
    const request = await api<{ id: string }>('/dayoffs', { method: 'POST', body: { userId: admin.id, typeId: reason.id, from: '2031-06-04', to: '2031-06-04' } });
    expect(request.id).toBeTruthy();

    await page.goto(`${server.url}/requests`);
    const row = page.locator('tbody tr.ant-table-row', { hasText: '04/06/2031' });
    await visible(row);
    await visible(row.getByText('Javier Moreno Castillo'));
    expect(await row.textContent()).not.toContain(admin.id.slice(0, 8));
  });
});
