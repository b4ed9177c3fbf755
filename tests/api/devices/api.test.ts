import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from '../../../src/server/crypto/secretBox';
import { auditLog, biometricTemplates, deviceCommands, devicePending, deviceStatus } from '../../../src/server/db/schema';
import { engineTableOf } from '../../../src/server/engine/tables';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { iclock, setPin } from './protocolHelpers';

type Device = Record<string, unknown> & { id: string; status: { quality: string; pendingCommands: number } };

let t: TestApp;
let serialSeq = 0;
const nextSerial = () => `APITEST${String(++serialSeq).padStart(4, '0')}`;
const form = (over: Record<string, unknown> = {}) => ({
  deviceType: 'ZK_SPEEDFACE_V5L', name: 'Entrada Bilbao', serialNumber: nextSerial(), organizationalUnits: [t.fx.units.bilbao],
  registryType: 'ALLOW_ALL', host: '192.168.1.201', user: 'admin', password: 'S3cret-pw', ...over,
});
const create = async (body: Record<string, unknown>, who = 'owner') => dataOf<Device>(await t.call('POST', '/api/devices', { token: t.tokenFor(who), body }), 201);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the device form', () => {
  it('refuses each missing required field on that field, in the caller\'s language', async () => {
    for (const field of ['deviceType', 'name', 'serialNumber', 'organizationalUnits', 'user', 'password', 'host']) {
      const body: Record<string, unknown> = form();
      delete body[field];
      const es = await t.call('POST', '/api/devices', { token: t.tokenFor('owner'), body, locale: 'es-ES' });
      expectError(es, 400, 'VALIDATION_ERROR', field);
      const en = await t.call('POST', '/api/devices', { token: t.tokenFor('owner'), body, locale: 'en-US' });
      const esMsg = es.body.errors!.find((e) => e.field === field)!.message;
      const enMsg = en.body.errors!.find((e) => e.field === field)!.message;
      expect(esMsg.length).toBeGreaterThan(0);
      expect(enMsg).not.toBe(esMsg);
    }
    // the registry type has a default (ALLOW_ALL); cleared, it is refused on its field
    expectError(await t.call('POST', '/api/devices', { token: t.tokenFor('owner'), body: form({ registryType: null }) }), 400, 'VALIDATION_ERROR', 'registryType');
    expectError(await t.call('POST', '/api/devices', { token: t.tokenFor('owner'), body: form({ organizationalUnits: [] }) }), 400, 'VALIDATION_ERROR', 'organizationalUnits');
  });

  it('refuses a bad address and a bad time zone with their codes', async () => {
    const es = await t.call('POST', '/api/devices', { token: t.tokenFor('owner'), body: form({ host: 'not a host!' }), locale: 'es-ES' });
    expectError(es, 400, 'DEVICE_HOST_INVALID', 'host');
    const en = await t.call('POST', '/api/devices', { token: t.tokenFor('owner'), body: form({ host: '300.1.1.1' }), locale: 'en-US' });
    expectError(en, 400, 'DEVICE_HOST_INVALID', 'host');
    expect(en.body.errors![0].message).toBe('Enter a valid IP address or DNS name');
    expect(es.body.errors![0].message).not.toBe(en.body.errors![0].message);
    expectError(await t.call('POST', '/api/devices', { token: t.tokenFor('owner'), body: form({ timeZone: 'Mars/Olympus' }) }), 400, 'DEVICE_TIME_ZONE_INVALID', 'timeZone');
    expect((await t.call('POST', '/api/devices', { token: t.tokenFor('owner'), body: form({ host: 'clock-1.acme.example', timeZone: 'Atlantic/Canary' }) })).status).toBe(201);
  });
});

