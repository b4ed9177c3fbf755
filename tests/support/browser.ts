import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium, driven by playwright-core; never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
  });
}

export const DEMO_PASSWORD = 'Demo2026!';

/**
 * Opens a fresh context at 1440×900 (or the given size) in the given locale, in Madrid's time zone: the demo's people
 * work there, so the pages' "today" is the server's at any hour (at 23:30 UTC it is already tomorrow in Madrid).
 */
export async function newPage(browser: Browser, opts: { width?: number; height?: number; locale?: string } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 },
    locale: opts.locale ?? 'es-ES',
    timezoneId: 'Europe/Madrid',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** Fills and submits the login form; the caller waits for where it lands (/team, or the MFA step, or a stored path). */
export async function loginAs(page: Page, baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/auth/login`);
  await page.locator('input#username, input[name="username"]').first().fill(username);
  await page.locator('input#password, input[name="password"], input[type="password"]').first().fill(password);
  await page.locator('button[type="submit"]').first().click();
}

/** Logs in through the API (faster), for tests that only need an authenticated browser. */
export async function apiLogin(baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const json = (await res.json()) as { data?: { accessToken: string } };
  if (!json.data?.accessToken) throw new Error(`login failed for ${username}: ${JSON.stringify(json)}`);
  return json.data.accessToken;
}

/**
 * Clicks a menu entry inside its sub-menu (Team › Licencias, Team › Informes: spec §2), opening the sub-menu only
 * when `aria-expanded` says it is closed: a click on an open one (or one still opening) would close it.
 */
export async function openMenuEntry(page: Page, section: RegExp, entry: Locator): Promise<void> {
  const title = page.getByRole('menuitem', { name: section });
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  await entry.click();
}

/** Waits until the element is shown (fails the test with Playwright's timeout message otherwise). */
export async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

/** Waits until no element matches any more. */
export async function gone(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'detached' });
}
