import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, gone, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { apiCall } from '../support/apiCall';
import { e2eServer } from '../support/e2eServer';

/**
 * Issue 22 item 2: a request on a two-step approval flow. The first approver (the administrator) sees it in the
 * approvals inbox as step 1 of 2 and approves it; it leaves their inbox and appears in the second approver's (the
 * owner's), who did not see it before.
 */
describe('a two-step approval flow in the approvals inbox', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let requestId: string;

  const call = <T>(token: string, method: string, path: string, body?: unknown) => apiCall<T>(server.url, token, method, path, body);

  const inbox = async (page: Page) => {
    await page.goto(`${server.url}/reviews-approvals`);
    await page.getByTestId('inbox-type').getByText('Solicitudes de ausencia').click();
    await page.getByTestId('inbox-reason').click();
    await page.keyboard.type('E2E dos pasos');
    await page.keyboard.press('Enter');
  };

  beforeAll(async () => {
    server = await e2eServer();
    const owner = await apiLogin(server.url, 'owner');
    const admin = await apiLogin(server.url, 'admin');
    const reason = await call<{ id: string }>(owner, 'POST', '/companies/typesOfDayoff', { title: 'E2E dos pasos', color: '#13c2c2' });
    const adminSelf = await call<{ id: string }>(admin, 'GET', '/users/self');
    const ownerSelf = await call<{ id: string }>(owner, 'GET', '/users/self');
    await call(owner, 'POST', '/approvalFlows', {
      name: 'E2E dos pasos', requestType: 'absence', conditions: { typeIds: [reason.id] },
      steps: [{ rule: 'any', approvers: [{ kind: 'user', userId: adminSelf.id }] }, { rule: 'any', approvers: [{ kind: 'user', userId: ownerSelf.id }] }],
    });
    const seeded = await call<{ dayoffs: { userId: string }[] }>(admin, 'POST', '/reviews/pending/dayoffs/getFiltered', { limit: 5 });
    const someone = seeded.dayoffs.find((d) => d.userId !== adminSelf.id && d.userId !== ownerSelf.id);
    expect(someone, 'the demo seeds pending requests in the administrator’s units').toBeDefined();
    requestId = (await call<{ id: string }>(owner, 'POST', '/dayoffs', { userId: someone!.userId, typeId: reason.id, from: '2031-04-08', to: '2031-04-08' })).id;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the first approver’s decision moves the request to the second approver’s inbox', async () => {
    const ownerPage = await newPage(browser);
    await loginAs(ownerPage, server.url, 'owner');
    await ownerPage.waitForURL(/\/team$/, { timeout: 15_000 });
    await inbox(ownerPage);
    await visible(ownerPage.getByTestId('inbox-dayoffs'));
    await gone(ownerPage.locator(`tr[data-dayoff-id="${requestId}"]`));

    const adminPage = await newPage(browser);
    await loginAs(adminPage, server.url, 'admin');
    await adminPage.waitForURL(/\/team$/, { timeout: 15_000 });
    await inbox(adminPage);
    const row = adminPage.locator(`tr[data-dayoff-id="${requestId}"]`);
    await visible(row);
    await visible(row.getByTestId('approval-step-tag').getByText('Paso 1 de 2'));
    await row.getByTestId('dayoff-approve').click();
    await gone(row);

    await inbox(ownerPage);
    const moved = ownerPage.locator(`tr[data-dayoff-id="${requestId}"]`);
    await visible(moved);
    await visible(moved.getByTestId('approval-step-tag').getByText('Paso 2 de 2'));
    await moved.getByTestId('approval-step-tag').click();
    await visible(ownerPage.getByTestId('approval-path'));
    await ownerPage.screenshot({ path: '/tmp/af-inbox-path.png' });
  });

  it('an administrator names a delegate for an approver on the flows page, beyond their own units; a viewer sees the table without controls', async () => {
    const adminToken = await apiLogin(server.url, 'admin');
    const adminSelf = await call<{ id: string }>(adminToken, 'GET', '/users/self');
    // someone who may decide but works outside the administrator's units (their own users list stops at them)
    const mine = new Set((await call<{ admins: { id: string }[] }>(adminToken, 'GET', '/users/admin/getAdminTable?limit=500')).admins.map((a) => a.id));
    const people = (await call<{ people: { id: string; name: string }[] }>(adminToken, 'GET', '/approvalDelegates/people')).people;
    const beyond = people.find((p) => !mine.has(p.id) && p.id !== adminSelf.id);
    expect(beyond, 'the demo has dashboard users outside the administrator’s region').toBeDefined();
    const page = await newPage(browser);
    await loginAs(page, server.url, 'admin');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await page.goto(`${server.url}/aproval-flows`);
    const card = page.getByTestId('approval-delegates');
    await card.getByTestId('delegate-add').click();
    await card.getByTestId('delegate-approver').click();
    await page.keyboard.type('Javier Moreno');
    await visible(page.locator('.ant-select-item-option-active'));
    await page.keyboard.press('Enter');
    await card.getByTestId('delegate-delegate').click();
    await page.keyboard.type(beyond!.name);
    await visible(page.locator('.ant-select-item-option-active').filter({ hasText: beyond!.name }));
    await page.keyboard.press('Enter');
    await card.getByTestId('delegate-save').click();
    const row = card.locator(`tr[data-delegate-user="${adminSelf.id}"]`);
    await visible(row.getByText(beyond!.name));
    await page.screenshot({ path: '/tmp/af-delegates.png', fullPage: true });

    const viewer = await newPage(browser);
    await loginAs(viewer, server.url, 'viewer');
    await viewer.waitForURL(/\/team$/, { timeout: 15_000 });
    await viewer.goto(`${server.url}/aproval-flows`);
    await visible(viewer.getByTestId('approval-delegates').locator(`tr[data-delegate-user="${adminSelf.id}"]`));
    expect(await viewer.getByTestId('delegate-add').count()).toBe(0);
    expect(await viewer.getByTestId('delegate-remove').count()).toBe(0);

    await row.getByTestId('delegate-remove').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await gone(row);
  });

  it('a new flow fits a phone: its fields stack instead of squeezing, its first step stays inside the card', async () => {
    const phone = await newPage(browser, { width: 390, height: 844 });
    await loginAs(phone, server.url, 'owner');
    await phone.waitForURL(/\/team$/, { timeout: 15_000 });
    await phone.goto(`${server.url}/aproval-flow/new`);
    await visible(phone.getByTestId('flow-step-0-approvers'));
    expect((await phone.getByTestId('approval-flow-name').boundingBox())!.width).toBeGreaterThan(250);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context().close();
  });

  it('a review notice’s link opens that one review, whatever its status, with the way back to the whole queue', async () => {
    const owner = await apiLogin(server.url, 'owner');
    const decided = await call<{ reviews: { id: string }[] }>(owner, 'POST', '/workdays/reviews/getFiltered', { limit: 1, filters: { status: ['APPROVED', 'REJECTED'] } });
    const pending = await call<{ reviews: { id: string }[] }>(owner, 'POST', '/workdays/reviews/getFiltered', { limit: 1, filters: { status: 'PENDING' } });
    const id = (decided.reviews[0] ?? pending.reviews[0])?.id;
    expect(id, 'the demo seeds error reviews').toBeDefined();
    const page = await newPage(browser);
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await page.goto(`${server.url}/team/marks-review?review=${id}`);
    await visible(page.getByTestId('review-one'));
    await visible(page.locator(`tr[data-review-id="${id}"]`));
    expect(await page.getByTestId('review-row').count()).toBe(1);
    await page.getByTestId('review-show-all').click();
    await gone(page.getByTestId('review-one'));
    await visible(page.getByTestId('review-filters'));
  });
});