describe('the password', () => {
  it('is stored encrypted and never answered: create, get, list, export, REST, audit', async () => {
    const device = await create(form({ name: 'Secret clock' }));
    expect(device).not.toHaveProperty('password');
    expect(device.status.quality).toBe('NONE');
    const one = dataOf<Device>(await t.call('GET', `/api/devices/${device.id}`, { token: t.tokenFor('owner') }));
    expect(one).not.toHaveProperty('password');
    const list = await t.call('POST', '/api/devices/getFiltered', { token: t.tokenFor('owner'), body: { q: 'Secret' } });
    expect(list.raw).not.toContain('S3cret-pw');
    expect(list.raw).not.toContain('"password"');
    expect((list.body.data as { devices: Device[] }).devices[0].status).toMatchObject({ quality: 'NONE', pendingCommands: 0 });
    const rest = await t.call('GET', `/api/rest/devices/${device.id}`, { token: t.tokenFor('owner') });
    expect(rest.raw).not.toContain('password');
    const exported = await t.app.inject({ method: 'POST', url: '/api/resources/devices/export', headers: { authorization: `Bearer ${t.tokenFor('owner')}` }, payload: {} });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as never);
    const cells = JSON.stringify(book.worksheets[0].getSheetValues());
    expect(cells).toContain('Secret clock');
    expect(cells).not.toContain('S3cret-pw');

    const d = engineTableOf('devices');
    const [row] = (await t.db.select({ password: d.columns.password }).from(d.table).where(eq(d.id, device.id))) as { password: string }[];
    expect(row.password).not.toBe('S3cret-pw');
    expect(decryptSecret(row.password)).toBe('S3cret-pw');

    // an update without the password keeps it; with one, it is replaced; the audit says "changed", never the value
    await t.call('PATCH', `/api/devices/${device.id}`, { token: t.tokenFor('owner'), body: { name: 'Secret clock 2' } });
    const [kept] = (await t.db.select({ password: d.columns.password }).from(d.table).where(eq(d.id, device.id))) as { password: string }[];
    expect(decryptSecret(kept.password)).toBe('S3cret-pw');
    const patched = await t.call('PATCH', `/api/devices/${device.id}`, { token: t.tokenFor('owner'), body: { password: 'N3w-pw' } });
    expect(patched.raw).not.toContain('N3w-pw');
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'devices'), eq(auditLog.entityId, device.id)));
    const text = JSON.stringify(audits.map((a) => a.changes));
    expect(text).not.toContain('S3cret-pw');
    expect(text).not.toContain('N3w-pw');
    expect(audits.find((a) => a.action === 'create')!.changes).toMatchObject({ password: { changed: true } });
    expect(audits.filter((a) => a.action === 'update').map((a) => a.changes)).toContainEqual({ password: { changed: true } });
  });

  it('secretBox refuses a value that was tampered with', () => {
    const sealed = encryptSecret('pw');
    const broken = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => decryptSecret(broken)).toThrow();
  });
});

describe('serial numbers', () => {
  it('belong to one company: another company gets the same 409 as a duplicate', async () => {
    const serial = nextSerial();
    await create(form({ serialNumber: serial }));
    expectError(await t.call('POST', '/api/devices', { token: t.tokenFor('owner'), body: form({ serialNumber: serial }) }), 409, 'DEVICE_SERIAL_EXISTS', 'serialNumber');
    const other = await t.call('POST', '/api/devices', { token: t.tokenFor('demoowner'), body: form({ serialNumber: serial, organizationalUnits: [t.fx.units.bShop] }) });
    expectError(other, 409, 'DEVICE_SERIAL_EXISTS', 'serialNumber');
    const [status] = await t.db.select().from(deviceStatus).where(eq(deviceStatus.serialNumber, serial));
    expect(status.companyId).toBe(t.fx.companyA.id);
  });

  it('a serial change moves the status row', async () => {
    const device = await create(form());
    const serial = nextSerial();
    dataOf(await t.call('PATCH', `/api/devices/${device.id}`, { token: t.tokenFor('owner'), body: { serialNumber: serial } }));
    const rows = await t.db.select().from(deviceStatus).where(eq(deviceStatus.deviceId, device.id));
    expect(rows.map((r) => r.serialNumber)).toEqual([serial]);
  });
});

