import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/server/db/schema';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { seedDemoIfEmpty } from '../../src/server/lifecycle/demoOnFirstStart';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { startServer, stopServer, type ServerProcess } from '../support/serverProcess';
import { demoDataDir } from '../support/demoDataDir';

const CONTROL = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dni = (n: number) => `${n}${CONTROL[n % 23]}`;
/** 0 → A, 25 → Z, 26 → Ba: letters only, so every generated surname is valid and distinct */
const letters = (i: number) => {
  let s = '';
  let n = i;
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26);
  } while (n > 0);
  return s[0].toUpperCase() + s.slice(1);
};
const FIRST = ['Lucía', 'Hugo', 'Martina', 'Mateo', 'Sofía', 'Leo', 'Julia', 'Pablo', 'Valeria', 'Álvaro'];
/** demo units, by name and by code */
const UNITS = ['Tienda Madrid Gran Vía', 'MAD-T02', 'Oficina Sevilla'];

/** Each bad row breaks exactly one cell, one row per spec code. */
const BREAK: Record<string, (row: string[], i: number) => void> = {
  FIRSTNAME_NOT_VALID: (r) => (r[0] = 'R2D2'),
  FIRST_LASTNAME_NOT_VALID: (r) => (r[1] = ''),
  TYPE_OF_DOCUMENT_NOT_VALID: (r) => (r[2] = 'CARNET'),
  DOCUMENT_NOT_VALID: (r, i) => (r[3] = `${90_000_000 + i}${CONTROL[(90_000_001 + i) % 23]}`),
  NOT_VALID_EMAIL: (r) => (r[4] = 'sin-arroba.example.com'),
  REPITED_EMAIL: (r) => (r[4] = 'owner@demo.example'),
  MAIN_BRANCH_IS_REQUIRED: (r) => (r[5] = ''),
  BRANCH_NOT_EXISTS: (r) => (r[5] = 'Tienda Atlántida'),
  NOT_VALID_DISABILITY: (r) => (r[7] = '150'),
  NOT_VALID_EXPIRATION_DATE: (r) => (r[8] = '31/02/2031'),
};

/**
 * A CSV as Spanish Excel writes it (semicolons, Spanish headers): `count` people, the rows in `bad` broken. `batch`
 * keeps the documents, emails and names of several files apart.
 */
