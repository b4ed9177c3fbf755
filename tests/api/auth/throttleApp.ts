/** An app for the throttle tests: a clock the test moves (no sleeping) and, optionally, a captured log. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { ServerConfig } from '../../../src/server/config';
import type { Database } from '../../../src/server/db/client';
import type { MailTransport } from '../../../src/server/mail';
import { insertFixture, type Fixture } from '../../helpers/fixture';
import { testConfig } from '../../helpers/testApp';
import { openTestDatabase } from '../../helpers/testDatabase';

export interface ThrottleApp {
  app: FastifyInstance;
  database: Database;
  fx: Fixture;
  /** the log lines written so far (when `captureLog`) */
  log: string[];
  /** move the app's clock */
  advance(ms: number): void;
  call(method: InjectOptions['method'], url: string, body?: unknown, opts?: { ip?: string; headers?: Record<string, string> }): Promise<{ status: number; body: { code?: string; data?: Record<string, unknown> }; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function throttleApp(overrides: Partial<ServerConfig> = {}, opts: { captureLog?: boolean; database?: Database; mail?: MailTransport } = {}): Promise<ThrottleApp> {
  let now = Date.parse('2030-03-04T08:00:00Z');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hr-throttle-test-'));
  const own = opts.database ? null : await openTestDatabase();
  const database = opts.database ?? own!.database;
  const fx = own ? await insertFixture(database.db) : (undefined as unknown as Fixture);
  const log: string[] = [];
  const logStream = opts.captureLog
    ? new Writable({
        write(chunk: Buffer, _enc, done) {
          log.push(...chunk.toString().split('\n').filter(Boolean));
          done();
        },
      })
    : undefined;
  // the product's throttle limits unless the test gives others (testConfig loosens them for every other test)
  const config = testConfig(dataDir, { loginThrottle: {}, ...overrides });
  const app = await buildApp({ config, database, mail: opts.mail, now: () => new Date(now), clientDir: path.join(dataDir, 'no-client'), logStream });
  return {
    app,
    database,
    fx,
    log,
    advance: (ms) => {
      now += ms;
    },
    async call(method, url, body, callOpts = {}) {
      const res = await app.inject({
        method,
        url,
        remoteAddress: callOpts.ip ?? '203.0.113.7',
        headers: { 'accept-language': 'en-US', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...callOpts.headers },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      let parsed = {};
      try {
        parsed = res.body ? (JSON.parse(res.body) as object) : {};
      } catch {
        parsed = {};
      }
      return { status: res.statusCode, body: parsed, headers: res.headers };
    },
    async close() {
      await app.close();
      if (own) await own.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
