import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/** The owner plans a week of shifts on /team/shifts by dragging a template, and is stopped by an overlapping one. */
describe('shifts calendar in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  const stamp = Date.now().toString(36);
  const morning = `E2E Mañana ${stamp}`;
  const night = `E2E Noche ${stamp}`;

  beforeAll(async () => {
    server = await e2eServer();
    const token = await apiLogin(server.url, 'owner');
    for (const [name, startTime, endTime] of [[morning, '08:00', '16:00'], [night, '22:00', '09:00']]) {
      const res = await fetch(`${server.url}/api/workshift/shiftTemplate`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name, externalId: `${name}-id`, type: 'simple', startTime, endTime, color: name === morning ? '#52c41a' : '#722ed1' }),
      });
      expect(res.status).toBe(201);
    }
    browser = await launchBrowser();
    page = await newPage(browser, { width: 1600, height: 900 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('assigns a template to a collaborator for a week by dragging it, then refuses an overlapping night shift', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await page.goto(`${server.url}/team/shifts`);
    await visible(page.getByTestId('shifts-week'));
    // four weeks ahead: beyond the demo's planned fortnight
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.waitForTimeout(800);
    const firstCell = page.locator('[data-testid^="cell-"]').first();
    await visible(firstCell);
    const id = (await firstCell.getAttribute('data-testid'))!;
    const userId = id.slice(5, 41);
    const monday = id.slice(42);
    const cells = page.locator(`[data-testid^="cell-${userId}-"]`);
    expect(await cells.count()).toBe(7);

    const template = page.getByTestId(`template-${morning}`);
    for (let i = 0; i < 5; i++) {
      const cell = cells.nth(i);
      await template.dragTo(cell);
      await expect.poll(() => cell.getAttribute('data-shift'), { timeout: 10_000 }).toBe(morning);
    }
    expect(await cells.nth(0).innerText()).toContain('08:00–16:00');
    expect(monday).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // a 22:00–09:00 night on Tuesday reaches Wednesday's 08:00 shift
    await page.getByTestId(`template-${night}`).dragTo(cells.nth(1));
    await visible(page.locator('.ant-notification-notice', { hasText: 'El turno se solapa con otro existente' }));
    expect(await cells.nth(1).getAttribute('data-shift')).toBe(morning);
    await page.screenshot({ path: '/tmp/shifts-week.png' });
  });

  it('shows one collaborator’s month and runs the 8-week generation with its progress', async () => {
    await page.getByText('Mes', { exact: true }).click();
    await visible(page.getByTestId('shifts-month'));
    // Mondays follow the morning template from now on
    await page.getByTestId('pattern-open').click();
    await page.locator('.ant-modal:visible .ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: morning }).click();
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    await visible(page.locator('.ant-notification-notice', { hasText: 'Patrón guardado' }));
    await page.getByTestId('shifts-generate').click();
    // generating 8 weeks for a whole unit is asked first
    await visible(page.locator('.ant-popover:visible', { hasText: '¿Generar los turnos de las próximas 8 semanas?' }));
    await page.getByTestId('shifts-generate-confirm').click();
    await visible(page.locator('[data-testid="job-progress"][data-status="completed"]'));
    await visible(page.locator('.ant-notification-notice', { hasText: /Turnos generados: [1-9]/ }));
    await page.screenshot({ path: '/tmp/shifts-month.png' });
  });
});
