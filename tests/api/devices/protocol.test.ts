import { and, eq, is, like } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadUsersOnDevice } from '../../../src/server/areas/devices/commands/queue';
import { ingestAttlog, setAttlogFault } from '../../../src/server/areas/devices/protocol/attlogIngest';
import { findDevice } from '../../../src/server/areas/devices/protocol/deviceLookup';
import { parseAttlog } from '../../../src/shared/devices/attlog';
import { decryptSecret } from '../../../src/server/crypto/secretBox';
import {
  auditLog, biometricEnrolments, biometricTemplates, deviceCommands, devicePending, devicePunches, deviceStatus, deviceUsers, marks, workOrderLogs, workdays,
} from '../../../src/server/db/schema';
import { addDays } from '../../../src/shared/workday';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addDevice, attlogLine, iclock, localDaysAgo, setPin } from './protocolHelpers';

let t: TestApp;
let device: { id: string; companyId: string; serialNumber: string };
const SN = 'CQZ7232460421';

beforeAll(async () => {
  t = await createTestApp();
  const u = t.fx.users;
  await setPin(t, u.collaborator.id, '101');
  await setPin(t, u.ana.id, '102');
  await setPin(t, u.luis.id, '103');
  await setPin(t, u.gone.id, '104');
  await setPin(t, u.demoworker.id, '101'); // the same PIN in another company: never mixed up
  device = await addDevice(t, t.fx.companyA.id, SN);
});
afterAll(async () => {
  setAttlogFault(null);
  await t?.close();
});

const punchesOf = (serial: string) => t.db.select().from(devicePunches).where(eq(devicePunches.serialNumber, serial));
const marksOf = (userId: string) => t.db.select().from(marks).where(eq(marks.userId, userId));
const statusOf = async (serial: string) => (await t.db.select().from(deviceStatus).where(eq(deviceStatus.serialNumber, serial)))[0];
const upload = (serial: string, body: string, table = 'ATTLOG') => iclock(t, 'POST', '/iclock/cdata', { SN: serial, table, Stamp: '1' }, body);

describe('unknown serials', () => {
  it('keeps an unknown serial pending, answers the handshake and heartbeat, refuses its punches and stores nothing else', async () => {
    const hs = await iclock(t, 'GET', '/iclock/cdata', { SN: 'UNKNOWN0001', options: 'all', pushver: '2.4.1' });
    expect(hs.status).toBe(200);
    expect(hs.type).toContain('text/plain');
    expect(hs.text.split('\n')[0]).toBe('GET OPTION FROM: UNKNOWN0001');
    const punches = await upload('UNKNOWN0001', attlogLine('101', localDaysAgo(3), '08:00:00'));
    expect(punches.status).toBe(403);
    expect(punches.text).not.toMatch(/^OK/);
    expect((await iclock(t, 'GET', '/iclock/getrequest.aspx', { SN: 'UNKNOWN0001' })).text.trim()).toBe('OK');
    const [pending] = await t.db.select().from(devicePending).where(eq(devicePending.serialNumber, 'UNKNOWN0001'));
    expect(pending).toMatchObject({ pushVersion: '2.4.1' });
    expect(await punchesOf('UNKNOWN0001')).toEqual([]);
    expect(await statusOf('UNKNOWN0001')).toBeUndefined();
  });

  it('refuses a malformed serial without writing anything', async () => {
    const res = await iclock(t, 'GET', '/iclock/cdata', { SN: 'bad serial!' });
    expect(res.status).toBe(400);
    expect(await t.db.select().from(devicePending).where(like(devicePending.serialNumber, 'bad%'))).toEqual([]);
  });

  it('answers the registry of newer firmware with a registry code and keeps what it told', async () => {
    const res = await iclock(t, 'POST', '/iclock/registry', { SN: 'NEWFW0001' }, 'DeviceType=acc,~DeviceName=SpeedFace-V5L,FirmVer=ZAM180-NF-1.2,IPAddress=10.0.0.9');
    expect(res.text).toMatch(/^RegistryCode=\w+/);
    const [pending] = await t.db.select().from(devicePending).where(eq(devicePending.serialNumber, 'NEWFW0001'));
    expect(pending).toMatchObject({ deviceType: 'acc', firmware: 'ZAM180-NF-1.2' });
  });
});

