import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/** What the viewer and a collaborator may not do, seen in the browser and confirmed by the API. */
describe('role limits in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('viewer sees lists without create, edit or delete buttons, and the API answers 403 to a write', async () => {
    const page = await newPage(browser);
    await loginAs(page, server.url, 'viewer');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });

    for (const path of ['/specialdays', '/team/shift-templates', '/company/hierarchies']) {
      await page.goto(`${server.url}${path}`);
      await visible(page.locator('.ant-table-row'));
      await visible(page.locator('.refine-show-button'));
      expect(await page.locator('.refine-create-button').count()).toBe(0);
      expect(await page.locator('.refine-edit-button').count()).toBe(0);
      expect(await page.locator('.refine-delete-button').count()).toBe(0);
    }
    await page.goto(`${server.url}/company/branch-offices`);
    await visible(page.locator('.branch-node'));
    expect(await page.locator('.branch-node button.ant-btn-dangerous').count()).toBe(0);
    expect(await page.locator('.refine-create-button').count()).toBe(0);

    const token = await apiLogin(server.url, 'viewer');
    const res = await fetch(`${server.url}/api/companies/specialDays`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
      body: JSON.stringify({ name: 'Not allowed', dateFrom: '2026-12-01', dateTo: '2026-12-01' }),
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('FORBIDDEN');
    await page.context().close();
  });

  it('collaborator is refused at login with the NOT_ADMIN message and stays on the login page', async () => {
    const page = await newPage(browser);
    await loginAs(page, server.url, 'collaborator');
    const error = page.getByTestId('login-error');
    await visible(error);
    expect(await error.innerText()).toContain('No estás autorizado para el panel de administración');
    expect(page.url()).toMatch(/\/auth\/login/);
    await page.goto(`${server.url}/team`);
    await page.waitForURL(/\/auth\/login/);
    await page.context().close();
  });
});
