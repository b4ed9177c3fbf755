import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../src/server/seed/secureDemoAdmin';
import { launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/** Two-step sign-in in the browser: the demo's `secure` administrator, and an enrolment from /profile. */
describe('multi-factor sign-in in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('asks `secure` for the authenticator code after the password, refuses a wrong one, and lets the right one in', async () => {
    page = await newPage(browser);
    await loginAs(page, server.url, 'secure');
    await visible(page.getByTestId('mfa-code-step'));
    expect(page.url()).toMatch(/\/auth\/login/);
    await page.getByTestId('mfa-code-input').fill('000000');
    await page.getByTestId('mfa-submit').click();
    await visible(page.getByTestId('login-error').getByText('El código no es correcto', { exact: false }));
    await page.getByTestId('mfa-code-input').fill(await generate({ secret: DEMO_TOTP_SECRET }));
    await page.getByTestId('mfa-submit').click();
    await page.waitForURL(/\/team$/, { timeout: 20_000 });
  });

  it('enrols an authenticator from /profile: QR code, first code, ten recovery codes; the next sign-in asks for a code', async () => {
    const own = await newPage(browser);
    await loginAs(own, server.url, 'viewer');
    await own.waitForURL(/\/team$/, { timeout: 20_000 });
    await own.goto(`${server.url}/profile`);
    const card = own.getByTestId('profile-security');
    await visible(card.getByTestId('security-status').getByText('Desactivada'));
    await card.getByTestId('security-enrol').click();
    await visible(card.getByTestId('mfa-qr'));
    // the viewer's company does not require it: the hint does not claim it does
    await visible(card.getByText(/^Escanea este código QR/));
    expect(await card.getByText(/Tu empresa pide/).count()).toBe(0);
    const secret = (await card.getByTestId('mfa-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await card.getByTestId('mfa-enrol-code').fill(await generate({ secret }));
    await card.getByTestId('mfa-enrol-confirm').click();
    await visible(card.getByTestId('mfa-recovery-codes'));
    expect((await card.getByTestId('mfa-recovery-codes').locator('.ant-typography code').innerText()).trim().split('\n')).toHaveLength(10);
    await visible(card.getByTestId('security-status').getByText('Activada'));
    expect(await card.getByTestId('security-codes-left').innerText()).toBe('10');

    const next = await newPage(browser);
    await loginAs(next, server.url, 'viewer');
    await visible(next.getByTestId('mfa-code-step'));
  });
});