describe('punches of a claimed device', () => {
  it('answers the handshake with its poll delay and records the contact', async () => {
    const hs = await iclock(t, 'GET', '/iclock/cdata.aspx', { SN, options: 'all', pushver: '2.4.1' });
    expect(hs.text).toContain('Delay=5\n');
    expect(hs.text).not.toContain('TimeZone=');
    expect((await statusOf(SN)).lastSeenAt).not.toBeNull();
  });

  it('stores a batch once even when the device sends it again, and builds the workday from it', async () => {
    const date = localDaysAgo(5);
    const body = `${attlogLine('101', date, '08:00:00', 0)}\r\n${attlogLine('101', date, '16:00:00', 1)}\r\n`;
    const first = await upload(SN, body);
    expect(first).toMatchObject({ status: 200, text: 'OK: 2\n' });
    const again = await upload(SN, body);
    expect(again.text).toBe('OK: 2\n');
    const stored = (await punchesOf(SN)).filter((p) => p.pin === '101' && p.localTime.startsWith(date));
    expect(stored.map((p) => [p.outcome, p.markType])).toEqual([['STORED', 'CHECK_IN'], ['STORED', 'CHECK_OUT']]);
    const m = (await marksOf(t.fx.users.collaborator.id)).filter((x) => x.clientId.startsWith(`zk:${SN}:101:${date}`));
    expect(m).toHaveLength(2);
    expect(m.every((x) => x.source === 'clock' && x.device === SN)).toBe(true);
    const [day] = await t.db.select().from(workdays).where(and(eq(workdays.userId, t.fx.users.collaborator.id), eq(workdays.date, date)));
    expect(day).toMatchObject({ state: 'finish', workedMinutes: 480 });
    const status = await statusOf(SN);
    expect(status.lastUploadAt).not.toBeNull();
    expect(status.attlogStamp).toBe('1');
  });

  it('leaves nothing behind when the server fails between the write and the answer, and the resend stores once', async () => {
    const date = localDaysAgo(4);
    const body = `${attlogLine('102', date, '09:00:00', 0)}\n${attlogLine('102', date, '14:00:00', 1)}\n`;
    setAttlogFault(() => { throw new Error('killed before the answer'); });
    const failed = await upload(SN, body);
    setAttlogFault(null);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.text).not.toMatch(/OK/);
    expect((await punchesOf(SN)).filter((p) => p.pin === '102' && p.localTime.startsWith(date))).toEqual([]);
    expect((await marksOf(t.fx.users.ana.id)).filter((x) => x.clientId.includes(date))).toEqual([]);
    expect((await upload(SN, body)).text).toBe('OK: 2\n');
    expect((await upload(SN, body)).text).toBe('OK: 2\n');
    expect((await marksOf(t.fx.users.ana.id)).filter((x) => x.clientId.includes(date))).toHaveLength(2);
  });

  it('commits concurrent uploads of the company\'s clocks together, and an upload that fails fails alone (its clock resends it)', async () => {
    const other = await addDevice(t, t.fx.companyA.id, 'CQZGROUP0002');
    const date = localDaysAgo(12);
    const day = (pin: string, from: string, to: string) => parseAttlog(`${attlogLine(pin, date, from, 0)}\n${attlogLine(pin, date, to, 1)}\n`).items;
    const groups: string[][] = [];
    // the failing clock's upload fails wherever it is committed, with the others or alone
    setAttlogFault((serials) => {
      groups.push(serials);
      if (serials.includes(other.serialNumber)) throw new Error('this upload fails');
    });
    const [clock, failingClock] = [(await findDevice(t.db, SN))!, (await findDevice(t.db, other.serialNumber))!];
    // on PGlite the first upload holds the company's commit, the next three queue behind it and are committed together
    // (on PostgreSQL each upload has its own transaction)
    const answers = await Promise.allSettled([
      ingestAttlog(t.db, clock, parseAttlog(attlogLine('101', localDaysAgo(13), '08:00:00', 0)).items),
      ingestAttlog(t.db, clock, day('101', '08:00:00', '16:00:00')),
      ingestAttlog(t.db, failingClock, day('102', '07:00:00', '15:00:00')),
      ingestAttlog(t.db, clock, day('103', '09:00:00', '17:00:00')),
    ]);
    setAttlogFault(null);
    // a failed group is committed again one upload at a time
    if (is(t.db, PgliteDatabase)) expect(groups).toEqual([[SN], [SN, other.serialNumber, SN], [SN], [other.serialNumber], [SN]]);
    else expect(groups.map((g) => g.length)).toEqual([1, 1, 1, 1]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value.created : (a.reason as Error).message))).toEqual([1, 2, 'this upload fails', 2]);
    const dayOf = async (userId: string) => (await t.db.select().from(workdays).where(and(eq(workdays.userId, userId), eq(workdays.date, date))))[0];
    expect(await dayOf(t.fx.users.collaborator.id)).toMatchObject({ state: 'finish', workedMinutes: 480 });
    expect(await dayOf(t.fx.users.luis.id)).toMatchObject({ state: 'finish', workedMinutes: 480 });
    expect(await dayOf(t.fx.users.ana.id)).toBeUndefined();
    expect(await punchesOf(other.serialNumber)).toEqual([]);
    // the clock sends it again: stored once, its day built
    const again = `${attlogLine('102', date, '07:00:00', 0)}\n${attlogLine('102', date, '15:00:00', 1)}\n`;
    expect((await upload(other.serialNumber, again)).text).toBe('OK: 2\n');
    expect((await upload(other.serialNumber, again)).text).toBe('OK: 2\n');
    expect(await dayOf(t.fx.users.ana.id)).toMatchObject({ state: 'finish', workedMinutes: 480 });
    expect((await marksOf(t.fx.users.ana.id)).filter((m) => m.clientId.includes(date))).toHaveLength(2);
  });

  it('puts a check-out at 00:30 in the night shift it ends (the workday of the day before)', async () => {
    const day = localDaysAgo(8);
    const next = addDays(day, 1);
    // sent late and out of order: the check-out first
    expect((await upload(SN, attlogLine('102', next, '00:30:00', 1))).text).toBe('OK: 1\n');
    expect((await upload(SN, attlogLine('102', day, '22:00:00', 0))).text).toBe('OK: 1\n');
    const days = await t.db.select().from(workdays).where(eq(workdays.userId, t.fx.users.ana.id));
    const night = days.find((w) => w.date === day)!;
    expect(night).toMatchObject({ state: 'finish', workedMinutes: 150 });
    expect(night.markIds).toHaveLength(2);
    expect(days.find((w) => w.date === next)).toBeUndefined();
  });

  it('infers punches without direction (255) per person and day, re-typing the day when more arrive', async () => {
    const date = localDaysAgo(6);
    await upload(SN, `${attlogLine('103', date, '08:00:00', 255)}\n${attlogLine('103', date, '17:00:00', 255)}\n`);
    const typesOf = async () => (await punchesOf(SN)).filter((p) => p.pin === '103' && p.localTime.startsWith(date))
      .sort((a, b) => a.localTime.localeCompare(b.localTime)).map((p) => [p.localTime.slice(11, 16), p.markType, p.inferred]);
    expect(await typesOf()).toEqual([['08:00', 'CHECK_IN', true], ['17:00', 'CHECK_OUT', true]]);
    await upload(SN, `${attlogLine('103', date, '12:30:00', 255)}\n${attlogLine('103', date, '13:00:00', 255)}\n`);
    expect(await typesOf()).toEqual([['08:00', 'CHECK_IN', true], ['12:30', 'BREAK_START', true], ['13:00', 'BREAK_END', true], ['17:00', 'CHECK_OUT', true]]);
    const m = (await marksOf(t.fx.users.luis.id)).filter((x) => x.clientId.includes(date)).sort((a, b) => a.at.getTime() - b.at.getTime());
    expect(m.map((x) => x.type)).toEqual(['CHECK_IN', 'BREAK_START', 'BREAK_END', 'CHECK_OUT']);
    const [day] = await t.db.select().from(workdays).where(and(eq(workdays.userId, t.fx.users.luis.id), eq(workdays.date, date)));
    expect(day.workedMinutes).toBe(510);
  });

  it('re-types earlier undirected punches and their marks when an upload lengthens the day, a resent punch included', async () => {
    const date = localDaysAgo(10);
    const lines = (...times: string[]) => times.map((time) => attlogLine('103', date, time, 255)).join('\n');
    const typesOf = async () => {
      const punches = (await punchesOf(SN)).filter((p) => p.pin === '103' && p.localTime.startsWith(date)).sort((a, b) => a.localTime.localeCompare(b.localTime));
      const markTypes = new Map((await marksOf(t.fx.users.luis.id)).map((m) => [m.id, m.type]));
      return punches.map((p) => [p.localTime.slice(11, 16), p.markType, markTypes.get(p.markId!)]);
    };
    expect((await upload(SN, lines('08:00:00', '12:00:00'))).text).toBe('OK: 2\n');
    expect(await typesOf()).toEqual([['08:00', 'CHECK_IN', 'CHECK_IN'], ['12:00', 'CHECK_OUT', 'CHECK_OUT']]);
    // 12:00 sent again with two new ones: stored once, and the day's four typed together
    expect((await upload(SN, lines('12:00:00', '12:30:00', '17:00:00'))).text).toBe('OK: 3\n');
    expect(await typesOf()).toEqual([
      ['08:00', 'CHECK_IN', 'CHECK_IN'], ['12:00', 'BREAK_START', 'BREAK_START'], ['12:30', 'BREAK_END', 'BREAK_END'], ['17:00', 'CHECK_OUT', 'CHECK_OUT'],
    ]);
    // two more later: the stored check-out becomes a break start, its mark too
    expect((await upload(SN, lines('18:00:00', '18:30:00'))).text).toBe('OK: 2\n');
    expect(await typesOf()).toEqual([
      ['08:00', 'CHECK_IN', 'CHECK_IN'], ['12:00', 'BREAK_START', 'BREAK_START'], ['12:30', 'BREAK_END', 'BREAK_END'],
      ['17:00', 'BREAK_START', 'BREAK_START'], ['18:00', 'BREAK_END', 'BREAK_END'], ['18:30', 'CHECK_OUT', 'CHECK_OUT'],
    ]);
    const [day] = await t.db.select().from(workdays).where(and(eq(workdays.userId, t.fx.users.luis.id), eq(workdays.date, date)));
    expect(day.workedMinutes).toBe(540);
  });

  it('keeps punches of unknown PINs, inactive people and refused directions, with their outcome, and no mark', async () => {
    const date = localDaysAgo(3);
    const exitOnly = await addDevice(t, t.fx.companyA.id, 'ENTRYEXIT01', { registryType: 'ENTRY_AND_EXIT' });
    expect((await upload(SN, `${attlogLine('999', date, '08:00:00')}\n${attlogLine('104', date, '08:05:00')}\n`)).text).toBe('OK: 2\n');
    expect((await upload(exitOnly.serialNumber, attlogLine('101', date, '12:00:00', 2))).text).toBe('OK: 1\n');
    const kept = [...(await punchesOf(SN)), ...(await punchesOf(exitOnly.serialNumber))].filter((p) => p.localTime.startsWith(date));
    expect(kept.map((p) => [p.pin, p.outcome, p.reason]).sort()).toEqual([
      ['101', 'REFUSED', 'BREAK_NOT_ALLOWED'], ['104', 'INACTIVE_USER', null], ['999', 'UNKNOWN_PIN', null],
    ]);
    expect(kept.every((p) => p.markId === null)).toBe(true);
    expect((await statusOf(exitOnly.serialNumber)).counters).toMatchObject({ refusedPunches: 1 });
  });

  it('counts malformed lines and stores the good ones', async () => {
    const date = localDaysAgo(2);
    const before = (await statusOf(SN)).counters.malformedLines ?? 0;
    const res = await upload(SN, `junk\n${attlogLine('101', date, '08:00:00')}\n101\tnot-a-date\t0\n`);
    expect(res.text).toBe('OK: 1\n');
    expect((await statusOf(SN)).counters.malformedLines).toBe(before + 2);
    expect((await punchesOf(SN)).some((p) => p.pin === '101' && p.localTime === `${date} 08:00:00`)).toBe(true);
  });

  it('refuses a body over 2 MiB with 413 and counts it', async () => {
    const res = await upload(SN, 'x'.repeat(2 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
    expect((await statusOf(SN)).counters.oversizedBodies).toBe(1);
  });

  it('never lets another company see or receive the device’s punches', async () => {
    const other = await addDevice(t, t.fx.companyB.id, 'DEMOCLOCK01', { organizationalUnits: [t.fx.units.bShop] });
    expect((await marksOf(t.fx.users.demoworker.id))).toEqual([]); // PIN 101 of company B got none of A's punches
    const rows = await punchesOf(SN);
    expect(rows.every((p) => p.companyId === t.fx.companyA.id)).toBe(true);
    expect((await upload(other.serialNumber, attlogLine('101', localDaysAgo(2), '09:00:00'))).text).toBe('OK: 1\n');
    expect((await marksOf(t.fx.users.demoworker.id))).toHaveLength(1);
    expect((await marksOf(t.fx.users.collaborator.id)).filter((m) => m.device === other.serialNumber)).toEqual([]);
  });
});

