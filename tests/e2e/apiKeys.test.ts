import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/** Issue 24 item 6: an administrator makes an API key in the browser and a program calls the API with it. */
describe('open API keys in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let madeKey = '';

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser, { width: 1440, height: 1000, locale: 'en-US' });
    await loginAs(page, server.url, 'admin');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an administrator makes a key, sees it once, and the API answers it within its scope', async () => {
    await page.goto(`${server.url}/integrations`);
    await page.getByTestId('integrations-api-keys').click();
    await page.getByTestId('apikey-new').click();
    await page.getByTestId('apikey-name').fill(`ERP ${Date.now()}`);
    await page.getByTestId('apikey-scopes').click();
    // the first module's read (the page speaks the app's language: Spanish by default)
    await page.locator('.ant-select-item-option').filter({ hasText: /^(Collaborators|Colaboradores) · (read|leer)$/ }).first().click();
    await page.keyboard.press('Escape');
    await page.getByTestId('apikey-create').click();
    const secret = page.getByTestId('apikey-secret');
    await visible(secret);
    const key = ((await secret.textContent()) ?? '').trim();
    expect(key).toMatch(/^hrk_/);
    // once closed, the list names the permission as the form did, not by its module key and HTTP verb
    await page.locator('.ant-modal:visible').getByRole('button', { name: 'Hecho' }).click();
    const row = page.getByTestId('apikeys-table').locator('tr.ant-table-row').first();
    await visible(row.locator('.ant-tag', { hasText: 'Colaboradores · leer' }));
    expect(await row.innerText()).not.toContain('GET');

    const ok = await fetch(`${server.url}/api/users/getFiltered`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: '{"limit":1}' });
    expect(ok.status).toBe(200);
    const refused = await fetch(`${server.url}/api/companies/specialDays`, { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status).toBe(403);
    madeKey = key;
  });

  it('the developers screen gives a curl example on this server that works with the key, and marks the company\'s own fields', async () => {
    await page.goto(`${server.url}/integrations`);
    await page.getByTestId('integrations-developers').click();
    const curl = ((await page.getByTestId('developers-curl-list').textContent()) ?? '');
    const url = curl.match(/-X POST (\S+)/)?.[1] ?? '';
    expect(url).toBe(`${server.url}/api/users/getFiltered`);
    const body = curl.match(/-d '(.+)'/)?.[1] ?? '';
    const answer = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${madeKey}`, 'content-type': 'application/json' }, body });
    expect(answer.status).toBe(200);
    // the demo company's overlay adds fields to the collaborator: the entities tab marks them as the company's own
    await page.getByRole('tab', { name: /Entidades|Entities/ }).click();
    const uniform = page.locator('tr', { hasText: 'uniformSize' });
    await visible(uniform);
    expect(await uniform.innerText()).toMatch(/Campo propio|Custom field/);
  });
});
