import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnServer, stopServer, waitListening } from '../../tests/support/serverProcess';
import { measureEndpoint, type LoadFigures } from './load';

/**
 * Issue 24 item 7: the p99 of a list read with an open API key beside the same list read with a session token, on the
 * demo company (PGlite), BENCH_APIKEY_CONNECTIONS (32) clients for BENCH_APIKEY_SECONDS (10) each. The key's own rate
 * limit is lifted for the run (API_KEY_RATE_PER_MINUTE) so the figure is the authentication's cost, not the limit's.
 */
export interface ApiKeyFigures { session: LoadFigures; apiKey: LoadFigures }

const PASSWORD = 'Demo2026!';

export async function runApiKeyScenario(): Promise<ApiKeyFigures> {
  const connections = Number(process.env.BENCH_APIKEY_CONNECTIONS ?? 32);
  const seconds = Number(process.env.BENCH_APIKEY_SECONDS ?? 10);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-apikeys-'));
  const server = spawnServer(dataDir, await freePort(), { DEMO: '1', LOG_LEVEL: 'error', API_KEY_RATE_PER_MINUTE: '10000000' });
  try {
    await waitListening(server, 300_000);
    const login = await fetch(`${server.url}/api/auth/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const made = await fetch(`${server.url}/api/integrations/api-keys`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench', scopes: [{ module: 'users', action: 'GET' }] }),
    });
    const key = ((await made.json()) as { data: { key: string } }).data.key;
    const list = { url: `${server.url}/api/users/getFiltered`, body: { skip: 0, limit: 20 }, connections, seconds, warmupSeconds: 2, serverPid: server.proc.pid ?? 0 };
    const session = await measureEndpoint({ ...list, name: 'users list · session token', token });
    const apiKey = await measureEndpoint({ ...list, name: 'users list · open API key', token: key });
    return { session, apiKey };
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printApiKeys(f: ApiKeyFigures): void {
  console.log('\n## Open API keys (issue 24: an API-key list no slower than with a session token; PGlite, demo company)');
  for (const row of [f.session, f.apiKey]) {
    console.log(`${row.name.padEnd(30)} p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  ${row.rps} req/s  non-2xx ${row.non2xx}`);
  }
}
