import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, openMenuEntry, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';
import { lastWholeMonth } from '../support/seededDates';

interface GeneralRow { userId: string; name: string; workedMinutes: number; absences: number; workedDays: number }
interface General { rows: GeneralRow[]; totals: { workedMinutes: number; workedDays: number }; count: number }

/** "170:19" as Excel shows a [h]:mm cell, from what exceljs reads back (a date from Excel's 1899-12-30 epoch). */
const cellHours = (v: unknown) => {
  const minutes = Math.round(v instanceof Date ? (v.getTime() - Date.UTC(1899, 11, 30)) / 60_000 : Number(v) * 1440);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
};

/** The viewer ("downloads reports") opens /reports, General tab, exports it and reads the file back. */
describe('workday reports in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let api: General;
  let range: { from: string; to: string };

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser);
    // the screen's default range: the last whole month in Madrid, the browser's zone (inside the demo's 60 days of marks)
    range = lastWholeMonth();
    const token = await apiLogin(server.url, 'viewer');
    const res = await fetch(`${server.url}/api/reports/workdays/general`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...range, limit: 50 }),
    });
    api = ((await res.json()) as { data: General }).data;
    expect(api.count).toBeGreaterThan(50);
    expect(api.totals.workedDays).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('download a general report and read it back', async () => {
    await loginAs(page, server.url, 'viewer');
    await page.waitForURL(/\/team/, { timeout: 20_000 });
    // Team › Informes › Informe de jornadas in the menu (Informes is a sub-menu, spec §2)
    await openMenuEntry(page, /(^|\s)Informes$/, page.getByRole('link', { name: 'Informe de jornadas' }));
    await page.waitForURL(/\/reports$/);
    await visible(page.getByTestId('report-detailed').locator('[data-testid="pair"]'));

    await page.getByTestId('tab-general').click();
    const table = page.getByTestId('report-general');
    const first = api.rows[0];
    const row = table.getByTestId(`row-${first.userId}`);
    await visible(row);
    // on screen: the same numbers as the API, hours:minutes, and the totals of the whole report
    const workedOnScreen = (await row.locator('[data-field="workedMinutes"]').innerText()).trim();
    expect(workedOnScreen).toBe(cellHours(first.workedMinutes / 1440));
    expect((await row.locator('[data-field="absences"]').innerText()).trim()).toBe(String(first.absences));
    await visible(page.getByTestId('report-totals').getByText('Totales'));
    expect((await page.getByTestId('report-totals').locator('[data-field="workedDays"]').innerText()).trim()).toBe(String(api.totals.workedDays));

    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('export-general').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`informe-general-${range.from}-${range.to}.xlsx`);
    await visible(page.getByTestId('export-download'));
    // the job ran in the background: a notification says the file is ready and offers it again
    await visible(page.locator('.ant-notification-notice', { hasText: 'Tu archivo está listo' }));
    await visible(page.getByTestId('file-ready-download'));

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const sheet = book.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const header = rows[0] as string[];
    expect(header.slice(0, 5)).toEqual(['Colaborador', 'Documento', 'Unidad', 'Días planificados', 'Días trabajados']);
    // one row per collaborator plus the totals
    expect(rows.length).toBe(api.count + 2);
    const fileRow = rows.find((r) => r[0] === first.name)!;
    expect(fileRow).toBeDefined();
    expect(cellHours(fileRow[header.indexOf('Trabajado')])).toBe(workedOnScreen);
    expect(fileRow[header.indexOf('Ausencias')]).toBe(first.absences);
    expect(fileRow[header.indexOf('Días trabajados')]).toBe(first.workedDays);
    const totals = rows.at(-1)!;
    expect(totals[0]).toBe('Totales');
    expect(totals[header.indexOf('Días trabajados')]).toBe(api.totals.workedDays);
    expect(cellHours(totals[header.indexOf('Trabajado')])).toBe(cellHours(api.totals.workedMinutes / 1440));
  });
});
