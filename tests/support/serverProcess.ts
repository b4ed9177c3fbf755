import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  proc: ChildProcess;
  output: () => string;
  /** resolves with the exit code (or signal name) */
  exited: Promise<number | string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The real server (`src/server/main.ts`) as ONE node process (tsx loaded in-process, not through the npx/tsx
 * wrappers), so a SIGKILL hits the process that owns the database, as a crash would.
 */
export function spawnServer(dataDir: string, port: number, env: Record<string, string> = {}): ServerProcess {
  let log = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1',
      LOGIN_RATE_MAX: '1000', LOG_LEVEL: 'warn', ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => (log += d));
  proc.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<number | string>((resolve) => proc.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return { url: `http://127.0.0.1:${port}`, proc, output: () => log, exited };
}

/**
 * Wait for the start-up banner; fail with the server's output if it exits or takes too long (90 s, or
 * E2E_START_TIMEOUT_MS for a slow run such as scripts/dateSweep.sh under faketime, where seeding the demo is slower).
 */
export async function waitListening(server: ServerProcess, timeoutMs = Number(process.env.E2E_START_TIMEOUT_MS) || 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes('listening on')) {
    if (server.proc.exitCode !== null || server.proc.signalCode !== null) {
      throw new Error(`server exited early (${server.proc.exitCode ?? server.proc.signalCode}):\n${server.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = spawnServer(dataDir, await freePort(), env);
  await waitListening(server);
  return server;
}

export async function stopServer(server: ServerProcess): Promise<number | string> {
  if (server.proc.exitCode === null && server.proc.signalCode === null) server.proc.kill('SIGTERM');
  return server.exited;
}

export async function loginAsOwner(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: 'Demo2026!' }),
  });
  const body = (await res.json()) as { data?: { accessToken?: string } };
  if (!res.ok || !body.data?.accessToken) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data.accessToken;
}