describe('commands', () => {
  it('hands a load to the device on its heartbeat and closes it with the result, marking the person LOADED', async () => {
    const [cmd] = await t.db.transaction((tx) => loadUsersOnDevice(tx, device, [t.fx.users.collaborator.id]));
    const beat = await iclock(t, 'GET', '/iclock/getrequest', { SN });
    expect(beat.text).toBe(`C:${cmd.seq}:DATA UPDATE USERINFO PIN=101\tName=Collaborator Bilbaino\tPri=0\tPasswd=\tCard=\tGrp=1\tTZ=0000000000000000\tVerify=-1\n`);
    expect((await t.db.select().from(deviceCommands).where(eq(deviceCommands.id, cmd.id)))[0].status).toBe('SENT');
    expect((await iclock(t, 'GET', '/iclock/getrequest', { SN })).text).toBe('OK\n');

    // another device answering for this command changes nothing
    await iclock(t, 'POST', '/iclock/devicecmd', { SN: 'ENTRYEXIT01' }, `ID=${cmd.seq}&Return=0&CMD=DATA\n`);
    expect((await t.db.select().from(deviceCommands).where(eq(deviceCommands.id, cmd.id)))[0].status).toBe('SENT');
    expect((await statusOf('ENTRYEXIT01')).counters).toMatchObject({ unknownResults: 1 });

    expect((await iclock(t, 'POST', '/iclock/devicecmd', { SN }, `ID=${cmd.seq}&Return=0&CMD=DATA\n`)).text).toBe('OK\n');
    const [done] = await t.db.select().from(deviceCommands).where(eq(deviceCommands.id, cmd.id));
    expect(done).toMatchObject({ status: 'DONE', returnCode: 0 });
    const [loaded] = await t.db.select().from(deviceUsers).where(and(eq(deviceUsers.deviceId, device.id), eq(deviceUsers.userId, t.fx.users.collaborator.id)));
    expect(loaded).toMatchObject({ state: 'LOADED', pin: '101' });
  });

  it('records a failed command with its code, and an INFO result as the device capacity', async () => {
    const [load] = await t.db.transaction((tx) => loadUsersOnDevice(tx, device, [t.fx.users.luis.id]));
    const [info] = await t.db.insert(deviceCommands).values({ companyId: device.companyId, serialNumber: SN, deviceId: device.id, kind: 'INFO', command: 'INFO' }).returning();
    await iclock(t, 'GET', '/iclock/getrequest', { SN });
    await iclock(t, 'POST', '/iclock/devicecmd', { SN }, `ID=${load.seq}&Return=-1002&CMD=DATA\nID=${info.seq}&Return=0&CMD=INFO\n~DeviceName=SpeedFace\nFWVersion=Ver 8.0.4.2\nUserCount=2\nMaxUserCount=3000\nFPCount=1\nMaxFingerCount=5000\n`);
    const [failed] = await t.db.select().from(deviceUsers).where(and(eq(deviceUsers.deviceId, device.id), eq(deviceUsers.userId, t.fx.users.luis.id)));
    expect(failed).toMatchObject({ state: 'FAILED', error: 'Return=-1002' });
    const status = await statusOf(SN);
    expect(status.capacity).toMatchObject({ users: 2, maxUsers: 3000, fingers: 1, maxFingers: 5000 });
    expect(status.firmware).toBe('Ver 8.0.4.2');
  });
});

