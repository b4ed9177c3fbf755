import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/**
 * The owner opens an absence request's certificate from its page (fetched with the session's token, shown in a new
 * tab) and adds a second file from the edit form, which sends it as multipart.
 */
describe('absence request attachments in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let dayoffId: string;

  beforeAll(async () => {
    server = await e2eServer();
    const token = await apiLogin(server.url, 'owner');
    const api = async (method: string, url: string, body: unknown) => {
      const res = await fetch(`${server.url}/api${url}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      return ((await res.json()) as { data: { id: string } }).data;
    };
    const me = (await (await fetch(`${server.url}/api/users/self`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string } };
    const reason = await api('POST', '/companies/typesOfDayoff', { title: 'Baja médica E2E', requiresAttachment: true, dayCounting: 'CALENDAR_DAYS' });
    // a date well ahead of any seeded request, whatever today is
    const date = new Date(Date.now() + 700 * 86_400_000).toISOString().slice(0, 10);
    const form = new FormData();
    form.append('data', JSON.stringify({ userId: me.data.id, typeId: reason.id, from: date, to: date }));
    form.append('attachment', new Blob([pdf('first')], { type: 'application/pdf' }), 'justificante.pdf');
    const res = await fetch(`${server.url}/api/dayoffs`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(res.status).toBe(201);
    dayoffId = ((await res.json()) as { data: { id: string } }).data.id;
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the attachment from the request page and adds another from the edit form', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await page.goto(`${server.url}/requests/view/${dayoffId}`);
    const link = page.getByRole('button', { name: /justificante\.pdf/ });
    await visible(link);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    expect(tab.url()).toMatch(/^blob:/);

    await page.goto(`${server.url}/requests/edit/${dayoffId}`);
    await visible(page.getByText('Adjuntar archivos'));
    await page.locator('input[type=file]').setInputFiles({ name: 'segundo.pdf', mimeType: 'application/pdf', buffer: pdf('second') });
    await visible(page.getByText('segundo.pdf'));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(new RegExp(`/requests/view/${dayoffId}$`));
    await visible(page.getByRole('button', { name: /segundo\.pdf/ }));
    await visible(page.getByRole('button', { name: /justificante\.pdf/ }));
  });
});
