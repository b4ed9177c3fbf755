import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/**
 * Spec §6: the viewer reads and downloads reports and dashboards, and edits nothing. Walking every custom page as
 * the demo `viewer`, no write action is offered (the server would refuse it anyway): no create/edit/delete/approve
 * button, no draggable template, no clickable shift cell. Pages the viewer may not open send them back.
 */
describe('a viewer walks the custom pages', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let person: string;
  let dismissed: string;

  beforeAll(async () => {
    server = await e2eServer();
    const token = await apiLogin(server.url, 'owner');
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const res = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      return ((await res.json()) as { data: T }).data;
    };
    person = (await post<{ users: { id: string }[] }>('/users/getFiltered', { limit: 1 })).users[0].id;
    dismissed = (await post<{ users: { id: string }[] }>('/users/getDismissedTable', { offset: 0, limit: 1 })).users[0].id;
    browser = await launchBrowser();
    page = await newPage(browser);
    await loginAs(page, server.url, 'viewer');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Names of buttons and links that would change data (Spanish, the default locale). */
  const WRITE = /^(nuevo|nueva|crear|añadir|generar|guardar|eliminar|borrar|editar|aprobar|rechazar|reincorporar|importar|asignar|dar de baja)\b/i;

  async function writeActionsOn(path: string, ready: string): Promise<string[]> {
    await page.goto(`${server.url}${path}`);
    await visible(page.locator(ready));
    // the permission model answers once per session; give the page a moment to settle on it
    await page.waitForTimeout(600);
    const names = await page.locator('main button:visible, main a:visible, main [role=button]:visible').evaluateAll((els) =>
      els.map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()));
    const offered = names.filter((n) => WRITE.test(n));
    const draggable = await page.locator('main [draggable=true]').count();
    return draggable ? [...offered, `${draggable} draggable`] : offered;
  }

  it.each([
    ['/dashboard', '[data-testid=quick-actions]'],
    ['/team/shifts', '[data-testid=shifts-week] tbody tr'],
    [`/team/daily-record/{person}`, '[data-testid=record-range]'],
    ['/team/marks-review', 'main .ant-table'],
    ['/reviews-approvals', 'main .ant-table, main .ant-empty'],
    ['/error-reports', 'main .ant-table'],
    ['/team/casualtylist', '[data-testid=casualty-count]'],
    [`/casualty/profile/{dismissed}`, 'main .ant-card'],
    ['/team/organization-chart', '[data-testid=orgchart-node]'],
    ['/reports', '[data-testid=export-detailed]'],
    ['/shifts-reports', 'main .ant-table'],
    ['/team/heat-map', '[data-testid=heatmap-grid]'],
    ['/calendar', 'main'],
    ['/team/employee-record', 'main .ant-table'],
  ])('%s offers no write action', async (path, ready) => {
    const offered = await writeActionsOn(path.replace('{person}', person).replace('{dismissed}', dismissed), ready);
    expect(offered).toEqual([]);
  });

  it('shifts: no generation, templates not draggable, cells do not open an editor', async () => {
    await page.goto(`${server.url}/team/shifts`);
    await visible(page.locator('[data-testid^="cell-"]'));
    await page.waitForTimeout(600);
    expect(await page.getByTestId('shifts-generate').count()).toBe(0);
    expect(await page.getByTestId('palette-hint').innerText()).toMatch(/Solo lectura/);
    expect(await page.locator('[data-testid^="template-"][draggable=true]').count()).toBe(0);
    expect(await page.locator('[data-testid^="cell-"][role=button]').count()).toBe(0);
    await page.locator('[data-testid^="cell-"]').first().click();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('shift-editor').count()).toBe(0);
  });

  it('reports: the viewer may still export (spec: viewers download reports)', async () => {
    await page.goto(`${server.url}/reports`);
    await visible(page.getByTestId('export-detailed'));
    expect(await page.getByTestId('export-detailed').isEnabled()).toBe(true);
  });

  it.each(['/team/data-import', '/team/pictures-import', '/settings', '/levels', '/user', '/roles/new', '/team/new'])(
    '%s is refused: the viewer is sent back with a not-authorised message',
    async (path) => {
      await page.goto(`${server.url}/team/shifts`);
      await visible(page.getByTestId('shifts-week'));
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe(path);
    },
  );
});

/** The owner's side of the same walk: generation asks first; the casualty list reinstates from its rows, at 1440 px. */
describe('owner: confirmations and the casualty list', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser, { width: 1440, height: 900 });
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('"Generar 8 semanas" asks for confirmation; cancelling starts nothing', async () => {
    await page.goto(`${server.url}/team/shifts`);
    await page.getByTestId('shifts-generate').click();
    const confirm = page.locator('.ant-popover:visible', { hasText: '¿Generar los turnos de las próximas 8 semanas?' });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForTimeout(300);
    expect(await page.locator('.ant-progress').count()).toBe(0);
  });

  it('the casualty list offers reinstating on each row and fits 1440 px without scrolling sideways', async () => {
    await page.goto(`${server.url}/team/casualtylist`);
    await visible(page.locator('[data-testid^="reinstate-"]'));
    const rows = await page.locator('main .ant-table-tbody tr.ant-table-row').count();
    expect(await page.locator('[data-testid^="reinstate-"]').count()).toBe(rows);
    const overflow = await page.locator('main .ant-table-content, main .ant-table-body').first()
      .evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    const id = (await page.locator('[data-testid^="reinstate-"]').first().getAttribute('data-testid'))!.slice('reinstate-'.length);
    await page.getByTestId(`reinstate-${id}`).click();
    await page.locator('.ant-popover:visible .ant-popconfirm-buttons button').last().click();
    await visible(page.locator('.ant-notification-notice', { hasText: 'se ha reincorporado' }));
    await expect.poll(() => page.getByTestId(`reinstate-${id}`).count()).toBe(0);
  });
});
