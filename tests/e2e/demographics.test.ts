import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { apiCall } from '../support/apiCall';
import { e2eServer } from '../support/e2eServer';

interface Row { key: string; count: number; name?: string }
interface Report { headcount: number; byGender: Row[]; byUnit: Row[] }

/**
 * /demographic-reports in the browser (issue 23 item 2): a group of a chart opens the collaborators report with the
 * same filter in its URL, listing exactly that group's people — as many as the report counted.
 */
describe('demographics report in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let token: string;
  const api = <T>(method: string, url: string, body?: unknown) => apiCall<T>(server.url, token, method, url, body);
  /** the collaborators report's "N colaboradores" under its table (the demo owner reads Spanish) */
  const listed = async () => Number((await page.getByText(/^\d+ colaboradores$/).first().innerText()).split(' ')[0]);

  beforeAll(async () => {
    server = await e2eServer();
    token = await apiLogin(server.url, 'owner');
    browser = await launchBrowser();
    page = await newPage(browser, { width: 1440, height: 1000, locale: 'es-ES' });
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a gender and a unit open the collaborators report filtered to exactly their people', async () => {
    const report = await api<Report>('POST', '/reports/demographics', {});
    const women = report.byGender.find((r) => r.key === 'female')!;
    expect(women.count).toBeGreaterThan(0);
    const unit = report.byUnit.find((r) => r.key !== 'notSet')!;

    await page.goto(`${server.url}/demographic-reports`);
    await visible(page.getByTestId('demographics-headcount'));
    // the bar's figures as a table (the chart's corner switch): the same drill-down as a click on the bar
    const genderCard = page.getByTestId('chart-gender-card');
    await genderCard.getByText('Tabla', { exact: true }).click();
    await genderCard.getByRole('link', { name: 'Mujer' }).click();
    await page.waitForURL(/\/reports\/collaborators\?.*where=gender&is=female/);
    await expect.poll(listed).toBe(women.count);
    const { count } = await api<{ count: number }>('POST', '/users/report', { columns: ['lastName'], filters: { active: true, gender: 'female' }, limit: 1 });
    expect(count).toBe(women.count);

    await page.goBack();
    const unitCard = page.getByTestId('chart-unit-card');
    await unitCard.getByText('Tabla', { exact: true }).click();
    await unitCard.getByRole('link', { name: unit.name }).click();
    await page.waitForURL(new RegExp(`/reports/collaborators\\?.*unit=${unit.key}`));
    await expect.poll(listed).toBe(unit.count);
  }, 120_000);

  it('a day in the URL shows the workforce as it was then, and the PDF button downloads that day\'s report', async () => {
    const asOf = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    const [then, now] = await Promise.all([api<Report>('POST', '/reports/demographics', { asOf }), api<Report>('POST', '/reports/demographics', {})]);
    await page.goto(`${server.url}/demographic-reports?asOf=${asOf}`);
    const headcount = page.getByTestId('demographics-headcount').locator('.ant-statistic-content-value');
    await expect.poll(async () => Number((await headcount.innerText()).replace(/\D/g, ''))).toBe(then.headcount);
    expect(then.headcount).not.toBe(now.headcount); // the demo hires and lets go over the year: the day matters
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('demographics-export-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`demografia-${asOf}.pdf`);
  }, 60_000);

  it('a bar of a past day\'s chart opens the collaborators report of that day, with its filters and the day in the URL', async () => {
    const asOf = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    const then = await api<Report>('POST', '/reports/demographics', { asOf });
    await page.goto(`${server.url}/demographic-reports?asOf=${asOf}`);
    const chart = page.getByTestId('chart-gender');
    const canvas = chart.locator('canvas').first();
    await visible(canvas);
    await page.waitForTimeout(1_000); // the chart's entry animation
    const box = (await canvas.boundingBox())!;
    // a click on a bar (drawn on a canvas): down the chart, just right of the axis labels, until one opens the report
    for (let y = 6; y < box.height && !page.url().includes('/reports/collaborators'); y += 8) {
      await canvas.click({ position: { x: Math.min(box.width - 4, 110), y } });
    }
    await page.waitForURL(/\/reports\/collaborators\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('asOf')).toBe(asOf);
    expect(params.get('where')).toBe('gender');
    const bar = then.byGender.find((r) => r.key === params.get('is'))!;
    expect(bar).toBeTruthy();
    await expect.poll(listed).toBe(bar.count);
    // the day is a filter of the report, shown as a date, and stays through a reload
    await expect.poll(() => page.getByTestId('report-asof').locator('input').inputValue()).not.toBe('');
    await page.reload();
    await expect.poll(listed).toBe(bar.count);
  }, 90_000);

  it('the collaborators report keeps "with its sub-units" on the line of the other filters', async () => {
    const report = await api<Report>('POST', '/reports/demographics', {});
    const unit = report.byUnit.find((r) => r.key !== 'notSet')!;
    await page.goto(`${server.url}/reports/collaborators?unit=${unit.key}&sub=1`);
    const checkbox = page.getByTestId('report-subunits');
    await visible(checkbox);
    const [unitBox, checkBox] = await Promise.all([page.getByTestId('team-branch-filter').boundingBox(), checkbox.boundingBox()]);
    // beside the unit filter: same row, to its right (it was alone on a line below the filters)
    expect(Math.abs((checkBox!.y + checkBox!.height / 2) - (unitBox!.y + unitBox!.height / 2))).toBeLessThan(8);
    expect(checkBox!.x).toBeGreaterThan(unitBox!.x + unitBox!.width);
    expect(checkBox!.x - (unitBox!.x + unitBox!.width)).toBeLessThan(40);
    if (process.env.E2E_SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/collaborators-report-filters.png` });
  }, 60_000);
});