describe('bulk delete', () => {
  it('needs at least one id, and is all or nothing', async () => {
    expectError(await t.call('DELETE', '/api/devices', { token: t.tokenFor('owner'), body: { ids: [] } }), 400, 'VALIDATION_ERROR', 'ids');
    const mine = await create(form());
    const theirs = await create(form({ organizationalUnits: [t.fx.units.bShop] }), 'demoowner');
    expectError(await t.call('DELETE', '/api/devices', { token: t.tokenFor('owner'), body: { ids: [mine.id, theirs.id] } }), 404, 'NOT_FOUND');
    expect((await t.call('GET', `/api/devices/${mine.id}`, { token: t.tokenFor('owner') })).status).toBe(200);
    const second = await create(form());
    expect(dataOf(await t.call('DELETE', '/api/devices', { token: t.tokenFor('owner'), body: { ids: [mine.id, second.id] } }))).toEqual({ ids: [mine.id, second.id] });
    expect((await t.call('GET', `/api/devices/${mine.id}`, { token: t.tokenFor('owner') })).status).toBe(404);
    expect(await t.db.select().from(deviceStatus).where(eq(deviceStatus.deviceId, mine.id))).toEqual([]);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'devices'), eq(auditLog.action, 'delete')));
    expect(audits.map((a) => a.entityId)).toEqual(expect.arrayContaining([mine.id, second.id]));
  });
});

describe('who may do what', () => {
  let bilbao: Device;
  let sevilla: Device;
  let shared: Device;
  beforeAll(async () => {
    bilbao = await create(form({ name: 'Scope Bilbao' }));
    sevilla = await create(form({ name: 'Scope Sevilla', organizationalUnits: [t.fx.units.sevilla] }));
    shared = await create(form({ name: 'Scope Shared', organizationalUnits: [t.fx.units.bilbao, t.fx.units.sevilla] }));
  });
  const names = async (who: string) =>
    dataOf<{ devices: Device[] }>(await t.call('POST', '/api/devices/getFiltered', { token: t.tokenFor(who), body: { q: 'Scope', limit: 50 } })).devices.map((d) => d.name).sort();

  it('a viewer reads but cannot write', async () => {
    expect(await names('viewer')).toEqual(['Scope Bilbao', 'Scope Sevilla', 'Scope Shared']);
    expectError(await t.call('POST', '/api/devices', { token: t.tokenFor('viewer'), body: form() }), 403, 'FORBIDDEN');
    expectError(await t.call('PATCH', `/api/devices/${bilbao.id}`, { token: t.tokenFor('viewer'), body: { name: 'x' } }), 403, 'FORBIDDEN');
    expectError(await t.call('DELETE', '/api/devices', { token: t.tokenFor('viewer'), body: { ids: [bilbao.id] } }), 403, 'FORBIDDEN');
  });

  it('a manager sees only their units\' devices and cannot write', async () => {
    expect(await names('manager')).toEqual(['Scope Sevilla', 'Scope Shared']);
    expect((await t.call('GET', `/api/devices/${bilbao.id}`, { token: t.tokenFor('manager') })).status).toBe(404);
    expectError(await t.call('POST', '/api/devices', { token: t.tokenFor('manager'), body: form({ organizationalUnits: [t.fx.units.sevilla] }) }), 403, 'FORBIDDEN');
    expectError(await t.call('POST', `/api/devices/${sevilla.id}/sync`, { token: t.tokenFor('manager'), body: { action: 'CHECK' } }), 403, 'FORBIDDEN');
  });

  it('a scoped administrator writes only devices whose every unit is theirs', async () => {
    expect(await names('admin')).toEqual(['Scope Bilbao', 'Scope Shared']);
    expectError(await t.call('POST', '/api/devices', { token: t.tokenFor('admin'), body: form({ organizationalUnits: [t.fx.units.sevilla] }) }), 403, 'FORBIDDEN');
    expectError(await t.call('POST', '/api/devices', { token: t.tokenFor('admin'), body: form({ organizationalUnits: [t.fx.units.bilbao, t.fx.units.sevilla] }) }), 403, 'FORBIDDEN');
    expect((await t.call('POST', '/api/devices', { token: t.tokenFor('admin'), body: form({ organizationalUnits: [t.fx.units.santander] }) })).status).toBe(201);
    expectError(await t.call('PATCH', `/api/devices/${shared.id}`, { token: t.tokenFor('admin'), body: { name: 'mine now' } }), 403, 'FORBIDDEN');
    expectError(await t.call('PATCH', `/api/devices/${bilbao.id}`, { token: t.tokenFor('admin'), body: { organizationalUnits: [t.fx.units.bilbao, t.fx.units.sevilla] } }), 403, 'FORBIDDEN');
    expect((await t.call('PATCH', `/api/devices/${bilbao.id}`, { token: t.tokenFor('admin'), body: { name: 'Scope Bilbao' } })).status).toBe(200);
    expectError(await t.call('DELETE', '/api/devices', { token: t.tokenFor('admin'), body: { ids: [shared.id] } }), 403, 'FORBIDDEN');
    expectError(await t.call('DELETE', '/api/devices', { token: t.tokenFor('admin'), body: { ids: [sevilla.id] } }), 404, 'NOT_FOUND');
  });
});

