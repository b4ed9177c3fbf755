import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT, stopServer, waitListening, type ServerProcess } from '../../tests/support/serverProcess';
import { measureEndpoint, type LoadFigures } from './load';

/** The page of the side-by-side: the team list's first page, as the screen asks for it. */
export const CACHED_LIST = { path: '/api/users/getFiltered', body: { limit: 50, skip: 0 } } as const;

export interface CachedListFigures {
  product: LoadFigures;
  bare: LoadFigures;
  bodyBytes: number;
  /** product req/s ÷ bare Fastify req/s (issue 21 target ≥ 0.7) */
  ratio: number;
}

function spawnBare(bodyFile: string, port: number): ServerProcess {
  let log = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bareServer.ts'], {
    cwd: ROOT, env: { ...process.env, BODY_FILE: bodyFile, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => (log += d));
  proc.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<number | string>((resolve) => proc.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return { url: `http://127.0.0.1:${port}`, proc, output: () => log, exited };
}

/**
 * A cached list page side by side with a bare Fastify process answering the same bytes: the product (auth, scope,
 * cache look-up, data version) first, then the bare server, each driven by autocannon at `connections` for `seconds`.
 * The product's page is warm (read once before), so both answer from memory.
 */
export async function measureCachedSideBySide(opts: {
  label: string; productUrl: string; token: string; serverPid: number; postmasterPid?: number;
  connections: number; seconds: number; warmupSeconds: number;
}): Promise<CachedListFigures> {
  const res = await fetch(`${opts.productUrl}${CACHED_LIST.path}`, {
    method: 'POST', headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' }, body: JSON.stringify(CACHED_LIST.body),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${CACHED_LIST.path}: ${res.status} ${body.slice(0, 200)}`);
  const common = { token: opts.token, body: CACHED_LIST.body, connections: opts.connections, seconds: opts.seconds, warmupSeconds: opts.warmupSeconds };
  const product = await measureEndpoint({ ...common, name: `[${opts.label}] product, users page 1 (cached)`, url: `${opts.productUrl}${CACHED_LIST.path}`, serverPid: opts.serverPid, postmasterPid: opts.postmasterPid });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-bare-'));
  const bodyFile = path.join(dir, 'body.json');
  fs.writeFileSync(bodyFile, body);
  const bare = spawnBare(bodyFile, await freePort());
  try {
    await waitListening(bare, 30_000);
    const bareFigures = await measureEndpoint({ ...common, name: `[${opts.label}] bare Fastify, same body`, url: `${bare.url}${CACHED_LIST.path}`, serverPid: bare.proc.pid as number });
    return { product, bare: bareFigures, bodyBytes: Buffer.byteLength(body), ratio: bareFigures.rps ? product.rps / bareFigures.rps : 0 };
  } finally {
    await stopServer(bare);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printCachedSideBySide(label: string, f: CachedListFigures): void {
  console.log(`  cached list side by side (${label}, ${(f.bodyBytes / 1024).toFixed(1)} KB body, ${f.product.errors + f.product.non2xx} product errors):`);
  for (const x of [f.product, f.bare]) {
    console.log(`    ${x.name}: ${x.rps} req/s, p50 ${x.p50} ms, p99 ${x.p99} ms; CPU ms/request server ${x.cpu.serverMs.toFixed(3)}${x.cpu.postgresMs ? `, PostgreSQL ${x.cpu.postgresMs.toFixed(3)}` : ''}`);
  }
  console.log(`    product ÷ bare Fastify: ${f.ratio.toFixed(2)}×  [target ≥ 0.7×]`);
}
