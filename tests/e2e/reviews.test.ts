import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, gone, launchBrowser, loginAs, newPage, openMenuEntry, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

interface ReviewPage {
  reviews: { id: string; userName: string; status: string }[];
  count: number;
}

/**
 * The owner works through the marks review queue: approves a pending error report (it leaves the queue and shows as
 * approved in /error-reports) and is asked for a reason before rejecting another.
 */
describe('marks review in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let token: string;
  const list = async (filters: unknown): Promise<ReviewPage> => {
    const res = await fetch(`${server.url}/api/workdays/reviews/getFiltered`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ filters, limit: 5 }),
    });
    return ((await res.json()) as { data: ReviewPage }).data;
  };

  beforeAll(async () => {
    server = await e2eServer();
    token = await apiLogin(server.url, 'owner');
    expect((await list({ status: 'PENDING' })).count, 'the demo seeds pending error reports').toBeGreaterThan(2);
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const rows = () => page.getByTestId('review-queue').locator('tr[data-review-id]');
  const pendingCount = async () => Number((await page.getByTestId('pending-count').innerText()).replace(/\D/g, ''));

  it('approves a pending error report: it leaves the queue and shows as approved in the error reports', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await page.goto(`${server.url}/team/marks-review`);
    await visible(rows());
    const before = await pendingCount();
    const first = rows().first();
    const id = (await first.getAttribute('data-review-id'))!;
    const name = await first.getByTestId('review-person').innerText();
    await first.getByTestId('review-approve').click();

    await visible(page.locator('.ant-notification-notice', { hasText: `Informe de ${name} aprobado` }));
    await gone(page.locator(`tr[data-review-id="${id}"]`));
    await expect.poll(pendingCount, { timeout: 10_000 }).toBe(before - 1);
    expect((await list({ status: 'APPROVED' })).reviews.map((r) => r.id)).toContain(id);

    // Team › Informes › Informes de errores (Informes is a sub-menu, spec §2)
    await openMenuEntry(page, /(^|\s)Informes$/, page.getByRole('link', { name: 'Informes de errores' }));
    await page.waitForURL(/\/error-reports$/);
    await page.getByTestId('tab-APPROVED').click();
    const approved = page.locator(`tr[data-review-id="${id}"]`);
    await visible(approved);
    await visible(approved.getByTestId('review-status').getByText('Aprobado'));
    // who decided: the demo owner
    expect(await approved.innerText()).toMatch(/Carmen/);
    expect(await page.getByTestId('review-reports').locator('tr[data-review-id]').count()).toBe(1);
  });

  it('asks for a reason before rejecting: the error shows on the field, then the report is rejected', async () => {
    await page.goto(`${server.url}/team/marks-review`);
    await visible(rows());
    const first = rows().first();
    const id = (await first.getAttribute('data-review-id'))!;
    await first.getByTestId('review-reject').click();
    const modal = page.locator('.ant-modal:visible');
    await visible(modal.getByText('Rechazar el informe de error'));
    await modal.getByTestId('reject-confirm').click();
    await visible(modal.locator('.ant-form-item-explain-error', { hasText: 'El motivo es obligatorio' }));
    expect((await list({ status: 'REJECTED' })).count).toBe(0);

    await modal.getByTestId('reject-reason').fill('Estaba de visita en un cliente');
    await modal.getByTestId('reject-confirm').click();
    await visible(page.locator('.ant-notification-notice', { hasText: 'Informe rechazado' }));
    await gone(page.locator(`tr[data-review-id="${id}"]`));
    const rejected = await list({ status: 'REJECTED' });
    expect(rejected.reviews.map((r) => r.id)).toEqual([id]);
  });
});
