import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

type Doc = { id: string; userId: string | null; reason: string; status: string };

/**
 * Collects what the page's Content-Security-Policy refuses from now on: the console's CSP errors and the documents'
 * `securitypolicyviolation` events (directive and blocked URL), for the pages opened after the call.
 */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) logged.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))];
}

/**
 * A newcomer's payroll day: download the sample payroll of the company, upload it in the bulk upload, watch it being
 * split and matched, give the one slip nobody matched to a person, deliver it, and find it on that person's
 * profile, tab Documentos.
 */
describe('document hub in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    server = await e2eServer();
    token = await apiLogin(server.url, 'owner');
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const api = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: T }).data;
  };

  it('uploads the sample payroll, fixes the unmatched slip and sees it on the person\'s profile', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await page.goto(`${server.url}/company/documents`);
    await page.getByTestId('open-bulk-upload').click();
    await page.waitForURL(/\/company\/document-bulk-upload$/);

    // the sample payroll of this company, as a newcomer downloads it
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sample-payroll').click()]);
    const payroll = fs.readFileSync((await download.path())!);
    expect(payroll.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByTestId('envelope-title').fill('Nóminas de prueba');
    // delivered into each person's "Nóminas" folder
    await page.getByTestId('envelope-folder').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Nóminas' }).first().click();
    await page.getByTestId('upload-zone').locator('input[type=file]').setInputFiles({ name: 'nominas.pdf', mimeType: 'application/pdf', buffer: payroll });
    await page.waitForURL(/\/company\/document\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    const envelopeId = page.url().split('/').pop()!;
    await visible(page.getByText('Subida iniciada: Nóminas de prueba'));
    // processed in the background: the notification says so and offers the review
    await visible(page.getByTestId('review-now'));

    // one slip belongs to somebody outside the company: nobody was given it
    await page.getByTestId('document-filter').getByText('Sin asignar', { exact: true }).click();
    const row = page.getByTestId('document-review').locator('tbody tr.hub-row-unassigned');
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    await row.getByTestId('assign-person').click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    const name = (await option.textContent())!.trim();
    await option.click();
    await visible(page.getByText('Documento asignado'));

    const docs = (await api<{ documents: Doc[] }>(`/document-hub-service/envelopes/${envelopeId}/documents?status=MATCHED`)).documents;
    const fixed = docs.find((d) => d.reason === 'MANUAL');
    expect(fixed?.userId).toBeTruthy();
    // the document's own page: its PDF large, who it went to, and "validate and deliver"
    const blocked = await watchCspViolations(page);
    await page.goto(`${server.url}/company/document/view/${fixed!.id}`);
    await visible(page.getByTestId('document-pdf'));
    // the PDF is framed from a blob: URL; a Content-Security-Policy without blob: in frame-src leaves a grey box
    // (Chromium puts an error page in the frame and logs the refusal)
    const frame = page.getByTestId('document-pdf');
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => page.frames().map((f) => f.url()).find((u) => u.startsWith('blob:') || u.startsWith('chrome-error:'))).toMatch(/^blob:/);
    // and Chromium's PDF viewer opened in it
    await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://')), { timeout: 10_000 }).toBe(true);
    expect(await blocked()).toEqual([]);
    await visible(page.getByText('Asignado a mano'));
    await page.getByTestId('validate-one').click();
    await visible(page.getByText('Documento entregado'));

    await page.goto(`${server.url}/team/profile/${fixed!.userId}`);
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await page.getByText('Nóminas', { exact: true }).first().click();
    await visible(page.getByText('Nóminas de prueba.pdf'));
    expect(name.length).toBeGreaterThan(0);
  });
});
