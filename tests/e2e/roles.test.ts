import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources';
import { AREA_PAGES } from '../../src/app/areaPages';
import { launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/**
 * A company role made in the matrix and given to a user shrinks that user's world: the menu holds exactly what the
 * role may read, /team offers no create button, and a change to the role shows on the user's next page load.
 */
describe('a custom role in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let owner: Page;
  let roleUrl = '';
  const roleName = `Lector de colaboradores ${Date.now().toString(36)}`;

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    owner = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Every menu target the user sees, with every group opened. */
  const menuTargets = async (page: Page): Promise<string[]> => {
    const menu = page.getByTestId('menu-sider');
    await visible(menu.locator('a').first());
    // sub-menus (Team › Licenses, Reports) appear once their group opens: open until none is left closed
    const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    for (let round = 0; round < 20 && (await closed.count()) > 0; round++) await closed.first().click();
    const hrefs = await menu.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    return [...new Set(hrefs.filter((h) => h.startsWith('/')))].sort();
  };

  /** The menu targets a role holding exactly `grants` must see (resources and area pages it may read, and home). */
  const expectedTargets = (grants: string[]) => {
    const may = (module?: string, action = 'GET') => !module || grants.includes(`${module}:${action}`);
    return [
      // home, and the help centre every signed-in person reaches (it opens in a new tab)
      '/dashboard', '/help',
      ...RESOURCES.filter((r) => r.menu?.parent && may(r.module)).map((r) => r.routes.list),
      // pages kept to some built-in roles (the provider's console) are not a company role's to see
      ...AREA_PAGES.filter((p) => p.menu && !p.roles && may(p.module, p.action)).map((p) => p.path),
    ].sort();
  };

  it('the owner finds the roles tab on /user, with the built-in roles and the policy export for auditors', async () => {
    await loginAs(owner, server.url, 'owner');
    await owner.waitForURL(/\/team$/, { timeout: 20_000 });
    // the owner may create collaborators: the button the role's holder must not see
    await visible(owner.locator('.refine-create-button'));
    await owner.goto(`${server.url}/user`);
    await owner.getByTestId('roles-tab-label').click();
    await owner.waitForURL(/\/user\?tab=roles$/);
    const rows = owner.locator('.roles-table .ant-table-row');
    await visible(rows.first());
    expect(await rows.count()).toBe(4);
    expect(await rows.first().innerText()).toContain('Propietario');
    expect(await rows.first().innerText()).toContain('Predefinido');
    const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByTestId('roles-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^policy-demo-\d{8}-\d{4}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toMatch(/^# Casbin policy of company ".+" \(slug demo, id [0-9a-f-]{36}\)$/);
    expect(csv).toContain('p, viewer, *, users, GET, allow');
  });

  it('the owner creates the role in the matrix with only collaborators and special days read', async () => {
    await owner.getByTestId('roles-create').click();
    await owner.waitForURL(/\/roles\/new$/);
    await owner.locator('#role-name').fill(roleName);
    // a whole row ticked then the write part taken back leaves only read
    await owner.getByTestId('all-row-users').check();
    expect(await owner.getByTestId('grant-users-DELETE').isChecked()).toBe(true);
    for (const action of ['POST', 'PATCH', 'DELETE']) await owner.getByTestId(`grant-users-${action}`).uncheck();
    await owner.getByTestId('grant-specialdays-GET').check();
    expect(await owner.getByTestId('grant-count').innerText()).toBe('2 permisos seleccionados');
    await owner.getByTestId('role-save-bottom').click();
    await owner.waitForURL(/\/roles\/view\/[0-9a-f-]{36}$/);
    roleUrl = owner.url();
    await visible(owner.getByText(roleName).first());
    await visible(owner.getByText('Permisos · 2 permisos'));
  });

  it('a taken name is refused on the field', async () => {
    await owner.goto(`${server.url}/new-roles/new`);
    await owner.locator('#role-name').fill(roleName.toUpperCase());
    await owner.getByTestId('role-save-top').click();
    await visible(owner.getByText('Ya existe un rol con ese nombre'));
    expect(owner.url()).toMatch(/\/new-roles\/new$/);
  });

  it('the owner gives the role to the viewer on the role administrators screen, choosing their units', async () => {
    await owner.goto(roleUrl.replace('/roles/view/', '/roles/leadAdministrator/'));
    await owner.getByTestId('assign-open').click();
    await owner.getByTestId('assign-user').click();
    await owner.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '(viewer)' }).click();
    await owner.getByTestId('assign-units').click();
    await owner.keyboard.type('Zona Centro');
    await owner.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Zona Centro' }).click();
    await owner.keyboard.press('Escape');
    await owner.locator('.ant-modal-footer .ant-btn-primary').click();
    const row = owner.locator('.role-holders .ant-table-row', { hasText: 'viewer' });
    await visible(row);
    expect(await row.innerText()).toContain('Zona Centro');
  });

  it('the viewer, now holding the role, sees exactly the allowed menu and no create button on /team', async () => {
    const page = await newPage(browser);
    await loginAs(page, server.url, 'viewer');
    await page.waitForURL(/\/team$/, { timeout: 20_000 });
    expect(await menuTargets(page)).toEqual(expectedTargets(['users:GET', 'specialdays:GET']));
    await visible(page.locator('.ant-table-row').first());
    expect(await page.locator('.refine-create-button').count()).toBe(0);

    // a module the role does not read: the app goes back and shows the spec's denial message
    await page.goto(`${server.url}/company/branch-offices`);
    await visible(page.getByText('No tienes permiso para realizar esta acción'));

    // the owner lets the role create special days: the user sees it on the next page load, with no restart
    await page.goto(`${server.url}/specialdays`);
    await visible(page.locator('.ant-table-row').first());
    expect(await page.locator('.refine-create-button').count()).toBe(0);
    await owner.goto(roleUrl.replace('/roles/view/', '/roles/edit/'));
    await owner.getByTestId('grant-specialdays-POST').check();
    await owner.getByTestId('role-save-top').click();
    await owner.waitForURL(/\/roles\/view\//);
    await visible(owner.getByText('Permisos · 3 permisos'));
    await page.reload();
    await visible(page.locator('.refine-create-button'));
    await page.context().close();
  });
});
