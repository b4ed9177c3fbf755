import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gone, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/** The owner's day one: log in, find the menu, manage special days and branch offices, switch language, log out. */
describe('owner in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const pickDate = async (id: string, ddmmyyyy: string) => {
    const input = page.locator(`#${id}`);
    await input.click();
    await input.fill(ddmmyyyy);
    await input.press('Enter');
  };
  const confirmPopover = () => page.locator('.ant-popover:visible .ant-popconfirm-buttons button').last().click();

  it('logs in and lands on /team in the main layout with the menu', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    const menu = page.getByTestId('menu-sider');
    await visible(menu.getByText('Equipo'));
    await visible(menu.getByText('Empresa'));
    expect(await page.getByTestId('user-menu').innerText()).toContain('Hola');
    // the team area's texts arrive at sign-in (the login page had only the public ones): no key shows, not even in
    // labels built before they came (the breadcrumb's resource label)
    await expect.poll(() => page.locator('.ant-breadcrumb').innerText()).toContain('Colaboradores');
    expect(await page.locator('main, .ant-layout-content').first().innerText()).not.toMatch(/\busers\.\w+/);
    // the team list is filled from the server
    await visible(page.locator('.ant-table-row').first());
  });

  it('creates a special day, is stopped by a reversed date range, edits and deletes it', async () => {
    const name = `Fiesta e2e ${stamp}`;
    await page.goto(`${server.url}/specialdays`);
    await page.locator('.refine-create-button').click();
    await page.waitForURL(/\/specialdays\/new$/);
    await page.locator('#root_name').fill(name);
    await pickDate('root_dateFrom', '15/12/2026');
    await pickDate('root_dateTo', '10/12/2026');
    await page.locator('.refine-save-button').click();
    // the shared rule refuses the range on the dateTo field, and nothing is saved
    await visible(page.locator('.ant-form-item-has-error, .ant-form-item-explain-error').first());
    await visible(page.getByText('La fecha de fin no puede ser anterior a la de inicio').first());
    await pickDate('root_dateTo', '16/12/2026');
    await page.locator('.refine-save-button').click();
    await page.waitForURL(/\/specialdays$/);
    const row = page.locator('.ant-table-row', { hasText: name });
    await visible(row);

    await row.locator('.refine-edit-button').click();
    await page.waitForURL(/\/specialdays\/edit\//);
    expect(await page.locator('#root_name').inputValue()).toBe(name);
    await page.locator('#root_name').fill(`${name} editado`);
    await page.locator('.refine-save-button').click();
    await page.waitForURL(/\/specialdays$/);
    const edited = page.locator('.ant-table-row', { hasText: `${name} editado` });
    await visible(edited);

    await edited.locator('.refine-delete-button').click();
    await confirmPopover();
    await gone(edited);
  });

  it('creates, edits and deletes a branch office, and sees 100002 for a unit with children', async () => {
    const name = `Tienda e2e ${stamp}`;
    await page.goto(`${server.url}/company/branch-offices`);
    await page.locator('.refine-create-button').first().click();
    await page.waitForURL(/\/company\/branch-offices\/new/);
    await page.locator('#root_name').fill(name);
    await page.locator('#root_city').fill('Valencia');
    // costCenter comes from the demo company's overlay schema, not from code, and so does its label (x-labels)
    await visible(page.locator('label[for="root_costCenter"]', { hasText: 'Centro de coste' }));
    await page.locator('#root_costCenter').fill('CC-4321');
    await page.locator('.refine-save-button').click();
    await page.waitForURL(/\/company\/branch-offices$/);

    const node = () => page.locator('.branch-node', { hasText: name });
    await visible(node());
    await node().locator('button:has(.anticon-eye)').click();
    await page.waitForURL(/\/company\/branch-offices\/view\//);
    await visible(page.getByText('CC-4321'));
    await visible(page.getByText('Centro de coste').first());
    await page.goBack();
    await node().locator('button:has(.anticon-edit)').click();
    await page.waitForURL(/\/company\/branch-offices\/edit\//);
    await page.locator('#root_name').fill(`${name} Centro`);
    await page.locator('.refine-save-button').click();
    await page.waitForURL(/\/company\/branch-offices$/);
    const renamed = page.locator('.branch-node', { hasText: `${name} Centro` });
    await visible(renamed);

    await renamed.locator('button.ant-btn-dangerous').click();
    await confirmPopover();
    await gone(renamed);

    // the root unit has child units: the server refuses with 100002 and the message says why
    await page.locator('.branch-node', { hasText: 'España' }).locator('button.ant-btn-dangerous').click();
    await confirmPopover();
    await visible(page.getByText('La sucursal tiene sucursales hijas').first());
    await visible(page.getByText('100002').first());
    await visible(page.locator('.branch-node', { hasText: 'España' }));
  });

  it('on a phone the menu is a drawer opened by the handle', async () => {
    const phone = await newPage(browser, { width: 390, height: 844 });
    await loginAs(phone, server.url, 'owner');
    await phone.waitForURL(/\/team$/, { timeout: 15_000 });
    expect(await phone.getByTestId('menu-sider').count()).toBe(0);
    await phone.getByTestId('menu-handle').click();
    await visible(phone.getByTestId('menu-drawer').getByText('Empresa'));
    // a table wider than the phone scrolls inside its card (bills), a card's actions go under its title
    // (Integrations): neither pushes the page sideways
    for (const [path, shown] of [['/payments', /^B\d{6}-DEMO$/], ['/integrations', 'Relojes de fichaje']] as const) {
      await phone.goto(`${server.url}${path}`);
      await visible(phone.locator('main').getByText(shown));
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    // a card's long title wraps rather than being cut
    await phone.goto(`${server.url}/otsReport/InfoColabOT`);
    const title = phone.locator('main .ant-card-head-title').first();
    await visible(title.getByText('Parte del tiempo trabajado en órdenes de trabajo'));
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await phone.context().close();
  });

  it('switches to en-US and sees the labels change', async () => {
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    const menu = page.getByTestId('menu-sider');
    await visible(menu.getByText('Team', { exact: true }));
    await visible(menu.getByText('Company', { exact: true }));
    await gone(menu.getByText('Equipo'));
  });

  it('logs out and is back at the login page; protected pages send it there again', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: /Log out/ }).click();
    await page.waitForURL(/\/auth\/login/);
    await page.goto(`${server.url}/specialdays`);
    await page.waitForURL(/\/auth\/login/);
  });
});