describe('OPERLOG and templates', () => {
  it('marks a known PIN LOADED and stores its templates encrypted, enrolled on the device and audited', async () => {
    const body = 'USER PIN=102\tName=Somebody Else\tPri=0\tPasswd=\tCard=\tGrp=1\nFP PIN=102\tFID=6\tSize=12\tValid=1\tTMP=TVNTUzIxAAAD\nUSER PIN=777\tName=Stranger\n';
    expect((await upload(SN, body, 'OPERLOG')).text).toBe('OK: 3\n');
    const [onDevice] = await t.db.select().from(deviceUsers).where(and(eq(deviceUsers.deviceId, device.id), eq(deviceUsers.userId, t.fx.users.ana.id)));
    expect(onDevice.state).toBe('LOADED');
    const [tpl] = await t.db.select().from(biometricTemplates).where(eq(biometricTemplates.userId, t.fx.users.ana.id));
    expect(tpl).toMatchObject({ kind: 'FINGERPRINT', slot: 6, sourceSerial: SN });
    expect(tpl.templateEncrypted).not.toContain('TVNTUzIxAAAD');
    expect(decryptSecret(tpl.templateEncrypted)).toBe('TVNTUzIxAAAD');
    const [enrolment] = await t.db.select().from(biometricEnrolments).where(eq(biometricEnrolments.templateId, tpl.id));
    expect(enrolment).toMatchObject({ deviceId: device.id, state: 'ENROLLED' });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, tpl.id));
    expect(audits[0]).toMatchObject({ username: `device:${SN}`, entity: 'biometrictemplates' });
    expect(JSON.stringify(audits[0].changes)).not.toContain('TVNTUzIxAAAD');
  });
});

