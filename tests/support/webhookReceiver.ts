import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received { headers: IncomingHttpHeaders; body: string; at: number }

/**
 * A local webhook receiver for tests and the bench: records every request and answers `status` (changeable while it
 * runs, to make a receiver fail and then recover).
 */
export interface WebhookReceiver {
  url: string;
  received: Received[];
  status: number;
  /** resolves once `count` requests matching `match` have arrived (rejects after `timeoutMs`) */
  waitFor(count: number, match?: (r: Received) => boolean, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(status = 200): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const receiver: WebhookReceiver = {
    url: '', received, status,
    waitFor: (count, match = () => true, timeoutMs = 10_000) => new Promise((resolve, reject) => {
      const check = () => {
        const hits = received.filter(match);
        if (hits.length >= count) {
          clearTimeout(timer);
          resolve(hits);
          return true;
        }
        return false;
      };
      const timer = setTimeout(() => reject(new Error(`only ${received.filter(match).length} of ${count} webhooks arrived`)), timeoutMs);
      const again = () => {
        if (!check()) waiters.push(again);
      };
      if (!check()) waiters.push(again);
    }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      res.writeHead(receiver.status, { 'content-type': 'text/plain' }).end(receiver.status < 300 ? 'ok' : 'receiver is down');
      for (const w of waiters.splice(0)) w();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
