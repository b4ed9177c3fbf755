import autocannon from 'autocannon';
import { startCpuMeter, type CpuFigures } from './cpu';

export interface LoadFigures {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
  /** CPU ms per request (server process, its busiest thread, PostgreSQL, load generator) */
  cpu: CpuFigures;
}

/**
 * Drives one endpoint with `connections` concurrent clients for `seconds` and returns latency, throughput and the
 * CPU each request cost. A warm-up run first (not measured) lets the server compile its hot paths, as it has in
 * production; the cold start is measured on its own.
 */
export async function measureEndpoint(opts: {
  name: string;
  url: string;
  token: string;
  body?: unknown;
  method?: 'GET' | 'POST';
  connections?: number;
  seconds?: number;
  warmupSeconds?: number;
  serverPid: number;
  postmasterPid?: number;
}): Promise<LoadFigures> {
  const request = {
    url: opts.url,
    method: opts.method ?? 'POST',
    connections: opts.connections ?? 32,
    headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json', 'accept-language': 'es-ES' },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  };
  if (opts.warmupSeconds) await autocannon({ ...request, duration: opts.warmupSeconds });
  const cpuSince = startCpuMeter(opts.serverPid, opts.postmasterPid);
  const result = await autocannon({ ...request, duration: opts.seconds ?? 10 });
  return {
    name: opts.name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors,
    non2xx: result.non2xx,
    cpu: cpuSince(result.requests.total),
  };
}