function collaboratorsCsv(count: number, bad: Map<number, string>, batch = { documents: 90_000_000, tag: 'e2e', surname: 'García' }): string {
  const lines = ['Nombre;Apellidos;Tipo de documento;Número de documento;Correo electrónico;Sucursal principal;Cargo;Discapacidad (%);Caducidad del documento'];
  for (let i = 0; i < count; i++) {
    const row = [FIRST[i % 10], `${batch.surname} ${letters(i)}`, 'DNI', dni(batch.documents + i), `${batch.tag}.${i}@import.example`, UNITS[i % 3], 'Dependiente', '', '2031-01-31'];
    const code = bad.get(i);
    if (code) BREAK[code](row, i);
    lines.push(row.join(';'));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The importer's day: a 1,000-row file with exactly 10 bad rows is read, those 10 (and only those) are flagged with
 * the spec's codes, dropped, and the other 990 become collaborators through the background job; then their pictures.
 */
describe('collaborator import in the browser', () => {
  let dataDir: string;
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let token: string;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-e2e-import-files-'));

  beforeAll(async () => {
    // the demo company contracts 500 users and has ~230 collaborators: give it room for this import first
    dataDir = demoDataDir('hr-e2e-import-');
    const store = await openDataStore({ dataDir }, { log: () => undefined, warn: () => undefined, error: () => undefined } as unknown as Console);
    await seedDemoIfEmpty(store.database.db, { demo: true }, { log: () => undefined } as unknown as Console);
    await store.database.db.update(companies).set({ contractedUsers: 5_000 }).where(eq(companies.slug, 'demo'));
    await store.close();
    server = await startServer(dataDir);
    browser = await launchBrowser();
    // tall enough for the 10 flagged rows to be on screen together in the virtual table
    page = await newPage(browser, { width: 1440, height: 1800 });
    token = await apiLogin(server.url, 'owner');
  });
  afterAll(async () => {
    await browser?.close();
    if (server) await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  });

  const teamCount = async () => {
    const res = await fetch(`${server.url}/api/users/getFiltered`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ limit: 1 }),
    });
    return ((await res.json()) as { data: { count: number } }).data.count;
  };
  const statistic = async (testId: string) => (await page.getByTestId(testId).locator('.ant-statistic-content-value').innerText()).replace(/\D/g, '');

  it('flags exactly the 10 bad rows of 1,000, imports the other 990 and the team grows by 990', async () => {
    const badRows = new Map(Object.keys(BREAK).map((code, k) => [37 + k * 97, code]));
    const file = path.join(work, 'colaboradores.csv');
    fs.writeFileSync(file, collaboratorsCsv(1_000, badRows));
    const before = await teamCount();

    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await page.goto(`${server.url}/team/data-import`);
    await visible(page.getByTestId('import-dropzone'));
    await page.locator('input[type=file]').setInputFiles(file);
    await visible(page.getByTestId('count-invalid'));
    expect(await statistic('count-total')).toBe('1000');
    expect(await statistic('count-valid')).toBe('990');
    expect(await statistic('count-invalid')).toBe('10');

    // only the rows with errors: exactly the broken lines (file line = row index + 2), each with its code
    await page.getByTestId('only-errors').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="row-line"]').length === 10);
    const lines = await page.getByTestId('row-line').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-line'))));
    expect(lines.sort((a, b) => a - b)).toEqual([...badRows.keys()].map((i) => i + 2));
    const codes = await page.getByTestId('row-error').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
    expect(codes.sort()).toEqual(Object.keys(BREAK).sort());
    await visible(page.getByText('La sucursal no existe'));

    // drop them, import the rest
    await page.getByTestId('remove-invalid').click();
    await page.locator('.ant-popover:visible .ant-popconfirm-buttons button').last().click();
    await page.getByTestId('only-errors').click();
    expect(await statistic('count-total')).toBe('990');
    expect(await statistic('count-invalid')).toBe('0');
    await page.getByTestId('start-import').click();
    await visible(page.getByTestId('import-created'));
    expect(await page.getByTestId('import-created').innerText()).toBe('Se han creado 990 colaboradores.');
    expect(await teamCount()).toBe(before + 990);
  });

  it('a cell fixed in the table is checked at once, and again by the server, before the import', async () => {
    const file = path.join(work, 'tres.csv');
    fs.writeFileSync(file, collaboratorsCsv(3, new Map([[1, 'FIRSTNAME_NOT_VALID']]), { documents: 91_000_000, tag: 'fix', surname: 'López' }));
    await page.goto(`${server.url}/team/data-import`);
    await page.locator('input[type=file]').setInputFiles(file);
    await visible(page.getByTestId('count-invalid'));
    expect(await statistic('count-invalid')).toBe('1');

    await page.locator('.import-cell[data-field="firstName"][data-invalid]').click();
    await page.locator('.import-table input').fill('Ramón');
    await page.keyboard.press('Enter');
    expect(await statistic('count-invalid')).toBe('0');
    // changed rows must be validated by the server again before anything is imported
    await visible(page.getByTestId('stale-notice'));
    expect(await page.getByTestId('start-import').isDisabled()).toBe(true);
    await page.getByTestId('revalidate').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="stale-notice"]'));
    await page.getByTestId('start-import').click();
    expect(await page.getByTestId('import-created').innerText()).toBe('Se han creado 3 colaboradores.');
  });

  it('a ZIP of pictures named by document number is matched, and what was not is reported', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
    const file = path.join(work, 'fotos.zip');
    fs.writeFileSync(file, zipSync({ [`${dni(90_000_000)}.png`]: png, [`fotos/${dni(90_000_001).toLowerCase()}.PNG`]: png, '00000000X.png': png, 'notas.txt': Buffer.from('hola') }));
    await page.goto(`${server.url}/team/pictures-import`);
    await visible(page.getByTestId('pictures-dropzone'));
    await page.locator('input[type=file]').setInputFiles(file);
    await visible(page.getByTestId('pictures-matched'));
    expect(await statistic('pictures-matched')).toBe('2');
    expect(await statistic('pictures-unmatched')).toBe('1');
    expect(await statistic('pictures-notImage')).toBe('1');
    await visible(page.getByText('Se han asignado 2 fotos'));
    await visible(page.locator('.ant-avatar img').first());
  });
});
