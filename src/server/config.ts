import path from 'node:path';
import { resourceDirsFromEnv } from './engine/storage/resourceFolders';
import type { LoginThrottleLimits } from './auth/loginRateLimit';
import type { RequestLogMode } from './lifecycle/logger';
import { s3SettingsFromEnv } from './files/storeFor';
import type { S3Settings } from './files/s3FileStore';

/** Every setting of the server, read once from the environment (documented in the README). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** files in an S3-compatible bucket (S3_BUCKET, S3_ENDPOINT…: src/server/files/storeFor.ts); unset = DATA_DIR */
  s3?: S3Settings;
  databaseUrl?: string;
  /** seed the demo company on an empty database */
  demo: boolean;
  /** token secret; when unset, generated once and kept under DATA_DIR (see auth/secret.ts) */
  tokenSecret?: string;
  tokenTtlSeconds: number;
  /** attempts allowed per loginRateWindowMs at the profile's password change and the reset link's change (sign-in itself: loginThrottle) */
  loginRateMax: number;
  loginRateWindowMs: number;
  /** whose X-Forwarded-For to believe (TRUST_PROXY, Fastify's trustProxy): false by default, true, a hop count, or addresses/CIDRs */
  trustProxy?: boolean | number | string[];
  /** sign-in brute-force limits (LOGIN_FREE_FAILURES…; defaults and meaning in src/server/auth/loginRateLimit.ts) */
  loginThrottle?: Partial<LoginThrottleLimits>;
  smtpUrl?: string;
  mailFrom: string;
  /** public address used in mails (reset links) */
  publicUrl: string;
  corsOrigins: string[];
  bodyLimitBytes: number;
  logLevel: string;
  /** REQUEST_LOG: 'all' (development) or 'problems' (production default: 4xx/5xx and slow requests, at warn) */
  requestLog?: RequestLogMode;
  /** SLOW_REQUEST_MS: a request slower than this is logged in 'problems' mode (default 1000) */
  slowRequestMs?: number;
  /** the built SPA served at /; default dist/client of the repository */
  clientDir?: string;
  /** addresses of the external tools opened from the integrations menu, by tool key (spec §1) */
  integrationUrls: Record<string, string>;
  /** dashboard map tiles: `{z}/{x}/{y}` address (MAP_TILE_URL) and attribution (MAP_TILE_ATTRIBUTION); unset = OpenStreetMap */
  mapTileUrl?: string;
  mapTileAttribution?: string;
  /** keep list pages while the company's data is unchanged (LIST_PAGE_CACHE=0 turns it off: src/server/engine/listCache.ts) */
  listPageCache?: boolean;
  /** extra resource folders (RESOURCE_DIRS, `:`-separated), each with schemas/ and resources/ (src/server/engine/storage) */
  resourceDirs?: string[];
  /** company overlays (OVERLAYS_DIR; default schemas/overlays): <company-slug>/<schema-id>.schema.json */
  overlaysDir?: string;
  /** how often the daily checks (birthdays) look for work (DAILY_CHECKS_INTERVAL_MS, default 15 min; 0 or unset: never) */
  dailyChecksIntervalMs?: number;
  /** Team › Novedades for every company of the installation (NOVELTIES_MENU=all); otherwise each company's `novelties` flag */
  noveltiesForAll?: boolean;
  /**
   * where webhooks may point (WEBHOOK_TARGETS): 'public' (production's default) refuses loopback and private networks,
   * 'any' (elsewhere) allows a receiver on the same machine (src/server/areas/webhooks/targetPolicy.ts)
   */
  webhookTargets?: 'any' | 'public';
  /** how often an idle webhook dispatcher looks for due deliveries (WEBHOOK_DISPATCH_INTERVAL_MS, default 1000; 0: never) */
  webhookDispatchIntervalMs?: number;
}