describe('work codes typed on the clock', () => {
  it('book the time between a check-in with an order\'s number and the check-out on that order; an unknown code books nothing', async () => {
    const date = localDaysAgo(9);
    const order = await t.call('POST', '/api/workOrders', { token: t.tokenFor('owner'), body: {
      code: 'OT-00123', title: 'Caldera', unit: t.fx.units.bilbao, plannedStart: `${addDays(date, -1)}T06:00:00Z`, plannedEnd: `${addDays(date, 1)}T20:00:00Z`, status: 'in_progress',
    } });
    expect(order.status).toBe(201);
    const line = (pin: string, time: string, status: number, workCode: string) => `${pin}\t${date} ${time}\t${status}\t1\t${workCode}\t0\t0`;
    const res = await upload(SN, [line('101', '08:00:00', 0, '123'), line('101', '12:00:00', 1, '0'), line('102', '08:00:00', 0, '999'), line('102', '12:00:00', 1, '0')].join('\r\n'));
    expect(res.text).toBe('OK: 4\n');
    const logs = await t.db.select().from(workOrderLogs).where(eq(workOrderLogs.companyId, t.fx.companyA.id));
    expect(logs.map((l) => ({ userId: l.userId, minutes: l.minutes, source: l.source, workOrderId: l.workOrderId }))).toEqual([
      { userId: t.fx.users.collaborator.id, minutes: 240, source: 'device', workOrderId: (order.body as { data: { id: string } }).data.id },
    ]);
  });
});
