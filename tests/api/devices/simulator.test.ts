import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceSimulator, type FetchLike } from '../../../scripts/deviceSimulator/DeviceSimulator';
import { loadUsersOnDevice, queueCommands, removeUsersFromDevice } from '../../../src/server/areas/devices/commands/queue';
import { deviceCommands, devicePending, devicePunches, deviceStatus, deviceUsers } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addDevice, localDaysAgo, setPin, ZONE } from './protocolHelpers';

/** The simulator talks to the real server: app.inject wrapped as fetch. */
let t: TestApp;
const injectFetch = (): FetchLike => async (url, init) => {
  const u = new URL(url);
  const res = await t.app.inject({ method: (init?.method ?? 'GET') as 'GET', url: `${u.pathname}${u.search}`, payload: init?.body, headers: init?.headers });
  return { status: res.statusCode, text: async () => res.body };
};
const simulator = (serial: string, opts: { batchSize?: number } = {}) =>
  new DeviceSimulator({ server: 'http://product', serial, timeZone: ZONE, fetch: injectFetch(), people: [{ pin: '201', name: 'Ana Sim' }], ...opts });
const punchCount = async (serial: string) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(devicePunches).where(eq(devicePunches.serialNumber, serial)))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  await setPin(t, t.fx.users.collaborator.id, '201');
  await setPin(t, t.fx.users.ana.id, '202');
});
afterAll(async () => {
  await t?.close();
});

describe('the device simulator against the product', () => {
  it('is kept pending while unknown, keeps its punches until claimed, then uploads them once even when it resends', async () => {
    const sim = simulator('SIMPEND0001');
    expect(await sim.handshake()).not.toBeNull();
    sim.punch('201', `${localDaysAgo(1)} 08:01:00`, 0, 15);
    sim.punch('201', `${localDaysAgo(1)} 17:02:00`, 1, 15);
    expect(await sim.upload()).toBe(0); // refused: nobody has claimed the serial
    expect(sim.pending).toHaveLength(2);
    expect(await t.db.select().from(devicePending).where(eq(devicePending.serialNumber, 'SIMPEND0001'))).toHaveLength(1);

    const device = await addDevice(t, t.fx.companyA.id, 'SIMPEND0001');
    await sim.handshake();
    expect(sim.delaySeconds).toBe(5);
    expect(await sim.upload()).toBe(2);
    expect(await sim.resendLastBatch()).toMatchObject({ status: 200 });
    expect(await punchCount('SIMPEND0001')).toBe(2);
    const rows = await t.db.select().from(devicePunches).where(eq(devicePunches.deviceId, device.id));
    expect(rows.map((r) => [r.localTime, r.outcome, r.userId])).toEqual(expect.arrayContaining([
      [`${localDaysAgo(1)} 08:01:00`, 'STORED', t.fx.users.collaborator.id],
      [`${localDaysAgo(1)} 17:02:00`, 'STORED', t.fx.users.collaborator.id],
    ]));
  });

  it('uploads an offline backlog in batches on reconnect, each punch once', async () => {
    await addDevice(t, t.fx.companyA.id, 'SIMBURST001');
    const sim = simulator('SIMBURST001', { batchSize: 100 });
    await sim.handshake();
    sim.goOffline();
    // two days of punches of two people, every 10 minutes, some without direction
    for (let i = 0; i < 250; i++) {
      const minute = i * 10;
      const day = localDaysAgo(2 - Math.floor(minute / 1440));
      const hh = String(Math.floor((minute % 1440) / 60)).padStart(2, '0');
      const mm = String(minute % 60).padStart(2, '0');
      sim.punch(i % 2 ? '201' : '202', `${day} ${hh}:${mm}:00`, i % 7 === 0 ? 255 : i % 2, 1);
    }
    expect(await sim.upload()).toBe(0);
    expect(await sim.reconnect()).toBe(250);
    expect(sim.stats.posts).toBe(3);
    await sim.resendLastBatch();
    expect(await punchCount('SIMBURST001')).toBe(250);
  });

  it('runs the queued loads, removals and INFO, and the product closes them with the results', async () => {
    const device = await addDevice(t, t.fx.companyA.id, 'SIMCMDS0001');
    const sim = simulator('SIMCMDS0001');
    await sim.handshake();
    await t.db.transaction((tx) => loadUsersOnDevice(tx, device, [t.fx.users.ana.id]));
    await t.db.transaction((tx) => removeUsersFromDevice(tx, device, [t.fx.users.collaborator.id]));
    await t.db.transaction((tx) => queueCommands(tx, device, [{ kind: 'INFO', command: 'INFO' }]));
    const results = await sim.runCommands();
    expect(results.map((r) => [r.cmd, r.returnCode])).toEqual([['DATA', 0], ['DATA', 0], ['INFO', 0]]);
    expect([...sim.memory.users.keys()]).toEqual(['202']);

    const commands = await t.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, device.id));
    expect(commands.map((c) => c.status)).toEqual(['DONE', 'DONE', 'DONE']);
    const [ana] = await t.db.select().from(deviceUsers).where(and(eq(deviceUsers.deviceId, device.id), eq(deviceUsers.userId, t.fx.users.ana.id)));
    expect(ana.state).toBe('LOADED');
    const [status] = await t.db.select().from(deviceStatus).where(eq(deviceStatus.serialNumber, 'SIMCMDS0001'));
    expect(status.capacity).toMatchObject({ users: 1, maxUsers: 10_000, records: 0 });
    expect(status.firmware).toBe(sim.model.firmware);
  });

  it('answers a shell command with -1002, and the product records it failed', async () => {
    const device = await addDevice(t, t.fx.companyA.id, 'SIMSHELL001');
    const sim = simulator('SIMSHELL001');
    const [cmd] = await t.db.insert(deviceCommands).values({ companyId: device.companyId, serialNumber: device.serialNumber, deviceId: device.id, kind: 'CHECK', command: 'Shell reboot' }).returning();
    expect(await sim.heartbeat()).toEqual([{ id: String(cmd.seq), returnCode: -1002, cmd: 'Shell' }]);
    const [closed] = await t.db.select().from(deviceCommands).where(eq(deviceCommands.id, cmd.id));
    expect(closed).toMatchObject({ status: 'FAILED', returnCode: -1002 });
  });

  it('speaks push 3.x: registers after the handshake', async () => {
    const sim = new DeviceSimulator({ server: 'http://product', serial: 'SIMPUSH3001', pushVersion: '3.1.2', fetch: injectFetch() });
    expect(await sim.handshake()).not.toBeNull();
    expect(sim.registryCode).toMatch(/^\w+$/);
    expect(await t.db.select().from(devicePending).where(eq(devicePending.serialNumber, 'SIMPUSH3001'))).toHaveLength(1);
  });
});
