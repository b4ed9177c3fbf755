import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createTokenService } from '../../src/server/auth/tokens';
import type { ServerConfig } from '../../src/server/config';
import type { Database, Db } from '../../src/server/db/client';
import { insertFixture, type Fixture } from './fixture';
import { openTestDatabase } from './testDatabase';
import { testS3Settings, filesInS3ForTests } from './s3TestServer';

export const TEST_TOKEN_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T & { data?: unknown; statusCode?: number; code?: string; message?: string; errors?: { field: string; code: string; message: string }[] };
  headers: Record<string, unknown>;
  raw: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** raw payload (malformed JSON, multipart…) with its own headers */
  payload?: string | Buffer;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  locale?: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Db;
  fx: Fixture;
  config: ServerConfig;
  /** a valid token for a fixture user, signed like the login does (no scrypt cost) */
  tokenFor(username: string): string;
  call<T = Record<string, unknown>>(method: InjectOptions['method'], url: string, opts?: CallOptions): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export function testConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    demo: false,
    tokenSecret: TEST_TOKEN_SECRET,
    tokenTtlSeconds: 3600,
    loginRateMax: 1000,
    loginRateWindowMs: 60_000,
    // the sign-in throttle out of the way of tests about something else (tests/api/auth/throttleApp.ts keeps the defaults)
    loginThrottle: { freeFailures: 1000, addressMaxFailures: 1000 },
    mailFrom: 'HR <no-reply@hr.test>',
    publicUrl: 'http://hr.test',
    corsOrigins: ['http://localhost:5173'],
    bodyLimitBytes: 2 * 1024 * 1024,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    integrationUrls: {},
    ...overrides,
  };
}

/**
 * One app per test file on a fresh database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL) holding the
 * compact fixture. Requests go through app.inject.
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}, opts: { clientDir?: string } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hr-api-test-'));
  // TEST_FILE_STORE=s3: files in a local S3-compatible server (a folder of its bucket per app) instead of DATA_DIR
  const config = testConfig(dataDir, { ...(filesInS3ForTests() && { s3: await testS3Settings() }), ...overrides });
  const { database, drop } = await openTestDatabase();
  const fx = await insertFixture(database.db);
  const app = await buildApp({ config, database, clientDir: opts.clientDir ?? path.join(dataDir, 'no-client') });
  const tokens = createTokenService(TEST_TOKEN_SECRET, config.tokenTtlSeconds);

  return {
    app,
    database,
    db: database.db,
    fx,
    config,
    tokenFor(username) {
      const u = fx.users[username];
      if (!u) throw new Error(`no fixture user ${username}`);
      return tokens.sign({ sub: u.id, cid: u.companyId, role: u.role, tv: 0 });
    },
    async call(method, url, opts = {}) {
      const headers: Record<string, string> = { 'accept-language': opts.locale ?? 'en-US', ...(opts.headers ?? {}) };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let payload: string | Buffer | undefined = opts.payload;
      if (opts.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        payload = JSON.stringify(opts.body);
      }
      const res = await app.inject({ method, url, headers, payload, query: opts.query });
      let body: unknown = {};
      try {
        body = res.body ? JSON.parse(res.body) : {};
      } catch {
        body = {};
      }
      return { status: res.statusCode, body: body as ApiResponse['body'] & never, headers: res.headers, raw: res.body };
    },
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
