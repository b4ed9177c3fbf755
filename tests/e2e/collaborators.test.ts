import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gone, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { e2eServer } from '../support/e2eServer';

/** An HR owner's day with collaborators: a new hire (a taken email first), then offboarding and reinstating. */
describe('collaborators in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  const stamp = Date.now().toString(36);
  const lastName = `Prueba${stamp}`;
  let profileUrl = '';

  beforeAll(async () => {
    server = await e2eServer();
    browser = await launchBrowser();
    page = await newPage(browser);
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The search box of a list (antd puts the test id on the input itself). */
  const searchBox = (testId: string) => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

  /** The team list searched by name: the rows a user sees. */
  const searchTeam = async (text: string) => {
    await page.goto(`${server.url}/team`);
    await visible(page.locator('.ant-table-row').first());
    await searchBox('team-search').fill(text);
    await searchBox('team-search').press('Enter');
  };

  it('chooses the columns of the team list and finds the same choice after a reload', async () => {
    const header = page.locator('.ant-table-thead');
    await visible(header.getByText('Correo electrónico'));
    expect(await header.getByText('Tipo de contrato').count()).toBe(0);
    await page.getByRole('button', { name: 'Columnas' }).click();
    const chooser = page.getByTestId('column-chooser');
    await chooser.getByText('Tipo de contrato').click();
    await chooser.getByText('Correo electrónico').click();
    await visible(header.getByText('Tipo de contrato'));
    await page.reload();
    await visible(page.locator('.ant-table-row').first());
    await visible(header.getByText('Tipo de contrato'));
    expect(await header.getByText('Correo electrónico').count()).toBe(0);
    await page.getByRole('button', { name: 'Columnas' }).click();
    await page.getByTestId('column-chooser').getByText('Restablecer columnas').click();
    await visible(header.getByText('Correo electrónico'));
    await page.keyboard.press('Escape');
  });

  it('creates a collaborator: a taken email is shown on the email field, a free one saves and opens the profile', async () => {
    await page.locator('.refine-create-button').click();
    await page.waitForURL(/\/team\/new$/);
    await page.locator('#root_firstName').fill('Lucía');
    await page.locator('#root_lastName').fill(lastName);
    await page.locator('#root_numberOfDocument').fill(`X${stamp}`.toUpperCase().slice(0, 12));
    // the username is suggested from the names
    expect(await page.locator('#root_username').inputValue()).toBe(`lucia.${lastName.toLowerCase()}`);
    await page.locator('#root_email').fill('admin@demo.example');
    await page.locator('#root_mainBranch').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.locator('.refine-save-button').click();

    const emailItem = page.locator('.ant-form-item', { has: page.locator('#root_email') });
    await visible(emailItem.getByText('El correo electrónico ya está en uso'));
    expect(page.url()).toMatch(/\/team\/new$/);

    await page.locator('#root_email').fill(`lucia.${stamp}@demo.example`);
    await page.locator('.refine-save-button').click();
    await page.waitForURL(/\/team\/profile\/[0-9a-f-]{36}$/);
    profileUrl = page.url();
    await visible(page.getByTestId('profile-name').getByText(`Lucía ${lastName}`));
    await visible(page.getByText('Colaborador creado correctamente').first());
  });

  it('edits them from the profile: the change shows on the profile and in its history', async () => {
    await page.goto(profileUrl);
    await page.locator('.refine-edit-button').first().click();
    await page.waitForURL(/\/team\/edit\//);
    expect(await page.locator('#root_lastName').inputValue()).toBe(lastName);
    await page.locator('#root_position').fill('Encargada de tienda');
    await page.locator('.refine-save-button').click();
    await page.waitForURL(/\/team\/profile\//);
    await visible(page.getByText('Colaborador actualizado correctamente').first());
    await visible(page.getByText('Encargada de tienda').first());
    await page.locator('.ant-tabs-tab', { hasText: 'Historial de cambios' }).click();
    await visible(page.locator('.ant-timeline').getByText('Encargada de tienda'));
  });

  it('offboards them: they appear in the casualty list with the reason and are gone from /team', async () => {
    await page.goto(profileUrl);
    await page.getByTestId('offboard-open').click();
    await page.locator('#offboard_typeOfLeave').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Renuncia' }).click();
    await page.locator('#offboard_leaveComment').fill('Se muda a Lisboa');
    await page.getByTestId('offboard-confirm').click();
    await page.waitForURL(/\/casualty\/profile\/[0-9a-f-]{36}$/);
    await visible(page.getByText('Se muda a Lisboa'));
    await visible(page.getByTestId('reinstate'));

    await page.goto(`${server.url}/team/casualtylist`);
    await visible(page.locator('.ant-table-row').first());
    await searchBox('casualty-search').fill(lastName);
    await searchBox('casualty-search').press('Enter');
    const row = page.locator('.ant-table-row', { hasText: lastName });
    await visible(row);
    expect(await row.innerText()).toContain('Renuncia');

    await searchTeam(lastName);
    await visible(page.getByText('No hay registros'));
    expect(await page.locator('.ant-table-row', { hasText: lastName }).count()).toBe(0);
  });

  it('reinstates them from the casualty profile: back in /team, out of the casualty list', async () => {
    await page.goto(`${server.url}/team/casualtylist`);
    await searchBox('casualty-search').fill(lastName);
    await searchBox('casualty-search').press('Enter');
    await page.locator('.ant-table-row', { hasText: lastName }).getByRole('link').click();
    await page.waitForURL(/\/casualty\/profile\//);
    await page.getByTestId('reinstate').click();
    await page.locator('.ant-popover:visible .ant-popconfirm-buttons button').last().click();
    await page.waitForURL(/\/team\/profile\//);
    await visible(page.getByTestId('profile-name'));
    await visible(page.getByTestId('offboard-open'));

    await searchTeam(lastName);
    await visible(page.locator('.ant-table-row', { hasText: lastName }));

    await page.goto(`${server.url}/team/casualtylist`);
    await searchBox('casualty-search').fill(lastName);
    await searchBox('casualty-search').press('Enter');
    await visible(page.getByText('No hay colaboradores dados de baja'));
    await gone(page.locator('.ant-table-row', { hasText: lastName }));
  });
});