describe('connection test', () => {
  it('answers 504 DEVICE_UNREACHABLE when the device does not answer, and cancels the command', async () => {
    const device = await create(form());
    const res = await t.call('POST', `/api/devices/${device.id}/test`, { token: t.tokenFor('owner'), body: { wait: 1 }, locale: 'en-US' });
    expectError(res, 504, 'DEVICE_UNREACHABLE');
    expect(res.body.message).toBe('Device connection error');
    const commandId = (res.body as { commandId: string }).commandId;
    const [command] = await t.db.select().from(deviceCommands).where(eq(deviceCommands.id, commandId));
    expect(command.status).toBe('CANCELLED');
  });

  it('answers reachable when the device takes the command and reports its result', async () => {
    const device = await create(form());
    const serial = String(device.serialNumber);
    const test = t.call('POST', `/api/devices/${device.id}/test`, { token: t.tokenFor('owner'), body: { wait: 10 } });
    let seq: string | undefined;
    for (let i = 0; i < 40 && !seq; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const beat = await iclock(t, 'GET', '/iclock/getrequest', { SN: serial });
      seq = /^C:(\d+):INFO/m.exec(beat.text)?.[1];
    }
    expect(seq).toBeDefined();
    await iclock(t, 'POST', '/iclock/devicecmd', { SN: serial }, `ID=${seq}&Return=0&CMD=INFO\n`);
    const data = dataOf<{ reachable: boolean; commandId: string; roundTripMs: number }>(await test);
    expect(data.reachable).toBe(true);
    expect(data.roundTripMs).toBeGreaterThanOrEqual(0);
    const one = dataOf<Device>(await t.call('GET', `/api/devices/${device.id}`, { token: t.tokenFor('owner') }));
    expect(one.status.quality).toBe('VERY_GOOD');
  });
});

describe('pending serials', () => {
  it('are listed for those who may add devices and claimed with the form', async () => {
    const serial = nextSerial();
    await t.db.insert(devicePending).values({ serialNumber: serial, deviceType: 'SpeedFace-V5L', firmware: 'ZAM180', ipAddress: '10.0.0.9', pushVersion: '2.4.1', requests: 3 });
    const pending = dataOf<{ pending: { serialNumber: string; requests: number }[] }>(await t.call('GET', '/api/devices/pending', { token: t.tokenFor('owner') })).pending;
    expect(pending).toContainEqual(expect.objectContaining({ serialNumber: serial, requests: 3, firmware: 'ZAM180' }));
    expectError(await t.call('GET', '/api/devices/pending', { token: t.tokenFor('viewer') }), 403, 'FORBIDDEN');

    const { serialNumber: _omit, ...body } = form({ name: 'Claimed clock' });
    void _omit;
    expectError(await t.call('POST', '/api/devices/pending/NOSUCHSERIAL/claim', { token: t.tokenFor('owner'), body }), 404, 'DEVICE_PENDING_NOT_FOUND');
    expectError(await t.call('POST', `/api/devices/pending/${serial}/claim`, { token: t.tokenFor('owner'), body: { ...body, host: 'bad host' } }), 400, 'DEVICE_HOST_INVALID', 'host');
    const claimed = dataOf<Device>(await t.call('POST', `/api/devices/pending/${serial}/claim`, { token: t.tokenFor('owner'), body }), 201);
    expect(claimed).toMatchObject({ serialNumber: serial, name: 'Claimed clock' });
    expect(await t.db.select().from(devicePending).where(eq(devicePending.serialNumber, serial))).toEqual([]);
    const [status] = await t.db.select().from(deviceStatus).where(eq(deviceStatus.serialNumber, serial));
    expect(status).toMatchObject({ companyId: t.fx.companyA.id, deviceId: claimed.id });
  });
});

