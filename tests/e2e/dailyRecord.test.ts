import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, toLocal } from '../../src/shared/workday';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

interface Workday {
  id: string;
  date: string;
  state: string;
  manual: boolean;
  clocks: { in: string; out?: string }[];
  breaks: { start: string; end?: string }[];
  shift: { startTime?: string } | null;
}

/** A manager corrects a collaborator's workday on the daily record: the timeline, a refused break, the fix, the history. */
describe('daily record in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let person: { id: string; firstName: string; lastName: string };
  let day: Workday;
  const zone = 'Europe/Madrid';
  /** "21/11/2026 15:36" for an instant, as the person's local time (what the pickers show and take). */
  const typed = (instant: number) => {
    const l = toLocal(instant, zone);
    return `${l.date.slice(8, 10)}/${l.date.slice(5, 7)}/${l.date.slice(0, 4)} ${l.time}`;
  };

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser);
    // a seeded collaborator with a plain day shift and one break in the last two weeks (not today or yesterday)
    const token = await apiLogin(server.url, 'owner');
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const res = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      return ((await res.json()) as { data: T }).data;
    };
    const today = localDateOf(Date.now(), zone);
    const { users } = await post<{ users: { id: string; firstName: string; lastName: string }[] }>('/users/getFiltered', { limit: 40 });
    for (const candidate of users) {
      const { workdays } = await post<{ workdays: Workday[] }>(`/workdays/history/${candidate.id}`, { filter: { date: { gte: addDays(today, -12), lte: addDays(today, -2) } } });
      const found = workdays.find((w) => w.state === 'finish' && w.breaks.length === 1 && w.clocks.length === 1 && ['07:00', '09:00'].includes(w.shift?.startTime ?? ''));
      if (found) {
        person = candidate;
        day = found;
        break;
      }
    }
    expect(day, 'a seeded workday to correct').toBeDefined();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const row = () => page.getByTestId(`day-${day.date}`);
  const pickerInput = (testId: string) => page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();
  const type = async (testId: string, value: string) => {
    const input = pickerInput(testId);
    await input.click();
    await input.fill(value);
    await input.press('Enter');
  };

  it('opens the collaborator’s daily record and shows the day as a timeline with its totals', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await page.goto(`${server.url}/team/daily-record/${person.id}`);
    await visible(page.getByTestId('record-name').getByText(`${person.firstName} ${person.lastName}`));
    await visible(row());
    // worked stretches and the break on the bar, the state and worked time beside it
    expect(await row().locator('[data-type="WORKED"]').count()).toBeGreaterThanOrEqual(2);
    expect(await row().locator('[data-type="BREAK"]').count()).toBe(1);
    await visible(row().getByTestId('workday-state').getByText('Finalizada'));
    expect(await row().getByTestId('total-worked').innerText()).toMatch(/^\d+ h/);
    // two weeks by default: today and the 13 days before
    expect(await page.locator('[data-testid^="day-"]').count()).toBe(14);
  });

  it('refuses a break outside the clocked time on the break field, then saves the fix with the toast', async () => {
    await row().getByTestId('edit-workday').click();
    const modal = page.locator('.ant-modal:visible');
    await visible(modal.getByText('Entradas y salidas'));
    const out = Date.parse(day.clocks[0].out!);
    await type('breaks-0-start', typed(out + 30 * 60_000));
    await type('breaks-0-end', typed(out + 60 * 60_000));
    await modal.getByTestId('save-workday').click();
    const breakRow = modal.getByTestId('breaks-0');
    await visible(breakRow.locator('.ant-form-item-explain-error', { hasText: 'El descanso está fuera de la jornada' }));
    expect(await page.locator('.ant-notification-notice', { hasText: 'Marcación actualizada' }).count()).toBe(0);

    const checkIn = Date.parse(day.clocks[0].in);
    await type('breaks-0-start', typed(checkIn + 4 * 60 * 60_000));
    await type('breaks-0-end', typed(checkIn + 4 * 60 * 60_000 + 20 * 60_000));
    // fixed: the message goes as soon as the break is back inside the clocked time, before saving
    await expect.poll(() => breakRow.locator('.ant-form-item-explain-error', { hasText: 'El descanso está fuera de la jornada' }).count(), { timeout: 10_000 }).toBe(0);
    await modal.getByTestId('save-workday').click();
    await visible(page.locator('.ant-notification-notice', { hasText: 'Marcación actualizada correctamente' }));
    await modal.waitFor({ state: 'detached' });
    await visible(row().getByText('Manual'));
    await visible(row().getByTestId('workday-state').getByText('Modificada'));
    await visible(row().getByTestId('total-break').getByText('20 min'));
  });

  it('shows who corrected the workday and what changed in its history', async () => {
    await row().getByTestId('workday-history').click();
    const drawer = page.locator('.ant-drawer:visible');
    const entry = drawer.getByTestId('audit-entry').first();
    await visible(entry.getByText('Corregida'));
    await visible(entry.getByText('owner'));
    await visible(entry.getByText('Descansos'));
    const local = toLocal(Date.parse(day.clocks[0].in) + 4 * 60 * 60_000, zone).time;
    expect(await entry.innerText()).toContain(local);
  });
});
