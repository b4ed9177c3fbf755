import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/**
 * The provider's console in the browser (issue 24): provider staff create a company with its owner, then turn on a
 * flag of the demo's second company, whose owner, still signed in, then finds the entry it brings in the menu (Company › Employer records).
 */
describe('the provider console in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser, { width: 1440, height: 900 });
    await loginAs(page, server.url, 'provider');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates a company with its owner and sets a flag that changes a company\'s menu', async () => {
    await page.goto(`${server.url}/companies`);
    await visible(page.getByRole('cell', { name: 'Panadería Sol S.L.' }));
    await page.getByRole('button', { name: /Nueva empresa/ }).click();
    const form = page.getByTestId('new-company-form');
    await form.getByLabel('Nombre', { exact: true }).fill('Ferretería Luna');
    await form.getByLabel('Nombre corto').fill('ferreteria-luna');
    await form.getByLabel('Usuario del propietario').fill('luna.owner');
    await form.getByLabel('Correo del propietario').fill('owner@luna.example');
    await form.getByLabel('Contraseña inicial').fill('Luna2026!x');
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/companies\/company-view\?id=/);
    await visible(page.getByRole('heading', { name: /Ferretería Luna/ }));

    // the bakery's owner has no employer records before the flag
    const owner = await newPage(browser, { width: 1440, height: 900 });
    await loginAs(owner, server.url, 'sol.owner');
    await owner.waitForURL(/\/team$/, { timeout: 15_000 });
    const sider = owner.getByTestId('menu-sider');
    await sider.getByText('Empresa', { exact: true }).click();
    expect(await sider.getByText('Registros patronales').count()).toBe(0);

    await page.goto(`${server.url}/companies?q=sol`);
    await page.getByRole('link', { name: 'Panadería Sol S.L.' }).click();
    const flags = page.getByTestId('flags-form');
    await flags.getByRole('switch', { name: 'Registros patronales' }).click();
    await flags.getByRole('button', { name: 'Guardar' }).click();
    await visible(page.getByText('Guardado'));

    // the owner, still signed in, gets the entry when the dashboard is opened again: no new sign-in needed
    await owner.reload();
    await visible(owner.getByTestId('menu-sider').getByText('Registros patronales'));
    await owner.context().close();
  }, 120_000);

  it('enters a company read-only for support: a banner, no button that writes, and back to the console', async () => {
    await page.goto(`${server.url}/companies?q=sol`);
    await page.getByRole('link', { name: 'Panadería Sol S.L.' }).click();
    await page.getByRole('button', { name: /Entrar en modo soporte/ }).click();
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await visible(page.getByTestId('support-banner'));
    await visible(page.locator('.ant-table-row').first());
    // the server refuses writes in support mode; the screens offer none
    expect(await page.locator('.refine-create-button').count()).toBe(0);
    await page.getByTestId('support-banner').getByRole('button', { name: /Salir del modo soporte/ }).click();
    await page.waitForURL(/\/companies$/, { timeout: 15_000 });
  }, 120_000);

  it("a company's page fits a phone: its support and suspend buttons wrap instead of running off the screen", async () => {
    const phone = await newPage(browser, { width: 390, height: 844 });
    await loginAs(phone, server.url, 'provider');
    await phone.waitForURL(/\/team$/, { timeout: 15_000 });
    await phone.goto(`${server.url}/companies?q=sol`);
    await phone.getByRole('link', { name: 'Panadería Sol S.L.' }).click();
    const suspend = phone.getByRole('button', { name: 'Suspender' });
    await visible(suspend);
    expect((await suspend.boundingBox())!.x + (await suspend.boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context().close();
  });
});
