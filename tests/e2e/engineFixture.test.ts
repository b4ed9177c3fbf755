import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEndpoint, type ResourceDef } from '../../src/shared/resource';
import { apiLogin, gone, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/** A resource the product has never seen: one schema and one declaration in a folder named by RESOURCE_DIRS. */
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/engine/cost-centres');
const declaration = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'resources/costcentres.resource.json'), 'utf8')) as ResourceDef;
const spanish = declaration.labels?.['es-ES'] as { title: string; fields: Record<string, string> };
const english = declaration.labels?.['en-US'] as { title: string };

/** Its generic pages in the browser, built from the list the server serves: no client code, no rebuild. */
describe('a resource from a fixture folder in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  const name = `Centro e2e ${Date.now().toString(36)}`;
  const row = (text: string) => page.locator('.ant-table-row', { hasText: text });

  beforeAll(async () => {
    server = await e2eServer({ RESOURCE_DIRS: FIXTURE });
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the resource under Company with the label its declaration carries, and opens its list', async () => {
    const calls: string[] = [];
    page.on('request', (req) => calls.push(new URL(req.url()).pathname));
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    // the login page does not ask for the declarations; the signed-in app does
    expect(calls.indexOf('/api/resources')).toBeGreaterThan(calls.indexOf('/api/auth/v1/login'));
    expect(calls.indexOf('/api/auth/v1/login')).toBeGreaterThan(-1);
    const menu = page.getByTestId('menu-sider');
    await menu.getByText('Empresa', { exact: true }).click();
    await menu.getByText(spanish.title, { exact: true }).click();
    await page.waitForURL(/\/company\/cost-centres$/);
    await visible(page.locator('.ant-table'));
    // column headers come from the declaration's labels, not from keys
    await visible(page.locator('.ant-table-thead').getByText(spanish.fields.name, { exact: true }));
    expect(await page.locator('.ant-layout-content').innerText()).not.toMatch(/costcentres\.\w+/);
  });

  it('creates a record through the generated form and sees it in the list at once', async () => {
    await page.locator('.refine-create-button').first().click();
    await page.waitForURL(/\/company\/cost-centres\/new$/);
    await visible(page.getByText(spanish.fields.code, { exact: true }));
    // the form checks itself in the page, under a CSP that forbids evaluating code (no 'unsafe-eval')
    const refused: string[] = [];
    const posts: string[] = [];
    page.on('console', (msg) => { if (/Content Security Policy|unsafe-eval|EvalError/i.test(msg.text())) refused.push(msg.text()); });
    page.on('pageerror', (err) => refused.push(String(err)));
    page.on('request', (req) => { if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/costcentres') posts.push(req.url()); });
    await page.locator('.refine-save-button').click();
    await visible(page.locator('.ant-form-item-explain-error, .error-detail').getByText('Campo obligatorio').first());
    expect(posts).toEqual([]);
    expect(refused, refused.join('\n')).toEqual([]);
    await page.locator('#root_name').fill(name);
    await page.locator('#root_code').fill('CC-101');
    await page.locator('#root_budget').fill('1500');
    await page.locator('.refine-save-button').click();
    await page.waitForURL(/\/company\/cost-centres$/);
    await visible(row(name));
    expect(await row(name).innerText()).toContain('CC-101');
  });

  it('opens the show and edit pages, saves a change, and deletes the record', async () => {
    await row(name).locator('.refine-show-button').click();
    await page.waitForURL(/\/company\/cost-centres\/view\//);
    await visible(page.getByText('CC-101'));
    await visible(page.getByText(spanish.fields.code, { exact: true }));

    await page.goBack();
    await row(name).locator('.refine-edit-button').click();
    await page.waitForURL(/\/company\/cost-centres\/edit\//);
    expect(await page.locator('#root_name').inputValue()).toBe(name);
    await page.locator('#root_name').fill(`${name} editado`);
    await page.locator('.refine-save-button').click();
    await page.waitForURL(/\/company\/cost-centres$/);
    const edited = row(`${name} editado`);
    await visible(edited);

    await edited.locator('.refine-delete-button').click();
    await page.locator('.ant-popover:visible .ant-popconfirm-buttons button').last().click();
    await gone(edited);
  });

  it('opens by URL after a reload, and follows a language switch with the labels of the declaration', async () => {
    // a session in storage: the server's list is in before the first render, so the route exists at once
    await page.goto(`${server.url}/company/cost-centres`);
    await visible(page.locator('.ant-table'));
    // the list keeps its page, order and filters in the URL
    expect(page.url()).toMatch(/\/company\/cost-centres\?.*currentPage=1/);

    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await visible(page.getByTestId('menu-sider').getByText(english.title, { exact: true }));
    // back to the default language for the pages after this one
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: /Español/ }).click();
    await visible(page.getByTestId('menu-sider').getByText(spanish.title, { exact: true }));
  });

  it('offers a viewer the records to read but no create, edit or delete button', async () => {
    const { method, path: createPath } = parseEndpoint(declaration.endpoints.create!);
    const created = await fetch(`${server.url}/api${createPath}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await apiLogin(server.url, 'owner')}` },
      body: JSON.stringify({ name: `${name} lectura`, code: 'CC-102' }),
    });
    expect(created.status).toBe(201);

    const viewer = await newPage(browser);
    await loginAs(viewer, server.url, 'viewer');
    await viewer.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });
    await viewer.goto(`${server.url}/company/cost-centres`);
    const readable = viewer.locator('.ant-table-row', { hasText: `${name} lectura` });
    // the show button is there once the permission answers are in: from then on, absence means refused
    await visible(readable.locator('.refine-show-button'));
    expect(await viewer.locator('.refine-create-button').count()).toBe(0);
    expect(await readable.locator('.refine-edit-button, .refine-delete-button').count()).toBe(0);
    await viewer.context().close();
  });
});
