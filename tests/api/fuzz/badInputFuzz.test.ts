import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESOURCES } from '../../../resources';
import { createTokenService } from '../../../src/server/auth/tokens';
import type { RouteEntry } from '../../../src/server/http/routeCatalog';
import { parseEndpoint } from '../../../src/shared/resource';
import { dbFingerprint, fingerprintDiff, userTables, type DbFingerprint } from '../../helpers/dbFingerprint';
import { createTestApp, TEST_TOKEN_SECRET, type TestApp } from '../../helpers/testApp';
import { badInputsFor, plausible, seededRandom, type FuzzContext } from './badInputs';
import { SchemaView, type JsonSchema } from './jsonSchemaView';

/**
 * Schema-driven fuzz of every write route the app registers (engine and areas alike, read from Fastify itself, so a
 * new route is covered the day it is added): malformed, mistyped, oversized, deep, NUL-laden bodies, wrong content
 * types and bad path ids, sent as the owner so permissions hide nothing. No answer may be a 5xx, every 4xx carries
 * the error envelope, an input invalid by construction is never accepted, and no table changes (row count + md5 of
 * its rows, compared after each route: no table is excluded, a refused request must leave every one as it was).
 * FUZZ_SEED=<n> draws another sequence (the seed is printed with the results).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_115);
/** Schema-driven inputs per route (drawn among all that apply); FUZZ_SCHEMA_INPUTS=1000 sends every one (minutes). */
const SCHEMA_INPUTS_PER_ROUTE = Number(process.env.FUZZ_SCHEMA_INPUTS ?? 16);
/** No single bad input may take longer (generous: the machine may be busy, PGlite shares one thread). */
const SLOW_MS = 5_000;
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** ids of one company's rows in every table that has `id` and `company_id` (and the company itself). */
async function idsOfCompany(companyId: string): Promise<string[]> {
  const tables = rowsOf(await t.db.execute(sql`
    select c.table_schema as schema, c.table_name as name from information_schema.columns c
    join information_schema.columns i on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
    where c.column_name = 'company_id' and c.table_schema = 'public' order by 2`));
  const ids = [companyId];
  for (const { schema, name } of tables) {
    const found = rowsOf(await t.db.execute(sql.raw(`select id::text as id from "${String(schema)}"."${String(name)}" where company_id = '${companyId}' order by id limit 3`)));
    ids.push(...found.map((r) => String(r.id)));
  }
  return [...new Set(ids)];
}

/** One record per engine resource in the other company (best effort), so its ids exist in every table. */
async function seedOtherCompany(view: SchemaView): Promise<void> {
  const token = t.tokenFor('demoowner');
  for (const r of RESOURCES) {
    if (!r.endpoints.create) continue;
    const { method, path } = parseEndpoint(r.endpoints.create);
    const body = plausible(view, view.resolve({ $ref: `${r.schema}#` }));
    await t.call(method, `/api${path}`, { token, body });
  }
}

/**
 * The database once an accepted request's background work is over: a queued job (202) goes on changing `jobs` after
 * the answer, so wait for no job pending or running, and for two fingerprints in a row to agree.
 */
