import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gone, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The owner explores the demo company's positions tree, finds a position, sees who holds it and exports the chart. */
describe('organisation chart in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser);
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const node = (name: string) => page.locator(`[data-testid=orgchart-node][data-position="${name}"]`);

  it('the company has a positions tree, so the integrations menu offers the talent colour report', async () => {
    await page.getByTestId('integrations-menu').click();
    await visible(page.getByText('Informe de color del talento'));
    await page.keyboard.press('Escape');
  });

  it('opens from the Company menu with the general management and its directors, two levels open', async () => {
    const menu = page.getByTestId('menu-sider');
    await menu.getByText('Empresa').click();
    await menu.getByText('Organigrama').click();
    await page.waitForURL(/\/team\/organization-chart$/);
    await visible(node('Director/a general'));
    for (const name of ['Director/a de operaciones', 'Director/a financiero/a', 'Director/a de recursos humanos', 'Director/a regional']) await visible(node(name));
    // deeper levels start collapsed
    expect(await node('Mozo/a de almacén').count()).toBe(0);
    expect(await page.getByTestId('orgchart-summary').innerText()).toMatch(/Cargos: 30/);
  });

  it('finds a deeper position: its branch opens and the box is highlighted in view', async () => {
    await page.getByTestId('orgchart-search').fill('mozo');
    await visible(page.locator('.ant-select-item-option', { hasText: 'Mozo/a de almacén' }));
    await page.keyboard.press('Enter');
    const found = node('Mozo/a de almacén');
    await visible(found);
    await expect.poll(() => found.getAttribute('data-highlighted')).toBe('true');
    await visible(node('Jefe/a de turno'));
    // brought to the middle of the chart area
    const area = await page.getByTestId('orgchart-svg').boundingBox();
    await expect.poll(async () => {
      const box = await found.boundingBox();
      return box && area ? Math.abs(box.x + box.width / 2 - (area.x + area.width / 2)) < 40 : false;
    }).toBe(true);
  });

  it('collapses and expands a node', async () => {
    await page.getByTestId('orgchart-fit').click();
    const operations = node('Director/a de operaciones');
    expect(await operations.getAttribute('data-expanded')).toBe('true');
    await operations.getByTestId('orgchart-toggle').click();
    await gone(node('Director/a regional'));
    expect(await operations.getAttribute('data-expanded')).toBe('false');
    await operations.getByTestId('orgchart-toggle').click();
    await visible(node('Director/a regional'));
  });

  it('a click on a position lists the collaborators holding it, linking to their profiles', async () => {
    await page.getByTestId('orgchart-expand-all').click();
    await node('Dependiente/a').locator('[role=button]').first().click();
    const drawer = page.locator('.ant-drawer-content');
    await visible(drawer.getByText('Colaboradores'));
    const links = drawer.locator('[data-testid=orgchart-holders] a[href^="/team/profile/"]');
    await visible(links);
    // the box's count and the list agree (the first page shows up to 50)
    const countText = (await node('Dependiente/a').innerHTML()).match(/(\d+) personas/)?.[1];
    expect(Number(countText)).toBeGreaterThan(0);
    expect(await links.count()).toBe(Math.min(50, Number(countText)));
    await drawer.locator('.ant-drawer-close').click();
  });

  it('exports the chart as a PNG image', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('orgchart-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^organigrama-.+\.png$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_MAGIC);
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('hierarchy levels: adds, renames and deletes a level; the position level is locked', async () => {
    await page.goto(`${server.url}/levels`);
    const row = (name: string) => page.locator(`[data-testid=level-row][data-level="${name}"]`);
    await visible(row('position'));
    expect(await row('position').getByRole('button', { name: 'Renombrar' }).isDisabled()).toBe(true);
    await page.getByTestId('level-new').fill('Área e2e');
    await page.keyboard.press('Enter');
    await visible(row('Área e2e'));
    await row('Área e2e').getByRole('button', { name: 'Renombrar' }).click();
    await row('Área e2e').locator('input').fill('Zona e2e');
    await page.keyboard.press('Enter');
    await visible(row('Zona e2e'));
    await row('Zona e2e').getByRole('button', { name: 'Eliminar' }).click();
    await page.locator('.ant-popover:visible .ant-popconfirm-buttons button').last().click();
    await gone(row('Zona e2e'));
    // Sector holds the demo's sectors: it cannot be deleted
    expect(await row('Sector').getByRole('button', { name: 'Eliminar' }).isDisabled()).toBe(true);
  });
});
