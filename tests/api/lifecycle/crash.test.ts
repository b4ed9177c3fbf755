import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loginAsOwner, spawnServer, startServer, stopServer, freePort, type ServerProcess } from '../../support/serverProcess';

/**
 * The embedded database must keep every write the API acknowledged when the process is killed outright
 * (SIGKILL: no shutdown hook runs), and the next start must recover the stale DATA_DIR lock by itself.
 * These tests run the real server process; they only apply to PGlite (not to TEST_DATABASE_URL).
 */
const CONCURRENT_WRITERS = 4;
const ACKS_BEFORE_KILL = 50;

// On `npm test`'s PostgreSQL pass (TEST_DATABASE_URL) there is nothing new to learn: skip the second run.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('server process lifecycle on the embedded database', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const tempDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-crash-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map(stopServer));
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged special day after SIGKILL mid-stream, and recovers the stale lock', async () => {
    const dataDir = tempDataDir();
    const first = await startServer(dataDir);
    servers.push(first);
    const token = await loginAsOwner(first.url);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    const writer = async (): Promise<void> => {
      for (;;) {
        const n = sent++;
        let res: Response;
        try {
          res = await fetch(`${first.url}/api/companies/specialDays`, {
            method: 'POST', headers, body: JSON.stringify({ name: `Crash ${n}`, dateFrom: '2026-05-01', dateTo: '2026-05-01' }),
          });
        } catch {
          return; // the server is gone
        }
        const body = (await res.json().catch(() => null)) as { data?: { id?: string } } | null;
        if (!res.ok || !body?.data?.id) {
          if (killed) return;
          throw new Error(`create failed before the kill: ${res.status} ${JSON.stringify(body)}`);
        }
        acknowledged.push(body.data.id);
        if (!killed && acknowledged.length >= ACKS_BEFORE_KILL) {
          killed = true;
          first.proc.kill('SIGKILL'); // other writers still have requests in flight
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_WRITERS }, writer));
    expect(await first.exited).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true); // left behind by the crash

    const second = await startServer(dataDir);
    servers.push(second);
    expect(second.output()).toMatch(/Recovered a stale lock/);
    const token2 = await loginAsOwner(second.url);
    const filters = encodeURIComponent(JSON.stringify({ name: { contains: 'Crash' } }));
    const res = await fetch(`${second.url}/api/companies/specialDays?limit=500&filters=${filters}`, {
      headers: { authorization: `Bearer ${token2}` },
    });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    const body = JSON.parse(text) as { data: { specialDays: { id: string }[]; count: number } };
    const stored = new Set(body.data.specialDays.map((d) => d.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost, `${lost.length} of ${acknowledged.length} acknowledged writes lost`).toEqual([]);

    expect(await stopServer(second)).toBe(0); // clean SIGTERM shutdown: exit 0, lock released
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 240_000);

  it('refuses to start a second server on a DATA_DIR a live one holds', async () => {
    const dataDir = tempDataDir();
    const owner = await startServer(dataDir);
    servers.push(owner);
    const intruder = spawnServer(dataDir, await freePort());
    servers.push(intruder);
    const code = await intruder.exited;
    expect(code).not.toBe(0);
    expect(intruder.output()).toContain(`Another server process (pid ${owner.proc.pid}) is using DATA_DIR ${dataDir}`);
    expect(owner.proc.exitCode).toBeNull(); // the running one is untouched
    expect(await loginAsOwner(owner.url)).toBeTruthy();
  }, 180_000);
});
