import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assignMissingPins } from '../../src/server/areas/devices/people/pins';
import { claimSerial } from '../../src/server/areas/devices/protocol/deviceLookup';
import { branchOffices, companies, users } from '../../src/server/db/schema';
import { engineTableOf } from '../../src/server/engine/tables';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { seedCompany } from '../../src/server/seed';
import { addDays, localDateOf } from '../../src/shared/workday/zonedTime';
import { freePort, spawnServer, stopServer, waitListening } from '../../tests/support/serverProcess';
import { DeviceSimulator, type FetchLike } from '../deviceSimulator/DeviceSimulator';
import type { SimPunch } from '../deviceSimulator/protocolText';
import { startCpuMeter } from './cpu';
import { measureEndpoint, type LoadFigures } from './load';

/**
 * The devices scenario of `npm run bench` (issue 20 item 7), on the embedded database: a company of BENCH_USERS
 * collaborators with PINs and BENCH_DEVICES claimed clocks (inserted directly), then, against the real server
 * process, through the device simulator (scripts/deviceSimulator):
 * - every clock heartbeats every 5 s (`GET /iclock/getrequest`), first alone: the server's CPU spent on heartbeats
 *   (ms per heartbeat, and the share of one core above idle) and getrequest's p99 [target < 20 ms];
 * - then BENCH_BACKLOG_DEVICES of them upload backlogs of BENCH_BACKLOG punches each at once, a few hundred lines a
 *   POST, while all keep heartbeating: punches stored per second [target ≥ 5,000/s] and getrequest's p99 meanwhile;
 * - then `POST /api/devices/getFiltered` (a page of 50) at BENCH_CONNECTIONS connections, heartbeats going on
 *   [target p99 < 50 ms].
 * Loopback only, bounded in time and count.
 */

export interface DevicesFigures {
  label: string;
  seedMs: number;
  devices: number;
  idleCpuMsPerSecond: number;
  heartbeatsAlone: { count: number; p50: number; p99: number; cpuMsPerHeartbeat: number; coreShare: number; errors: number };
  backlog: { devices: number; punches: number; acknowledged: number; seconds: number; perSecond: number; posts: number; refused: number };
  heartbeatsDuringBacklog: { count: number; p50: number; p99: number; errors: number };
  list: LoadFigures;
}

const SLUG = 'devices';
const HEARTBEAT_MS = 5_000;
const ZONE = 'Europe/Madrid';

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};