/** The dashboard map's tiles when MAP_TILE_URL is not set. */
export const DEFAULT_MAP_TILES = { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' };

/** The Vite dev server (`npm run dev:client`), allowed by default outside production only. */
export const DEV_CORS_ORIGIN = 'http://localhost:5173';

/**
 * Origins allowed by CORS: CORS_ORIGINS when given (comma-separated; empty = none). Otherwise the dev server's in
 * development, and none in production (NODE_ENV=production, which `npm start` sets): the production server serves
 * the SPA from its own origin, and a default that lets any page on the operator's localhost:5173 call the API
 * with a stolen token is a door nobody asked for.
 */
export function corsOriginsOf(env: NodeJS.ProcessEnv): string[] {
  const given = env.CORS_ORIGINS ?? (env.NODE_ENV === 'production' ? '' : DEV_CORS_ORIGIN);
  return given.split(',').map((s) => s.trim()).filter(Boolean);
}

/** TRUST_PROXY: unset/false/0 = trust no proxy; true; a hop count (1 = the nearest proxy); or comma-separated addresses/CIDRs. */
export function trustProxyOf(value: string | undefined): boolean | number | string[] {
  const v = (value ?? '').trim();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

function loginThrottleOf(env: NodeJS.ProcessEnv): Partial<LoginThrottleLimits> {
  const given = {
    freeFailures: env.LOGIN_FREE_FAILURES,
    maxDelayMs: env.LOGIN_MAX_DELAY_MS,
    addressMaxFailures: env.LOGIN_ADDRESS_MAX_FAILURES,
    addressWindowMs: env.LOGIN_ADDRESS_WINDOW_MS,
  };
  return Object.fromEntries(Object.entries(given).filter(([, v]) => v).map(([k, v]) => [k, Number(v)]));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    s3: s3SettingsFromEnv(env),
    databaseUrl: env.DATABASE_URL || undefined,
    demo: env.DEMO !== '0',
    tokenSecret: env.TOKEN_SECRET || undefined,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 8 * 3600),
    loginRateMax: Number(env.LOGIN_RATE_MAX ?? 10),
    loginRateWindowMs: Number(env.LOGIN_RATE_WINDOW_MS ?? 5 * 60_000),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'HR Dashboard <no-reply@localhost>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    corsOrigins: corsOriginsOf(env),
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 2 * 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    requestLog: env.REQUEST_LOG === 'all' || env.REQUEST_LOG === 'problems' ? env.REQUEST_LOG : env.NODE_ENV === 'production' ? 'problems' : 'all',
    slowRequestMs: Number(env.SLOW_REQUEST_MS ?? 1000),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    loginThrottle: loginThrottleOf(env),
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : undefined,
    mapTileUrl: env.MAP_TILE_URL || undefined,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION ?? undefined,
    listPageCache: env.LIST_PAGE_CACHE !== '0',
    resourceDirs: resourceDirsFromEnv(env.RESOURCE_DIRS),
    overlaysDir: env.OVERLAYS_DIR ? path.resolve(env.OVERLAYS_DIR) : undefined,
    dailyChecksIntervalMs: Number(env.DAILY_CHECKS_INTERVAL_MS ?? 15 * 60_000),
    noveltiesForAll: env.NOVELTIES_MENU === 'all',
    webhookTargets: env.WEBHOOK_TARGETS === 'any' || env.WEBHOOK_TARGETS === 'public' ? env.WEBHOOK_TARGETS : env.NODE_ENV === 'production' ? 'public' : 'any',
    webhookDispatchIntervalMs: Number(env.WEBHOOK_DISPATCH_INTERVAL_MS ?? 1000),
    integrationUrls: Object.fromEntries(
      Object.entries({ performance: env.PERFORMANCE_TOOL_URL, dataVisualization: env.DATA_VISUALIZATION_TOOL_URL }).filter(
        (e): e is [string, string] => Boolean(e[1]),
      ),
    ),
  };
}
