import autocannon from 'autocannon';

export interface LoadFigures {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
}

/** Drives one endpoint with `connections` concurrent clients for `seconds` and returns latency and throughput. */
export async function measureEndpoint(opts: {
  name: string;
  url: string;
  token: string;
  body?: unknown;
  method?: 'GET' | 'POST';
  connections?: number;
  seconds?: number;
}): Promise<LoadFigures> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'POST',
    connections: opts.connections ?? 32,
    duration: opts.seconds ?? 10,
    headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json', 'accept-language': 'es-ES' },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return {
    name: opts.name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