async function settledFingerprint(tables: string[]): Promise<DbFingerprint> {
  const deadline = Date.now() + 15_000;
  let last = await dbFingerprint(t.db, tables);
  while (Date.now() < deadline) {
    const [busy] = rowsOf(await t.db.execute(sql`select count(*)::int as n from jobs where status in ('pending', 'running')`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await dbFingerprint(t.db, tables);
    if (Number(busy.n) === 0 && fingerprintDiff(last, now).length === 0) return now;
    last = now;
  }
  throw new Error('background work did not settle within 15 s');
}

function writeRoutes(catalog: RouteEntry[]): RouteEntry[] {
  return catalog.filter((r) => WRITE_METHODS.has(r.method) && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
}

/** `{ statusCode, code, message, errors? }` with the status of the answer. */
function envelopeProblem(status: number, raw: string): string | undefined {
  let body: { statusCode?: unknown; code?: unknown; message?: unknown; errors?: unknown };
  try {
    body = JSON.parse(raw) as typeof body;
  } catch {
    return 'not JSON';
  }
  if (body.statusCode !== status) return `statusCode ${String(body.statusCode)}`;
  if (typeof body.code !== 'string' || !body.code) return 'no code';
  if (typeof body.message !== 'string' || !body.message) return 'no message';
  if (body.errors !== undefined) {
    const ok = Array.isArray(body.errors) && body.errors.every((e: Row) => typeof e.field === 'string' && typeof e.code === 'string' && typeof e.message === 'string' && e.message);
    if (!ok) return 'malformed errors';
  }
  return undefined;
}

it('answers every generated bad input on every write route with a 4xx and stores nothing', async () => {
  const started = Date.now();
  const view = new SchemaView(t.app.getSchemas() as Record<string, unknown>);
  await seedOtherCompany(view);
  const routes = writeRoutes(t.app.routeCatalog);
  // the collection is Fastify's own: every engine write endpoint is in it
  for (const r of RESOURCES) {
    for (const spec of [r.endpoints.create, r.endpoints.update, r.endpoints.remove]) {
      if (!spec) continue;
      const { method, path } = parseEndpoint(spec);
      expect(routes.some((route) => route.method === method && route.url === `/api${path}`), `${method} ${path}`).toBe(true);
    }
  }

  const tokens = createTokenService(TEST_TOKEN_SECRET, 3600);
  const owner = t.fx.users.owner;
  const ownerToken = async () => {
    const [row] = rowsOf(await t.db.execute(sql`select token_version as tv from users where id = ${owner.id}`));
    return tokens.sign({ sub: owner.id, cid: owner.companyId, role: owner.role, tv: Number(row.tv) });
  };
  let token = await ownerToken();
  const ctx: FuzzContext = {
    random: seededRandom(SEED),
    view,
    ownIds: await idsOfCompany(t.fx.companyA.id),
    foreignIds: await idsOfCompany(t.fx.companyB.id),
    bodyLimit: t.config.bodyLimitBytes,
    maxSchemaInputs: SCHEMA_INPUTS_PER_ROUTE,
  };

  // rate-limit counters count requests, refused ones too: they are bookkeeping, not data the input stored
  const tables = (await userTables(t.db)).filter((table) => table !== 'public.throttle_counters');
  let baseline: DbFingerprint = await dbFingerprint(t.db, tables);
  const problems: string[] = [];
  const accepted: string[] = [];
  const statuses: Record<number, number> = {};
  let sent = 0;
  let slowest = { ms: 0, what: '' };
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    for (const input of badInputsFor(route, ctx)) {
      if (!input.mustRefuse) {
        // an input that may be accepted: whatever it changes is legitimate, so the earlier ones are checked first
        const diff = fingerprintDiff(baseline, await dbFingerprint(t.db, tables));
        if (diff.length) problems.push(`${name}: stored garbage before "${input.what}": ${diff.join('; ')}`);
      }
      const sentAt = performance.now();
      const res = await t.app.inject({ method: input.method as 'POST', url: input.url, headers: { ...input.headers, authorization: `Bearer ${token}` }, payload: input.payload });
      const took = performance.now() - sentAt;
      sent++;
      if (took > slowest.ms) slowest = { ms: took, what: `${name} [${input.what}]` };
      // a bad input answered in seconds is a denial of service waiting for a loop (a day-by-day range to year 9999)
      if (took > SLOW_MS) problems.push(`${name} [${input.what}] took ${Math.round(took)} ms`);
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      const where = `${name} [${input.what}] → ${res.statusCode}`;
      if (res.statusCode >= 500) problems.push(`${where}: ${res.body.slice(0, 300)}`);
      else if (res.statusCode >= 400) {
        const bad = envelopeProblem(res.statusCode, res.body);
        if (bad) problems.push(`${where}: error envelope ${bad}: ${res.body.slice(0, 200)}`);
      } else if (input.mustRefuse) problems.push(`${where}: invalid input accepted: ${res.body.slice(0, 200)}`);
      if (res.statusCode < 400) {
        accepted.push(where);
        baseline = await settledFingerprint(tables);
        token = await ownerToken();
      }
    }
    const after = await dbFingerprint(t.db, tables);
    const diff = fingerprintDiff(baseline, after);
    if (diff.length) problems.push(`${name}: stored garbage: ${diff.join('; ')}`);
    baseline = after; // one route's garbage is reported once, not blamed on the next
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`bad-input fuzz (seed ${SEED}): ${sent} requests on ${routes.length} write routes (${ctx.foreignIds.length} ids of another company) in ${seconds} s (slowest ${Math.round(slowest.ms)} ms: ${slowest.what}); statuses ${JSON.stringify(statuses)}; accepted (hostile but valid): ${accepted.length ? accepted.join(', ') : 'none'}`);
  expect(problems, `seed ${SEED}`).toEqual([]);
  expect(sent).toBeGreaterThanOrEqual(1000);
}, 180_000);

/** The generator itself: deterministic for a seed, and it reads the engine's $ref'd schemas. */
it('generates the same requests for the same seed, schema-driven for engine bodies', () => {
  const view = new SchemaView(t.app.getSchemas() as Record<string, unknown>);
  const route = t.app.routeCatalog.find((r) => r.method === 'POST' && r.url === '/api/companies/specialDays')!;
  const make = () => badInputsFor(route, { random: seededRandom(7), view, ownIds: ['a'], foreignIds: ['b'], bodyLimit: 1024, maxSchemaInputs: 1000 });
  const first = make();
  expect(first.map((r) => r.what)).toEqual(make().map((r) => r.what));
  const whats = first.map((r) => r.what);
  expect(whats).toEqual(expect.arrayContaining(['missing required name', 'unknown property', 'over maxLength name', 'bad date dateFrom', 'outside enum category']));
  expect(view.resolve((route.schema?.body as JsonSchema))?.properties).toHaveProperty('dateTo');
});
