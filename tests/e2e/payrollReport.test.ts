import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { apiCall } from '../support/apiCall';
import { e2eServer } from '../support/e2eServer';
import { seededWorkingDay } from '../support/seededDates';

interface Row { userId: string; lastName: string; numberOfDocument: string | null; workedDays: number; workedHours: number }

/**
 * /nomine in the browser (issue 23 item 4): the month's pre-report shows each collaborator's worked days as the API
 * counts them, and exports in a layout the company saved for its payroll provider; the export is then listed.
 */
describe('the payroll pre-report in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let token: string;
  // a month the demo seed has worked days in, whatever day CI runs
  const period = seededWorkingDay(10).slice(0, 7);
  const api = <T>(method: string, url: string, body?: unknown) => apiCall<T>(server.url, token, method, url, body);

  beforeAll(async () => {
    server = await e2eServer();
    token = await apiLogin(server.url, 'owner');
    browser = await launchBrowser();
    page = await newPage(browser, { width: 1440, height: 1000 });
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('exports the month in a saved layout of the payroll provider', async () => {
    const name = `Gestoría ${Date.now()}`;
    await api('POST', '/nomine/layouts', { name, format: 'CSV', delimiter: 'SEMICOLON', decimalSeparator: 'COMMA', columns: [{ field: 'numberOfDocument', header: 'NIF' }, { field: 'workedDays', header: 'DIAS' }, { field: 'workedHours', header: 'HORAS' }] });
    const { rows, count } = await api<{ rows: Row[]; count: number }>('POST', '/nomine/report', { period, limit: 1 });
    expect(rows[0].workedDays, 'the demo has worked days in the month').toBeGreaterThan(0);

    await page.goto(`${server.url}/nomine?period=${period}`);
    await visible(page.getByTestId('payroll-state'));
    await expect.poll(() => page.getByTestId('payroll-worked-days').first().textContent()).toBe(String(rows[0].workedDays));

    await page.getByTestId('payroll-export').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: new RegExp(name) }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`-${period}\\.csv$`));
    const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('NIF;DIAS;HORAS');
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]).toBe(`${rows[0].numberOfDocument};${rows[0].workedDays};${String(rows[0].workedHours).replace('.', ',')}`);
    await visible(page.getByTestId('payroll-exports').getByText(name));
  });
});
