import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceSimulator } from '../../scripts/deviceSimulator/DeviceSimulator';
import { addDays, localDateOf } from '../../src/shared/workday';
import { apiLogin, launchBrowser, loginAs, newPage, visible } from '../support/browser';
import { apiCall } from '../support/apiCall';
import { e2eServer } from '../support/e2eServer';

interface Person { id: string; firstName: string; lastName: string; devicePin: string | null; mainBranch: string | null }

/**
 * Company › Devices in the browser: the add modal refuses a bad address on its field, a valid clock is added, the
 * simulator connects (quality "Muy buena"), its punches show in the device's Punches tab and on the person's daily
 * record, and a connection test against a clock that never answers offers Cancel and Retry.
 * E2E_SHOTS=<dir> keeps screenshots of each screen.
 */
describe('devices in the browser', () => {
  let server: Awaited<ReturnType<typeof e2eServer>>;
  let browser: Browser;
  let page: Page;
  let token: string;
  let person: Person;
  let unitName: string;
  let day: string;
  let deviceId: string;
  // unique per run: a developer may point E2E_BASE_URL at one server for several runs
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const serial = `E2ESIM${stamp}`;
  const zone = 'Europe/Madrid';
  const shots = process.env.E2E_SHOTS;
  const shot = async (name: string) => {
    if (!shots) return;
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
  };
  const api = <T>(method: string, url: string, body?: unknown) => apiCall<T>(server.url, token, method, url, body);

  beforeAll(async () => {
    server = await e2eServer();
    token = await apiLogin(server.url, 'owner');
    // a collaborator with a clock PIN and a unit, and a recent day with no workday of theirs (the punches make one)
    const today = localDateOf(Date.now(), zone);
    const { users } = await api<{ users: { id: string }[] }>('POST', '/users/getFiltered', { limit: 40, sort: [{ field: 'lastName', order: 'asc' }] });
    for (const candidate of users) {
      const full = await api<Person>('GET', `/users/${candidate.id}`);
      if (!full.devicePin || !full.mainBranch) continue;
      const { workdays } = await api<{ workdays: { date: string }[] }>('POST', `/workdays/history/${full.id}`, { filter: { date: { gte: addDays(today, -12), lte: addDays(today, -2) } } });
      const taken = new Set(workdays.map((w) => w.date));
      const free = [...Array(11).keys()].map((i) => addDays(today, -2 - i)).find((d) => !taken.has(d));
      if (free) {
        person = full;
        day = free;
        break;
      }
    }
    expect(person, 'a collaborator with a PIN and a free day').toBeDefined();
    unitName = (await api<{ name: string }>('GET', `/branchoffices/${person.mainBranch}`)).name;
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const modal = () => page.getByTestId('device-form-modal');
  const pick = async (id: string, text: string, search?: string) => {
    const input = modal().locator(`#${id}`);
    await input.click();
    if (search) await input.fill(search);
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();
    await visible(option);
    await option.click();
  };

  it('refuses a bad address on its field, then adds the clock', async () => {
    await loginAs(page, server.url, 'owner');
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await page.goto(`${server.url}/devices`);
    await visible(page.getByTestId('devices-table'));
    await page.getByTestId('devices-add').click();
    await visible(modal().locator('#root_name'));
    await pick('root_deviceType', 'ZKTeco K40');
    await modal().locator('#root_name').fill('Entrada E2E');
    await modal().locator('#root_serialNumber').fill(serial);
    await pick('root_organizationalUnits', unitName, unitName);
    await page.keyboard.press('Escape');
    await modal().locator('#root_host').fill('reloj mal escrito!');
    await modal().locator('#root_user').fill('admin');
    await modal().locator('#root_password').fill('1234');
    await page.getByTestId('device-form-save').click();
    const hostItem = modal().locator('.ant-form-item', { has: page.locator('#root_host') });
    await visible(hostItem.getByText('Escribe una dirección IP o un nombre DNS válido'));
    await shot('01-modal-host-error');

    await modal().locator('#root_host').fill('192.168.1.201');
    await page.getByTestId('device-form-save').click();
    await modal().waitFor({ state: 'hidden' });
    const row = page.locator('tr', { hasText: serial });
    await visible(row);
    await visible(row.locator('[data-testid=device-quality][data-quality=NONE]'));
    deviceId = (await api<{ devices: { id: string; serialNumber: string }[] }>('POST', '/devices/getFiltered', { q: serial })).devices.find((d) => d.serialNumber === serial)!.id;

    // a clock nothing was sent to says so on its Commands tab (the demo's Gran Vía entrance)
    const granVia = (await api<{ devices: { id: string }[] }>('POST', '/devices/getFiltered', { q: 'Entrada Tienda Gran Vía' })).devices[0];
    await page.goto(`${server.url}/devices/view/${granVia.id}?tab=commands`);
    await visible(page.getByTestId('device-commands-table').getByText('Todavía no se ha enviado ningún comando a este dispositivo.'));

    // on a phone its page fits the screen: the header wraps, its labels stay on one line, the space bars stay inside
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/devices/view/${granVia.id}`);
    await visible(page.getByTestId('device-capacity'));
    expect((await page.getByTestId('device-header').getByText('Calidad de conexión').boundingBox())!.height).toBeLessThan(30);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.url}/devices`);
    await visible(page.locator('tr', { hasText: serial }));
  });

  it('turns "Muy buena" once the clock connects, and shows its punches per device and on the daily record', async () => {
    const sim = new DeviceSimulator({ server: server.url, serial, timeZone: zone, people: [{ pin: person.devicePin!, name: `${person.firstName} ${person.lastName}` }] });
    expect(await sim.handshake()).not.toBeNull();
    await sim.heartbeat();
    await page.reload();
    const row = page.locator('tr', { hasText: serial });
    await visible(row.locator('[data-testid=device-quality][data-quality=VERY_GOOD]').getByText('Muy buena'));
    await shot('02-list-very-good');

    // a check-in and a check-out on a past day, in the clock's local time
    sim.punch(person.devicePin!, `${day} 06:13:00`, 0, 1);
    sim.punch(person.devicePin!, `${day} 13:47:00`, 1, 15);
    expect(await sim.upload()).toBe(2);

    await page.goto(`${server.url}/devices/view/${deviceId}?tab=punches`);
    const table = page.getByTestId('device-punches-table');
    const rows = table.locator('tbody tr', { hasText: person.lastName });
    await visible(rows);
    expect(await rows.count()).toBe(2);
    await visible(table.getByText('06:13', { exact: true }));
    await visible(table.getByText('13:47', { exact: true }));
    await visible(table.getByText('Rostro'));
    await shot('03-show-punches');
    for (const tab of ['Configuración', 'Colaboradores', 'Comandos', 'Biometría']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForTimeout(600);
      await shot(`04-show-${tab}`);
    }

    await page.goto(`${server.url}/team/daily-record/${person.id}`);
    const dayRow = page.getByTestId(`day-${day}`);
    await visible(dayRow);
    await visible(dayRow.locator('[data-type="WORKED"]'));
    await visible(dayRow.getByTestId('total-worked'));
  });

  it('a connection test against a clock that never answers offers Cancel and Retry', async () => {
    const silent = await api<{ id: string }>('POST', '/devices', {
      deviceType: 'ZK_G4', name: 'Reloj sin red E2E', serialNumber: `E2ENOANS${stamp}`, organizationalUnits: [person.mainBranch],
      registryType: 'ALLOW_ALL', host: '10.0.0.99', user: 'admin', password: '1234',
    });
    await page.goto(`${server.url}/devices/view/${silent.id}`);
    await page.getByTestId('device-test').click();
    await visible(page.getByTestId('device-test-progress'));
    await shot('05-test-progress');
    const error = page.getByTestId('device-test-error');
    await error.waitFor({ state: 'visible', timeout: 30_000 });
    await visible(error.getByText('Error de conexión con el dispositivo'));
    await visible(page.getByTestId('device-test-cancel'));
    await shot('06-test-error');
    await page.getByTestId('device-test-retry').click();
    await visible(page.getByTestId('device-test-progress'));
    await page.getByTestId('device-test-cancel').click();
    await page.getByTestId('device-test-modal').waitFor({ state: 'hidden' });
  });
});