async function login(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const body = (await res.json()) as { data?: { accessToken: string } };
  if (!body.data) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

/** fetch that times every getrequest into `sink` (while it is set). */
function timedFetch(state: { sink: number[] | null; errors: number }): FetchLike {
  return async (url, init) => {
    const heartbeat = url.includes('/iclock/getrequest');
    const t = performance.now();
    try {
      const res = await fetch(url, init);
      const body = await res.text();
      if (heartbeat && state.sink) state.sink.push(performance.now() - t);
      if (heartbeat && res.status !== 200) state.errors++;
      return { status: res.status, text: async () => body };
    } catch (error) {
      if (heartbeat) state.errors++;
      throw error;
    }
  };
}

/** Each clock heartbeats every 5 s, the 200 spread over the interval; returns a stop function. */
function heartbeatAll(sims: DeviceSimulator[]): () => Promise<void> {
  let running = true;
  const loops = sims.map(async (sim, i) => {
    await new Promise((r) => setTimeout(r, Math.floor((i * HEARTBEAT_MS) / sims.length)));
    while (running) {
      const started = Date.now();
      await sim.heartbeat().catch(() => undefined);
      await new Promise((r) => setTimeout(r, Math.max(0, HEARTBEAT_MS - (Date.now() - started))));
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

/**
 * A backlog as a clock gathers it: its people's days before today (in, break out, break in, out, in local time),
 * about one punch in ten without direction (255); `count` punches in all.
 */
function backlogOf(pins: string[], count: number, today: string): SimPunch[] {
  const out: SimPunch[] = [];
  const times: [string, number][] = [['08:0', 0], ['13:0', 2], ['13:3', 3], ['17:0', 1]];
  for (let day = 1; out.length < count; day++) {
    const date = addDays(today, -day);
    for (const [i, pin] of pins.entries()) {
      for (const [time, status] of times) {
        if (out.length >= count) break;
        const second = String((i * 7 + day) % 60).padStart(2, '0');
        out.push({ pin, localTime: `${date} ${time}${i % 10}:${second}`, status: (i + day) % 10 === 0 ? 255 : status, verify: [1, 15, 4][i % 3] });
      }
    }
  }
  return out;
}

export async function runDevicesScenario(opts: {
  label?: string; users: number; branches: number; devices: number; backlogDevices: number; backlog: number; password: string;
  connections: number; seconds: number; warmupSeconds: number; heartbeatSeconds: number;
}): Promise<DevicesFigures> {
  const label = opts.label ?? 'PGlite (embedded default)';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-devices-'));
  try {
    console.log(`[${label}] seeding ${opts.users} collaborators and ${opts.devices} claimed clocks …`);
    const t0 = performance.now();
    const store = await openDataStore({ dataDir });
    const db = store.database.db;
    await seedCompany(db, { slug: SLUG, name: 'Bench Devices', size: { users: opts.users, branches: opts.branches }, password: opts.password });
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, SLUG));
    await db.transaction((tx) => assignMissingPins(tx, company.id));
    const units = (await db.select({ id: branchOffices.id }).from(branchOffices).where(eq(branchOffices.companyId, company.id)).limit(opts.devices)).map((b) => b.id);
    const serials = Array.from({ length: opts.devices }, (_, i) => `BENCH${String(i).padStart(5, '0')}`);
    const devices = engineTableOf('devices');
    await db.transaction(async (tx) => {
      const rows = (await tx.insert(devices.table).values(serials.map((serialNumber, i) => ({
        companyId: company.id, deviceType: 'ZK_SPEEDFACE_V5L', name: `Reloj ${i + 1}`, serialNumber, organizationalUnits: [units[i % units.length]],
        registryType: 'ALLOW_ALL', host: `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`, user: 'admin', password: 'v1:bench', timeZone: ZONE,
        sendTimeZone: false, pollDelay: 5, clockSync: true,
      })) as never).returning({ id: devices.id, serialNumber: sql<string>`serial_number` })) as { id: string; serialNumber: string }[];
      for (const r of rows) await claimSerial(tx, { companyId: company.id, deviceId: r.id, serialNumber: r.serialNumber });
    });
    const pins = (await db.select({ pin: users.devicePin }).from(users)
      .where(sql`${users.companyId} = ${company.id} AND ${users.active} AND ${users.role} = 'user' AND ${users.devicePin} IS NOT NULL`)
      .orderBy(sql`${users.devicePin}::bigint`)).map((u) => u.pin!);
    await store.close();
    const seedMs = performance.now() - t0;

    const server = spawnServer(dataDir, await freePort(), { DEMO: '0', LOG_LEVEL: 'error' });
    await waitListening(server, 300_000);
    const serverPid = server.proc.pid as number;
    let stopBeats: () => Promise<void> = async () => {};
    try {
      const timing = { sink: null as number[] | null, errors: 0 };
      const fetchFn = timedFetch(timing);
      const sims = serials.map((serial) => new DeviceSimulator({ server: server.url, serial, timeZone: ZONE, fetch: fetchFn, batchSize: 300 }));
      for (const sim of sims) await sim.handshake();

      // idle: what the server burns doing nothing
      let cpu = startCpuMeter(serverPid);
      await new Promise((r) => setTimeout(r, 3_000));
      const idleCpuMsPerSecond = cpu(1).serverMs / 3;

      console.log(`[${label}] ${opts.devices} clocks heartbeating every 5 s for ${opts.heartbeatSeconds} s …`);
      stopBeats = heartbeatAll(sims);
      await new Promise((r) => setTimeout(r, HEARTBEAT_MS)); // warm-up: one round
      timing.sink = [];
      timing.errors = 0;
      cpu = startCpuMeter(serverPid);
      const beatStart = performance.now();
      await new Promise((r) => setTimeout(r, opts.heartbeatSeconds * 1000));
      const alone = timing.sink;
      const beatCpu = cpu(alone.length);
      const beatSeconds = (performance.now() - beatStart) / 1000;
      const heartbeatsAlone = {
        count: alone.length, p50: percentile(alone, 50), p99: percentile(alone, 99), errors: timing.errors,
        cpuMsPerHeartbeat: Math.round(beatCpu.serverMs * 100) / 100,
        // the share of one core the heartbeats take, above what the idle server burns
        coreShare: Math.max(0, (beatCpu.serverMs * alone.length) / beatSeconds - idleCpuMsPerSecond) / 1000,
      };

      console.log(`[${label}] ${opts.backlogDevices} clocks upload ${opts.backlog} punches each while all heartbeat …`);
      const today = localDateOf(Date.now(), ZONE);
      const uploaders = sims.slice(0, opts.backlogDevices);
      const per = Math.max(1, Math.floor(pins.length / uploaders.length));
      uploaders.forEach((sim, i) => {
        sim.goOffline();
        sim.queuePunches(backlogOf(pins.slice(i * per, (i + 1) * per), opts.backlog, today));
      });
      timing.sink = [];
      timing.errors = 0;
      const upStart = performance.now();
      const acknowledged = (await Promise.all(uploaders.map(async (sim) => {
        let n = await sim.reconnect();
        // a refused batch (e.g. the flood guard) is kept: try again, as the clock does after ErrorDelay
        for (let tries = 0; sim.pending.length && tries < 20; tries++) {
          await new Promise((r) => setTimeout(r, 1_000));
          n += await sim.upload();
        }
        return n;
      }))).reduce((a, b) => a + b, 0);
      const upSeconds = (performance.now() - upStart) / 1000;
      const during = timing.sink;
      const heartbeatsDuringBacklog = { count: during.length, p50: percentile(during, 50), p99: percentile(during, 99), errors: timing.errors };
      timing.sink = null;
      const backlog = {
        devices: uploaders.length, punches: uploaders.length * opts.backlog, acknowledged, seconds: Math.round(upSeconds * 10) / 10,
        perSecond: Math.round(acknowledged / upSeconds),
        posts: uploaders.reduce((s, u) => s + u.stats.posts, 0), refused: uploaders.reduce((s, u) => s + u.stats.refused, 0),
      };

      console.log(`[${label}] POST /api/devices/getFiltered at ${opts.connections} connections, heartbeats going on …`);
      const token = await login(server.url, `${SLUG}.owner`, opts.password);
      const list = await measureEndpoint({
        name: 'POST /api/devices/getFiltered (50, by name)', url: `${server.url}/api/devices/getFiltered`, token, body: { limit: 50 },
        connections: opts.connections, seconds: opts.seconds, warmupSeconds: opts.warmupSeconds, serverPid,
      });
      return { label, seedMs, devices: opts.devices, idleCpuMsPerSecond, heartbeatsAlone, backlog, heartbeatsDuringBacklog, list };
    } finally {
      await stopBeats();
      if (server.proc.exitCode !== null || server.proc.signalCode !== null) console.error(`[${label}] the server exited:\n${server.output().slice(-4000)}`);
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printDevices(f: DevicesFigures, users: number): void {
  const h = f.heartbeatsAlone;
  const b = f.backlog;
  const d = f.heartbeatsDuringBacklog;
  console.log(`\n${f.label} — devices: ${users} collaborators, ${f.devices} clocks heartbeating every 5 s`);
  console.log(`  seed: ${(f.seedMs / 1000).toFixed(1)} s`);
  console.log(`  heartbeats alone: ${h.count}, getrequest p50 ${h.p50} ms, p99 ${h.p99} ms, errors ${h.errors}  [target p99 < 20 ms]`);
  console.log(`    server CPU: ${h.cpuMsPerHeartbeat} ms per heartbeat; ${(h.coreShare * 100).toFixed(1)} % of one core for ${f.devices} clocks (idle server: ${f.idleCpuMsPerSecond.toFixed(1)} ms/s)`);
  console.log(`  backlog: ${b.devices} clocks × ${b.punches / b.devices} punches = ${b.punches}, ${b.acknowledged} acknowledged in ${b.seconds} s (${b.posts} POSTs, ${b.refused} refused answers): ${b.perSecond} punches stored/s  [target ≥ 5,000/s]`);
  console.log(`    getrequest meanwhile: ${d.count}, p50 ${d.p50} ms, p99 ${d.p99} ms, errors ${d.errors}  [target p99 < 20 ms]`);
  const l = f.list;
  console.log(`  ${l.name}: p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.rps} req/s, errors ${l.errors}, non-2xx ${l.non2xx}  [target p99 < 50 ms]`);
  console.log(`    CPU ms per request: server ${l.cpu.serverMs.toFixed(2)} (busiest thread: ${l.cpu.busiestThread} ${l.cpu.busiestThreadMs.toFixed(2)})`);
}