describe('sync and the people of a device', () => {
  it('LOAD queues a USER_LOAD for each active person of the device\'s units, shown by PIN only', async () => {
    await setPin(t, t.fx.users.ana.id, '501');
    await setPin(t, t.fx.users.collaborator.id, '502');
    const device = await create(form({ name: 'Sync clock' }));
    const res = dataOf<{ queued: number; commands: { kind: string; status: string }[] }>(
      await t.call('POST', `/api/devices/${device.id}/sync`, { token: t.tokenFor('owner'), body: { action: 'LOAD' } }), 202);
    expect(res.queued).toBe(2);
    expect(res.commands.every((c) => c.kind === 'USER_LOAD' && c.status === 'QUEUED')).toBe(true);
    const commands = dataOf<{ commands: { command: string }[] }>(await t.call('GET', `/api/devices/${device.id}/commands`, { token: t.tokenFor('viewer') })).commands;
    expect(commands.map((c) => c.command).sort()).toEqual(['DATA UPDATE USERINFO PIN=501', 'DATA UPDATE USERINFO PIN=502']);

    const people = dataOf<{ users: { userId: string; state: string }[]; count: number }>(
      await t.call('POST', `/api/devices/${device.id}/users/getFiltered`, { token: t.tokenFor('owner'), body: {} }));
    expect(people.users.filter((u) => u.state === 'LOADING').map((u) => u.userId).sort()).toEqual([t.fx.users.ana.id, t.fx.users.collaborator.id].sort());
    const listed = dataOf<{ devices: Device[] }>(await t.call('POST', '/api/devices/getFiltered', { token: t.tokenFor('owner'), body: { q: 'Sync clock' } })).devices;
    expect(listed[0].status.pendingCommands).toBe(2);

    expectError(await t.call('POST', `/api/devices/${device.id}/sync`, { token: t.tokenFor('owner'), body: { action: 'LOAD', userIds: [t.fx.users.demoworker.id] } }), 404, 'NOT_FOUND');
    const check = dataOf<{ queued: number }>(await t.call('POST', `/api/devices/${device.id}/sync`, { token: t.tokenFor('owner'), body: { action: 'CLOCK_SYNC' } }), 202);
    expect(check.queued).toBe(1);
    const cancelled = dataOf<{ status: string }>(await t.call('POST', `/api/devices/${device.id}/commands/${res.commands.length ? (await t.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, device.id)))[0].id : ''}/cancel`, { token: t.tokenFor('owner') }));
    expect(cancelled.status).toBe('CANCELLED');
  });
});

describe('punches per device', () => {
  it('lists a device\'s punches with the person, filtered by local date, and exports them', async () => {
    await setPin(t, t.fx.users.ana.id, '501');
    const device = await create(form({ name: 'Punch clock', timeZone: 'Europe/Madrid' }));
    const serial = String(device.serialNumber);
    await iclock(t, 'GET', '/iclock/cdata', { SN: serial, options: 'all', pushver: '2.4.1' });
    const up = await iclock(t, 'POST', '/iclock/cdata', { SN: serial, table: 'ATTLOG', Stamp: '1' },
      '501\t2026-03-02 08:58:00\t0\t1\t0\t0\t0\n501\t2026-03-02 17:03:00\t1\t15\t0\t0\t0\n999\t2026-03-03 09:00:00\t0\t1\t0\t0\t0\n');
    expect(up.status).toBe(200);
    const page = dataOf<{ punches: Record<string, unknown>[]; count: number }>(await t.call('POST', `/api/devices/${device.id}/punches/getFiltered`, {
      token: t.tokenFor('owner'), body: { filters: { date: { between: ['2026-03-02', '2026-03-02'] } }, sort: [{ field: 'at', order: 'asc' }] },
    }));
    expect(page.count).toBe(2);
    expect(page.punches.map((p) => [p.time, p.verifyMethod, p.firstName, p.numberOfDocument])).toEqual([
      ['08:58', 'FINGERPRINT', 'Ana', 'DOC-ana'], ['17:03', 'FACE', 'Ana', 'DOC-ana'],
    ]);
    expect(page.punches[0].units).toEqual([{ id: t.fx.units.bilbao, name: 'Bilbao Store' }]);
    const all = dataOf<{ count: number }>(await t.call('POST', `/api/devices/${device.id}/punches/getFiltered`, { token: t.tokenFor('owner'), body: {} }));
    expect(all.count).toBe(3);
    expectError(await t.call('POST', `/api/devices/${device.id}/punches/getFiltered`, { token: t.tokenFor('owner'), body: { filters: { nope: 1 } } }), 400, 'VALIDATION_ERROR');

    const file = await t.app.inject({ method: 'POST', url: `/api/devices/${device.id}/punches/export`, headers: { authorization: `Bearer ${t.tokenFor('owner')}`, 'accept-language': 'en-US' }, payload: {} });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as never);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Biometry', 'Document', 'First name', 'Last name', 'Date', 'Time', 'Registry', 'Status', 'Organizational units']);
    expect(sheet.rowCount).toBe(4);
  });
});

