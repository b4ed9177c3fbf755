import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDni } from '../../src/server/seed/dni';
import { pngOfSize } from '../helpers/multipartBody';
import { apiLogin, gone, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/** The owner manages administrators on /user; an administrator changes their own password on /profile. */
describe('administrators and profile in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  const stamp = Date.now().toString(36).slice(-5);
  const username = `lorena.e2e${stamp}`;
  const firstPassword = 'Inicio2026x';
  const newPassword = 'Cambio2026y';

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The form item around an input id, to read the message shown on that field. */
  const fieldItem = (p: Page, id: string) => p.locator('.ant-form-item').filter({ has: p.locator(`#${id}`) });
  const pickOption = async (p: Page, id: string, text: string) => {
    await p.locator(`#${id}`).click();
    await p.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
  };
  const pickBranch = async (p: Page, id: string, text: string) => {
    await p.locator(`#${id}`).click();
    await p.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: text }).first().click();
  };
  const row = (text: string) => page.locator('.admins-table .ant-table-row', { hasText: text });
  const search = () => page.getByLabel('Buscar por nombre, usuario, correo o documento');

  it('opens Users › Administrators from the menu and lists the demo administrators with their roles', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 20_000 });
    const menu = page.getByTestId('menu-sider');
    await menu.getByText('Usuarios', { exact: true }).click();
    await menu.getByText('Administradores', { exact: true }).click();
    await page.waitForURL(/\/user$/);
    await visible(row('Javier Moreno Castillo'));
    expect(await row('Javier Moreno Castillo').innerText()).toContain('Administrador');
    // the owner's own row cannot be removed from here
    expect(await row('Carmen Navarro Ruiz').locator('.admin-delete-button').count()).toBe(0);
    await visible(page.getByRole('tab', { name: /Roles y permisos/ }));
  });

  it('refuses a taken username with J009: "adminError (J009)" and the message on the username field', async () => {
    await page.getByTestId('admins-create').click();
    await page.waitForURL(/\/user\/add$/);
    await page.locator('#firstName').fill('Lorena');
    await page.locator('#lastName').fill('Pruebas E2E');
    await page.locator('#numberOfDocument').fill(formatDni(61_000_000 + (Date.now() % 900_000)));
    await page.locator('#username').fill('admin');
    await page.locator('#email').fill(`${username}@demo.example`);
    await page.locator('#position').fill('Coordinadora de tiendas');
    await pickOption(page, 'role', 'Administrador');
    await pickBranch(page, 'mainBranch', 'Zona Centro');
    // the allowed units start from the main branch
    await visible(fieldItem(page, 'allowedBranches').locator('.ant-select-selection-item', { hasText: 'Zona Centro' }));
    await page.getByText('Fijar una contraseña ahora').click();
    await page.locator('#password').fill(firstPassword);
    await page.locator('#repeatPassword').fill(firstPassword);
    await page.getByTestId('admin-save').click();

    await visible(fieldItem(page, 'username').locator('.ant-form-item-explain-error', { hasText: 'El nombre de usuario ya existe' }));
    await visible(page.locator('.ant-notification-notice', { hasText: 'Error en el administrador (J009)' }));
    expect(page.url()).toMatch(/\/user\/add$/);
  });

  it('creates the administrator with a photo once the username is free, and shows it in /user', async () => {
    await page.locator('#username').fill(username);
    await page.getByTestId('photo-field').locator('input[type=file]').setInputFiles({ name: 'lorena.png', mimeType: 'image/png', buffer: pngOfSize(4_000) });
    await page.getByTestId('admin-save').click();
    await page.waitForURL(/\/user$/);
    await visible(page.locator('.ant-notification-notice', { hasText: 'Administrador creado' }));
    await search().fill(username);
    const created = row(username);
    await visible(created);
    expect(await created.innerText()).toContain('Lorena Pruebas E2E');
    expect(await created.innerText()).toContain('Zona Centro');
    // the photo went up with PATCH /users/image/:id after the record was created
    expect(await created.locator('.ant-avatar img').getAttribute('src')).toMatch(/^\/api\/files\//);
    expect(await apiLogin(server.url, username, firstPassword)).toBeTruthy();
  });

  it('edits the administrator and lands on /user with the change', async () => {
    await row(username).locator('.admin-edit-button').click();
    await page.waitForURL(/\/user\/edit\//);
    expect(await page.locator('#username').inputValue()).toBe(username);
    await page.locator('#position').fill('Directora de zona');
    await page.getByTestId('admin-save').click();
    await page.waitForURL(/\/user$/);
    await visible(page.locator('.ant-notification-notice', { hasText: 'Administrador actualizado' }));
    await search().fill(username);
    await visible(row(username).getByText('Directora de zona'));
  });

  it('lets the new administrator change their own password on /profile: a weak one is refused, a good one works', async () => {
    const own = await newPage(browser);
    await loginAs(own, server.url, username, firstPassword);
    await own.waitForURL(/\/team$/, { timeout: 20_000 });
    await own.getByTestId('user-menu').click();
    await own.getByRole('menuitem', { name: /Editar perfil/ }).click();
    await own.waitForURL(/\/profile$/);
    await visible(own.getByTestId('profile-account').getByText(username));

    const card = own.getByTestId('profile-password');
    await card.locator('#currentPassword').fill(firstPassword);
    await card.locator('#password').fill('debil123');
    await card.locator('#repeatPassword').fill('debil123');
    await own.getByTestId('profile-password-save').click();
    await visible(fieldItem(own, 'password').locator('.ant-form-item-explain-error', { hasText: 'una mayúscula' }));

    // a strong one the server refuses because the current password is wrong: the message lands on that field
    await card.locator('#currentPassword').fill('NoEsLaMia1');
    await card.locator('#password').fill(newPassword);
    await card.locator('#repeatPassword').fill(newPassword);
    await own.getByTestId('profile-password-save').click();
    await visible(fieldItem(own, 'currentPassword').locator('.ant-form-item-explain-error', { hasText: 'La contraseña actual no es correcta' }));

    await card.locator('#currentPassword').fill(firstPassword);
    await own.getByTestId('profile-password-save').click();
    await visible(own.locator('.ant-notification-notice', { hasText: 'Contraseña actualizada' }));
    // this session goes on with the new token: the profile still loads after a reload
    await own.reload();
    await visible(own.getByTestId('profile-account').getByText(username));

    await own.getByTestId('user-menu').click();
    await own.getByRole('menuitem', { name: /Cerrar sesión/ }).click();
    await own.waitForURL(/\/auth\/login/);
    await loginAs(own, server.url, username, newPassword);
    await own.waitForURL(/\/team$/, { timeout: 20_000 });
    await own.context().close();
  });

  it('removes the administrator\'s access: toast, gone from the table', async () => {
    await page.goto(`${server.url}/user`);
    await search().fill(username);
    const target = row(username);
    await visible(target);
    await target.locator('.admin-delete-button').click();
    await page.locator('.ant-popover:visible .ant-popconfirm-buttons button').last().click();
    await visible(page.locator('.ant-notification-notice', { hasText: 'Administrador eliminado' }));
    await gone(target);
  });

  it('shows the built-in administrator a read-only list of its own zone, and keeps the viewer out', async () => {
    const admin = await newPage(browser);
    await loginAs(admin, server.url, 'admin');
    await admin.waitForURL(/\/team$/, { timeout: 20_000 });
    await admin.goto(`${server.url}/user`);
    await visible(admin.locator('.admins-table .ant-table-row', { hasText: 'Javier Moreno Castillo' }));
    // the owner (whole company) is outside its units; it may read, not create, edit or remove
    expect(await admin.locator('.admins-table .ant-table-row', { hasText: 'Carmen Navarro Ruiz' }).count()).toBe(0);
    expect(await admin.getByTestId('admins-create').count()).toBe(0);
    expect(await admin.locator('.admin-edit-button, .admin-delete-button').count()).toBe(0);
    await admin.context().close();

    const viewer = await newPage(browser);
    await loginAs(viewer, server.url, 'viewer');
    await viewer.waitForURL(/\/team$/, { timeout: 20_000 });
    expect(await viewer.getByTestId('menu-sider').getByText('Usuarios', { exact: true }).count()).toBe(0);
    await viewer.goto(`${server.url}/user`);
    await visible(viewer.locator('.ant-notification-notice', { hasText: 'No tienes permiso para realizar esta acción' }));
    await viewer.waitForURL((url) => !url.pathname.startsWith('/user'));
    await viewer.context().close();
  });
});
