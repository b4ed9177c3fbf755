import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { apiCall } from '../support/apiCall';
import { e2eServer } from '../support/e2eServer';

interface Figures { accidents: number; withLeave: number; hoursWorked: number; frequencyRate: number | null }
type Box = { x: number; y: number; width: number; height: number };
interface Report { totals: Figures; byUnit: (Figures & { unit: string })[] }

/**
 * /accidents-reports in the browser (issue 23): a new accident with a day lost raises the frequency rate the page
 * shows, exactly as the API computes it, and the figure opens the register filtered to the period.
 */
describe('accidents report in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let token: string;
  const api = <T>(method: string, url: string, body?: unknown) => apiCall<T>(server.url, token, method, url, body);

  beforeAll(async () => {
    server = await e2eServer();
    token = await apiLogin(server.url, 'owner');
    browser = await launchBrowser();
    page = await newPage(browser, { width: 1440, height: 1000, locale: 'en-US' });
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a new accident with a day lost changes the frequency rate', async () => {
    // the demo's attendance covers the last 60 days: a period inside it has hours, so the rate is computable
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const before = await api<Report>('POST', '/accidents/report', { from, to });
    expect(before.totals.hoursWorked).toBeGreaterThan(0);
    // the figure in the user's language (12,50 or 12.50): compared by its digits
    const rateText = (r: number | null) => (r === null ? '—' : r.toFixed(2).replace(/\D/g, ''));
    const digits = async (testId: string) => (await page.getByTestId(testId).innerText()).replace(/\D/g, '');

    await page.goto(`${server.url}/accidents-reports?from=${from}&to=${to}`);
    const frequency = page.getByTestId('figure-frequency');
    await visible(frequency);
    await expect.poll(() => digits('figure-frequency')).toBe(rateText(before.totals.frequencyRate));

    const unit = before.byUnit.find((u) => u.hoursWorked > 0)!.unit;
    const { users } = await api<{ users: { id: string }[] }>('POST', '/users/getFiltered', { filters: { mainBranch: unit }, limit: 1 });
    await api('POST', '/accidents', {
      occurredAt: new Date(Date.now() - 2 * 86_400_000).toISOString(), unit, type: 'atWork', place: 'e2e',
      people: [{ collaborator: users[0].id, stoppedWork: true, daysLost: 1 }],
    });
    const after = await api<Report>('POST', '/accidents/report', { from, to });
    expect(after.totals.withLeave).toBe(before.totals.withLeave + 1);
    expect(after.totals.frequencyRate).toBeGreaterThan(before.totals.frequencyRate ?? 0);

    await page.reload();
    await expect.poll(() => digits('figure-frequency')).toBe(rateText(after.totals.frequencyRate));
    await expect.poll(() => digits('figure-with-leave')).toBe(String(after.totals.withLeave));
    // the figure opens the register filtered to the period: the new accident is there
    await page.getByTestId('figure-accidents').click();
    await page.waitForURL(/\/accidents\?/);
    await visible(page.locator('tbody tr', { hasText: 'e2e' }).first());
  }, 120_000);

  it("a bar of the monthly trend opens that month's accidents", async () => {
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${server.url}/accidents-reports?from=${from}&to=${to}`);
    const canvas = page.getByTestId('accident-trends').locator('canvas').first();
    await visible(canvas);
    await page.waitForTimeout(1_000); // the chart's entry animation
    const box = (await canvas.boundingBox())!;
    // the bars stand on the month axis (the accident added above is in one of these months): along it until one opens
    for (let x = 40; x < box.width && !page.url().includes('/accidents?'); x += 5) {
      await canvas.click({ position: { x, y: box.height - 80 } });
    }
    await page.waitForURL(/\/accidents\?/);
    expect(decodeURIComponent(page.url())).toMatch(/\[field\]=occurredAt.*\[operator\]=between/);
    await visible(page.locator('.ant-table-tbody tr.ant-table-row').first());
  }, 90_000);

  it("a column's filter opens with its form (fetched on first open): the date column's range picker", async () => {
    await page.goto(`${server.url}/accidents`);
    await visible(page.locator('.ant-table-tbody tr.ant-table-row'));
    // the list's title stands level with its create button (antd's heading margin put it 27 px lower)
    const [title, create] = await Promise.all([page.locator('.ant-page-header-heading-title').boundingBox(), page.locator('.refine-create-button').boundingBox()]);
    expect(Math.abs(title!.y + title!.height / 2 - (create!.y + create!.height / 2))).toBeLessThan(4);
    const dateHeader = page.locator('th.ant-table-cell', { has: page.locator('.ant-table-filter-trigger') }).first();
    await dateHeader.locator('.ant-table-filter-trigger').click();
    const dropdown = page.locator('.ant-table-filter-dropdown').filter({ has: page.locator('.ant-picker-range') });
    await visible(dropdown);
    await expect.poll(() => dropdown.locator('.ant-picker-range input').count()).toBe(2);
    await page.keyboard.press('Escape');
  }, 60_000);

  it("the accident's page lists its people by name with injury, body part and stopped work, and sums up the audited reads", async () => {
    const { users } = await api<{ users: { id: string; firstName: string; lastName: string; mainBranch: string }[] }>('POST', '/users/getFiltered', { limit: 1 });
    const person = users[0];
    const created = await api<{ id: string }>('POST', '/accidents', {
      occurredAt: new Date(Date.now() - 86_400_000).toISOString(), unit: person.mainBranch, type: 'atWork', place: 'e2e show',
      people: [{ collaborator: person.id, stoppedWork: true, injury: 'Esguince e2e', bodyPart: 'Tobillo e2e' }],
    });
    // read three times before the page: each read of the medical details is audited (and kept)
    for (let i = 0; i < 3; i += 1) await api('GET', `/accidents/${created.id}`);

    await page.goto(`${server.url}/accidents/view/${created.id}`);
    // the people: a small table inside the record's descriptions, one row per person
    const row = page.locator('.ant-descriptions .ant-table-tbody tr', { hasText: 'Tobillo e2e' });
    await visible(row);
    await expect.poll(() => row.innerText()).toContain(`${person.firstName} ${person.lastName}`);
    const text = await row.innerText();
    expect(text).toContain('Esguince e2e');
    expect(text).toMatch(/Yes|Sí/); // the owner's language may be Spanish whatever the browser's
    expect(await page.locator('body').innerText()).not.toContain('[object Object]');

    // the history: the reads summed up in one line, the changes listed; the toggle lists each read
    const reads = page.getByTestId('history-reads');
    await visible(reads);
    await expect.poll(() => reads.innerText()).toMatch(/(read|consultados) \d+ (times|veces), .* owner/); // in the owner's language
    expect(await page.locator('.ant-timeline-item').count()).toBe(1); // the creation only
    await page.getByTestId('history-reads-toggle').click();
    await expect.poll(() => page.locator('.ant-timeline-item').count()).toBeGreaterThanOrEqual(4);
  }, 120_000);

  it("the people table stays inside the accident's field list (it scrolls there) and off the history beside it", async () => {
    const { users } = await api<{ users: { id: string; mainBranch: string }[] }>('POST', '/users/getFiltered', { limit: 2 });
    // two people with long injuries and body parts: the table is wider than the field list's value column
    const created = await api<{ id: string }>('POST', '/accidents', {
      occurredAt: new Date(Date.now() - 86_400_000).toISOString(), unit: users[0].mainBranch, type: 'atWork', place: 'e2e layout',
      people: users.map((u) => ({ collaborator: u.id, stoppedWork: true, daysLost: 12, injury: 'Contusión y esguince de grado dos e2e', bodyPart: 'Tobillo y rodilla izquierdos e2e' })),
    });
    await api('GET', `/accidents/${created.id}`); // a read: the history shows its line
    const box = async (l: Locator) => (await l.boundingBox())!;
    const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    try {
      for (const width of [1400, 1024, 390]) {
        await page.setViewportSize({ width, height: 1000 });
        await page.goto(`${server.url}/accidents/view/${created.id}`);
        const list = page.locator('.ant-descriptions').first();
        const scroller = list.locator('.ant-table-content');
        await visible(scroller);
        await visible(page.getByTestId('history-reads'));
        const history = page.getByTestId('history-reads').locator('xpath=ancestor::div[contains(@class,"ant-card")][1]');
        const [table, card, side] = [await box(scroller), await box(list), await box(history)];
        // the table's right edge inside the field list, and not under the history card
        expect(table.x + table.width, `at ${width} px`).toBeLessThanOrEqual(card.x + card.width + 1);
        expect(overlaps(table, side), `at ${width} px`).toBe(false);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
        // nothing hidden: scrolled to its end, the table shows its last column (the body part) inside the list
        await scroller.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
        const last = list.locator('.ant-table-tbody tr', { hasText: 'Tobillo y rodilla' }).first().locator('td').last();
        expect(await last.innerText()).toContain('Tobillo y rodilla izquierdos e2e');
        const cell = await box(last);
        expect(cell.x + cell.width, `at ${width} px`).toBeLessThanOrEqual(table.x + table.width + 1);
      }
    } finally {
      await page.setViewportSize({ width: 1440, height: 1000 });
    }
  }, 120_000);
});
