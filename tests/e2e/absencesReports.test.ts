import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, openMenuEntry, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';
import { lastWholeMonth } from '../support/seededDates';

interface Group { key: string; label: string; requests: number }

/** The viewer opens Team › Informe de licencias (the demo's requests of last month), exports it, then the timeline. */

describe('absences report and team timeline in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let groups: { rows: Group[]; count: number };

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser);
    const token = await apiLogin(server.url, 'viewer');
    const res = await fetch(`${server.url}/api/reports/dayoffs`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...lastWholeMonth(), groupBy: 'reason' }),
    });
    groups = ((await res.json()) as { data: typeof groups }).data;
    expect(groups.count).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the requests by reason and the Bradford table, and exports them', async () => {
    await loginAs(page, server.url, 'viewer');
    await page.waitForURL(/\/team/, { timeout: 20_000 });
    await openMenuEntry(page, /(^|\s)Informes$/, page.getByRole('menuitem', { name: /Informe de licencias$/ }));
    await page.waitForURL(/\/absences-reports$/);
    const table = page.getByTestId('absences-groups');
    await visible(table.getByText(groups.rows[0].label, { exact: true }));
    await visible(page.getByTestId('absences-bradford').locator('tbody tr').first());

    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('export-dayoffs').click();
    const download = await downloading;
    const range = lastWholeMonth();
    expect(download.suggestedFilename()).toBe(`informe-licencias-${range.from}-${range.to}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Licencias', 'Bradford']);
    expect(book.worksheets[0].getRow(1).getCell(1).value).toBe('Motivo');
  });

  it('draws the team timeline: one row per person, weekends and request bars', async () => {
    await openMenuEntry(page, /(^|\s)Licencias$/, page.getByRole('menuitem', { name: /Línea de tiempo$/ }));
    await page.waitForURL(/\/team\/timeline$/);
    const grid = page.getByTestId('timeline-grid');
    await visible(grid);
    expect(await grid.getByTestId('timeline-row').count()).toBeGreaterThan(0);
  });
});