describe('biometry view', () => {
  it('lists templates and where they are, never the bytes; reads are audited; copy and delete queue commands', async () => {
    await setPin(t, t.fx.users.luis.id, '777');
    const a = await create(form({ name: 'Bio A', organizationalUnits: [t.fx.units.sevilla] }));
    const b = await create(form({ name: 'Bio B', organizationalUnits: [t.fx.units.sevilla] }));
    const [template] = await t.db.insert(biometricTemplates).values({
      companyId: t.fx.companyA.id, userId: t.fx.users.luis.id, kind: 'FINGERPRINT', slot: 6, sourceSerial: String(a.serialNumber), format: '10', size: 12,
      templateEncrypted: encryptSecret('TEMPLATEBYTESXYZ'),
    }).returning();
    const res = await t.call('POST', '/api/devices/biometrics/getFiltered', { token: t.tokenFor('owner'), body: { filters: { userId: t.fx.users.luis.id } } });
    const people = dataOf<{ people: { userId: string; templates: { id: string; kind: string; slot: number }[] }[] }>(res).people;
    expect(people).toEqual([expect.objectContaining({ userId: t.fx.users.luis.id, templates: [expect.objectContaining({ id: template.id, kind: 'FINGERPRINT', slot: 6 })] })]);
    expect(res.raw).not.toContain('TEMPLATEBYTES');
    expect(res.raw).not.toContain(template.templateEncrypted);
    const reads = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'biometrics'), eq(auditLog.action, 'read')));
    expect(reads.map((r) => r.entityId)).toContain(t.fx.users.luis.id);
    // the admin of the north does not see Sevilla's people
    const north = dataOf<{ people: unknown[] }>(await t.call('POST', '/api/devices/biometrics/getFiltered', { token: t.tokenFor('admin'), body: {} })).people;
    expect(north).toEqual([]);

    const copy = dataOf<{ queued: number; devices: { deviceId: string }[] }>(await t.call('POST', `/api/devices/biometrics/${t.fx.users.luis.id}/copy`, { token: t.tokenFor('owner') }), 202);
    expect(copy.devices.map((d) => d.deviceId)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(copy.queued).toBe(copy.devices.length);
    const commands = dataOf<{ commands: { kind: string; command: string }[] }>(await t.call('GET', `/api/devices/${b.id}/commands`, { token: t.tokenFor('owner') })).commands;
    expect(commands[0].kind).toBe('TEMPLATE_LOAD');
    expect(JSON.stringify(commands)).not.toContain('TEMPLATEBYTES');

    const removed = dataOf<{ deleted: number }>(await t.call('DELETE', `/api/devices/biometrics/${t.fx.users.luis.id}`, { token: t.tokenFor('owner') }));
    expect(removed.deleted).toBe(1);
    expect(await t.db.select().from(biometricTemplates).where(eq(biometricTemplates.userId, t.fx.users.luis.id))).toEqual([]);
    expectError(await t.call('POST', `/api/devices/biometrics/${t.fx.users.demoworker.id}/copy`, { token: t.tokenFor('owner') }), 404, 'NOT_FOUND');
  });
});
