import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, loginAsOwner, spawnServer, stopServer, waitListening, type ServerProcess } from '../../tests/support/serverProcess';
import { startWebhookReceiver } from '../../tests/support/webhookReceiver';

/**
 * Issue 24 item 7: a burst of BENCH_WEBHOOK_EVENTS (10,000) events delivered to a local receiver (another process's
 * port: the bench's), on the demo company (PGlite). The events are queued while the dispatcher is off
 * (WEBHOOK_DISPATCH_INTERVAL_MS=0), the server is stopped and started again with it on — so the figure also shows the
 * outbox surviving a restart — then deliveries per second from the first to the last one received, with how many were
 * lost and how many webhook-ids arrived twice. Target ≥ 500 deliveries/s, no loss, no duplicate.
 */
export interface WebhookFigures { events: number; queueSeconds: number; deliverySeconds: number; perSecond: number; lost: number; duplicates: number }

async function call(server: ServerProcess, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}/api${url}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

export async function runWebhookScenario(): Promise<WebhookFigures> {
  const events = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-webhooks-'));
  const receiver = await startWebhookReceiver(200);
  const env = { DEMO: '1', LOG_LEVEL: 'error', WEBHOOK_TARGETS: 'any', TOKEN_SECRET: 'bench-webhooks-token-secret-0123456789' };
  let server = spawnServer(dataDir, await freePort(), { ...env, WEBHOOK_DISPATCH_INTERVAL_MS: '0' });
  try {
    await waitListening(server, 300_000);
    let token = await loginAsOwner(server.url);
    const sub = await call(server, token, 'POST', '/integrations/webhooks', { name: 'bench', url: receiver.url, events: ['collaborator.updated'] });
    // the burst: queued through the API, 32 at a time (each a delivery of its own, like any event)
    const queued = performance.now();
    let next = 0;
    await Promise.all(Array.from({ length: 32 }, async () => {
      while (next < events) {
        next += 1;
        await call(server, token, 'POST', `/integrations/webhooks/${String(sub.id)}/test`);
      }
    }));
    const queueSeconds = (performance.now() - queued) / 1000;
    await stopServer(server);

    server = spawnServer(dataDir, await freePort(), env);
    await waitListening(server, 300_000);
    await receiver.waitFor(events, () => true, 600_000);
    const times = receiver.received.map((r) => r.at);
    const deliverySeconds = (Math.max(...times) - Math.min(...times)) / 1000;
    token = await loginAsOwner(server.url);
    const ids = new Set(receiver.received.map((r) => String(r.headers['webhook-id'])));
    return {
      events, queueSeconds: Math.round(queueSeconds * 10) / 10, deliverySeconds: Math.round(deliverySeconds * 100) / 100,
      perSecond: Math.round(events / Math.max(deliverySeconds, 0.001)), lost: events - ids.size, duplicates: receiver.received.length - ids.size,
    };
  } finally {
    await stopServer(server);
    await receiver.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printWebhooks(f: WebhookFigures): void {
  console.log('\n## Webhooks (issue 24: a burst of events to a local receiver, ≥ 500 deliveries/s, no loss, no duplicate; PGlite, demo company)');
  console.log(`${f.events} events queued in ${f.queueSeconds} s with the dispatcher off; after a restart delivered in ${f.deliverySeconds} s: ${f.perSecond} deliveries/s, lost ${f.lost}, duplicates ${f.duplicates}`);
}
