import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { seededWorkingDay } from '../support/seededDates';
import { startServer, stopServer, type ServerProcess } from '../support/serverProcess';
import { demoDataDir } from '../support/demoDataDir';

interface Workday { state: string; totals: { late: number } }
interface Shift { userId: string; type: string; startTime: string | null; endTime: string | null }

/**
 * The owner opens the dashboard on a seeded date and sees the numbers the data holds, computed here independently
 * from each collaborator's daily record and the planned shifts; a card opens its people; the map shows its markers
 * and counts although the tile server cannot be reached (MAP_TILE_URL points at a closed port, as CI has no internet).
 */
describe('dashboard in the browser', () => {
  let server: ServerProcess;
  let dataDir: string;
  let browser: Browser;
  let page: Page;
  let token: string;
  // a weekday the seed fills with workdays (today − 3 would be a Sunday every Wednesday)
  const D = seededWorkingDay(3);
  const expected = { present: 0, absent: 0, late: 0, onLeave: 0 };

  const api = async <T>(method: string, p: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${server.url}/api${p}`, {
      method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, p).toBeLessThan(300);
    return ((await res.json()) as { data: T }).data;
  };

  beforeAll(async () => {
    dataDir = demoDataDir('hr-e2e-dash-');
    server = await startServer(dataDir, { MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
    browser = await launchBrowser();
    page = await newPage(browser, { height: 1400 });
    token = await apiLogin(server.url, 'owner');

    // every active collaborator's workday of D, from their daily record
    const { users } = await api<{ users: { id: string }[] }>('POST', '/users/getFiltered', { limit: 500 });
    // people on approved leave on D: neither absent nor late (issue 11)
    const { dayoffs } = await api<{ dayoffs: { userId: string }[] }>('POST', '/dayoffs/getFiltered', {
      limit: 500, filters: { status: { in: ['APPROVED'] }, from: { between: ['2000-01-01', D] }, to: { between: [D, '2100-12-31'] } },
    });
    const onLeave = new Set(dayoffs.map((d) => d.userId).filter((id) => users.some((u) => u.id === id)));
    expected.onLeave = onLeave.size;
    const worked = new Set<string>();
    for (let i = 0; i < users.length; i += 12) {
      await Promise.all(users.slice(i, i + 12).map(async (u) => {
        const { workdays } = await api<{ workdays: Workday[] }>('POST', `/workdays/history/${u.id}`, { filter: { date: D } });
        const day = workdays.find((w) => w.state !== 'cancel');
        if (!day) return;
        worked.add(u.id);
        expected.present += 1;
        if (day.totals.late > 0 && !onLeave.has(u.id)) expected.late += 1;
      }));
    }
    // absent: a working shift planned on D (a past date: its start has passed) and no workday
    const active = new Set(users.map((u) => u.id));
    const { shifts } = await api<{ shifts: Shift[] }>('POST', '/shifts/getFiltered', { filters: { date: { gte: D, lte: D } } });
    expected.absent = shifts.filter((s) => s.type !== 'rest' && s.startTime && s.endTime && active.has(s.userId) && !worked.has(s.userId) && !onLeave.has(s.userId)).length;
    expect(expected.present, 'the seed has workdays on D').toBeGreaterThan(50);
  });
  afterAll(async () => {
    await browser?.close();
    if (server) await stopServer(server);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows presences, absences and late arrivals equal to the seeded data', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team/);
    await page.goto(`${server.url}/dashboard?date=${D}`);
    await visible(page.getByTestId('presences-count'));
    const number = async (id: string) => Number((await page.getByTestId(id).innerText()).replace(/\D/g, ''));
    expect(await number('presences-count')).toBe(expected.present);
    expect(await number('absences-count')).toBe(expected.absent);
    expect(await number('late-count')).toBe(expected.late);
    // the date picker shows the chosen date and the calendar marks it
    await expect.poll(() => page.locator('[data-testid="dashboard-date"] input, input[data-testid="dashboard-date"]').first().inputValue()).toBe(`${D.slice(8, 10)}/${D.slice(5, 7)}/${D.slice(0, 4)}`);
    await visible(page.locator(`[data-testid="cal-${D}"].is-selected`));
  }, 60_000);

  it('opens the people behind a number, each linking to their daily record', async () => {
    await page.getByTestId('card-late').click();
    const drawer = page.getByTestId('people-drawer');
    await visible(drawer.getByTestId('people-row'));
    expect(await drawer.getByTestId('people-row').count()).toBe(Math.min(expected.late, 50));
    expect(page.url()).toContain('list=late');
    const link = drawer.getByTestId('people-row').first().locator('a').first();
    expect(await link.getAttribute('href')).toMatch(/^\/team\/daily-record\/[0-9a-f-]{36}$/);
    await page.keyboard.press('Escape');
    await page.getByTestId('card-absences').click();
    // the absent, then those on approved leave with their reason
    await expect.poll(() => drawer.getByTestId('people-row').count()).toBe(Math.min(expected.absent, 50) + Math.min(expected.onLeave, 50));
    expect(await drawer.getByTestId('on-leave').count()).toBe(Math.min(expected.onLeave, 50));
    await page.keyboard.press('Escape');
  }, 60_000);

  it('shows the markers and counts of the day on the map although the tiles cannot load', async () => {
    const map = await api<{ count: number; withoutPosition: number; marks: unknown[] }>('GET', `/reports/dashboard/map?date=${D.slice(8, 10)}-${D.slice(5, 7)}-${D.slice(0, 4)}`);
    expect(map.marks.length).toBeGreaterThan(0);
    await visible(page.getByTestId('map-count'));
    expect(await page.getByTestId('map-count').innerText()).toContain(String(map.count));
    await expect.poll(() => page.locator('[data-testid="marks-map"] path.dash-mark').count(), { timeout: 15_000 }).toBe(map.marks.length);
    await visible(page.getByTestId('map-tiles-failed'));
  }, 60_000);

  it('opens the heat map from the menu and colours the grid with the API’s averages', async () => {
    const heat = await api<{ matrix: number[][]; max: number }>('GET', '/reports/dashboard/heatmap');
    await page.goto(`${server.url}/team`);
    await page.getByRole('menuitem', { name: 'Mapa de calor' }).click();
    await page.waitForURL(/\/team\/heat-map/);
    await visible(page.getByTestId('heatmap-grid'));
    // the busiest cell shows the maximum, an empty one nothing
    const busiest = heat.matrix.flatMap((row, d) => row.map((v, h) => ({ v, d, h }))).find((c) => c.v === heat.max)!;
    const cell = page.getByTestId(`heat-${busiest.d}-${busiest.h}`);
    expect(Number(await cell.getAttribute('data-value'))).toBe(heat.max);
    // written as Spain writes numbers: "186,75"
    const shown = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(heat.max);
    expect(await page.getByTestId('heatmap-legend').innerText()).toContain(shown);
    await cell.hover();
    await visible(page.locator('.ant-tooltip').filter({ hasText: shown }));
  }, 60_000);

  it('opens the attendance calendar from the dashboard, moves a month and back, and opens a day on the dashboard', async () => {
    await page.goto(`${server.url}/dashboard?date=${D}`);
    await page.getByTestId('open-calendar').click();
    await page.waitForURL(/\/calendar\?/);
    await visible(page.getByTestId('calendar-page'));
    await visible(page.locator(`[data-testid="cal-${D}"]`));
    await page.getByRole('button', { name: 'Mes anterior' }).click();
    await expect.poll(() => page.locator(`[data-testid="cal-${D}"]`).count()).toBe(0);
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
    await page.locator(`[data-testid="cal-${D.slice(0, 7)}-01"]`).click();
    await page.waitForURL(new RegExp(`/dashboard\\?date=${D.slice(0, 7)}-01`));
    await visible(page.getByTestId('presences-count'));
  }, 60_000);
});
