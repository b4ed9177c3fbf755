import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataVersions, users } from '../../../src/server/db/schema';
import { productCatalog } from '../../../src/server/engine/storage';

/** every resource of the product, TypeScript and JSON declarations alike */
const RESOURCES = productCatalog().resources;
import { parseEndpoint, type EndpointSpec, type ResourceDef } from '../../../src/shared/resource';
import { dataOf } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

/**
 * List pages are built by the database as JSON (src/server/engine/listPage.ts) and kept while the company's data
 * version stands (listCache.ts): a list shows exactly what the record's own endpoint shows, and every committed
 * write — through the API or straight into the database, as another server process would — shows in the next list.
 */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown> & { id: string };

/** Page 1 of a resource's list, as the owner (or `token`) sees it. */
async function listOf(r: ResourceDef, body: Record<string, unknown> = {}, token = owner): Promise<{ rows: Row[]; count: number }> {
  const { method, path } = parseEndpoint(r.endpoints.list as EndpointSpec);
  const res = method === 'GET'
    ? await t.call('GET', `/api${path}`, { token, query: body.filters ? { filters: JSON.stringify(body.filters) } : {} })
    : await t.call('POST', `/api${path}`, { token, body });
  const data = dataOf<Record<string, unknown>>(res);
  return { rows: data[r.collection] as Row[], count: data.count as number };
}

const resource = (name: string) => RESOURCES.find((r) => r.name === name) as ResourceDef;

/**
 * One record of each kind the fixture lacks: the first of its schema's `examples` (a resource added later needs no
 * edit here, only an example record in its schema).
 */
async function createOneOfEach(): Promise<void> {
  for (const r of RESOURCES.filter((x) => x.endpoints.create && x.endpoints.list)) {
    if ((await listOf(r)).count > 0) continue;
    const schema = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../schemas/${r.schema}.schema.json`), 'utf8')) as { examples?: Record<string, unknown>[]; properties?: Record<string, { 'x-ref'?: string }> };
    expect(schema.examples?.[0], `${r.name}: add an example record to schemas/${r.schema}.schema.json ("examples")`).toBeDefined();
    const example = { ...schema.examples?.[0] };
    // an example's reference names no record of this database: use the first of the referenced resource
    for (const [field, prop] of Object.entries(schema.properties ?? {})) {
      if (typeof example[field] === 'string' && prop['x-ref']) example[field] = (await listOf(resource(prop['x-ref']))).rows[0]?.id;
      const items = (prop as { items?: { 'x-ref'?: string; properties?: Record<string, { 'x-ref'?: string }> } }).items;
      if (Array.isArray(example[field]) && items?.['x-ref']) example[field] = [(await listOf(resource(items['x-ref']))).rows[0]?.id];
      // rows of an array of objects (an accident's people): their references too
      if (Array.isArray(example[field]) && items?.properties) {
        const rows: Record<string, unknown>[] = [];
        for (const item of example[field] as Record<string, unknown>[]) {
          const copy = { ...item };
          for (const [sub, subProp] of Object.entries(items.properties)) {
            if (typeof copy[sub] === 'string' && subProp['x-ref']) copy[sub] = (await listOf(resource(subProp['x-ref']))).rows[0]?.id;
          }
          rows.push(copy);
        }
        example[field] = rows;
      }
    }
    const { method, path: url } = parseEndpoint(r.endpoints.create as EndpointSpec);
    dataOf(await t.call(method, `/api${url}`, { token: owner, body: example }), 201);
  }
}

describe('list records', () => {
  it('equal what each record\'s own endpoint answers, for every resource', async () => {
    await createOneOfEach();
    for (const r of RESOURCES.filter((x) => x.endpoints.list && x.endpoints.one)) {
      const { rows, count } = await listOf(r);
      expect(rows.length, r.name).toBeGreaterThan(0);
      expect(count, r.name).toBeGreaterThanOrEqual(rows.length);
      const { path } = parseEndpoint(r.endpoints.one as EndpointSpec);
      for (const row of rows.slice(0, 3)) {
        const one = dataOf<Row>(await t.call('GET', `/api${path.replace(':id', row.id)}`, { token: owner }));
        expect(row, `${r.name} ${row.id}`).toEqual(one);
      }
    }
  });

  it('carry a company\'s custom fields and keep sorting and paging', async () => {
    const demo = t.tokenFor('demoowner');
    dataOf(await t.call('POST', '/api/branchoffices', { token: demo, body: { name: 'Porto', parentOrganization: t.fx.units.bHq, costCenter: 'CC-0042' } }), 201);
    const { rows } = await listOf(resource('branchoffices'), { filters: { costCenter: 'CC-0042' } }, demo);
    expect(rows.map((r) => [r.name, r.costCenter])).toEqual([['Porto', 'CC-0042']]);
    const page2 = await listOf(resource('branchoffices'), { skip: 2, limit: 2, sort: [{ field: 'name', order: 'desc' }] });
    expect(page2.rows.map((r) => r.name)).toEqual(['Santander Store', 'North Region']);
    expect(page2.count).toBe(6);
    const pastTheEnd = await listOf(resource('branchoffices'), { skip: 50, filters: { name: { contains: 'store' } } });
    expect(pastTheEnd).toEqual({ rows: [], count: 3 });
  });
});

describe('a list read again', () => {
  const branches = () => resource('branchoffices');

  it('shows a change saved through the API at once', async () => {
    const before = await listOf(branches(), { filters: { name: { contains: 'bilbao' } } });
    expect(before.rows.map((r) => r.city)).toEqual(['Bilbao']);
    dataOf(await t.call('PATCH', `/api/branchoffices/${t.fx.units.bilbao}`, { token: owner, body: { city: 'Bilbo' } }));
    const after = await listOf(branches(), { filters: { name: { contains: 'bilbao' } } });
    expect(after.rows.map((r) => r.city)).toEqual(['Bilbo']);
  });

  it('shows a change committed straight to the database (another server process) at once', async () => {
    const query = { filters: { lastName: { contains: 'arriaga' } } };
    expect((await listOf(resource('users'), query)).rows.map((r) => r.firstName)).toEqual(['Ana']);
    const [{ version: before }] = await t.db.select().from(dataVersions).where(eq(dataVersions.companyId, t.fx.companyA.id));
    await t.db.update(users).set({ firstName: 'Anabel' }).where(eq(users.id, t.fx.users.ana.id));
    const [{ version: after }] = await t.db.select().from(dataVersions).where(eq(dataVersions.companyId, t.fx.companyA.id));
    expect(after).toBeGreaterThan(before);
    expect((await listOf(resource('users'), query)).rows.map((r) => r.firstName)).toEqual(['Anabel']);
  });

  it('is never shared between callers who see different units', async () => {
    const query = { filters: { name: { contains: 'store' } } };
    const admin = (await listOf(branches(), query, t.tokenFor('admin'))).rows.map((r) => r.name);
    const manager = (await listOf(branches(), query, t.tokenFor('manager'))).rows.map((r) => r.name);
    expect(admin).toEqual(['Bilbao Store', 'Santander Store']);
    expect(manager).toEqual(['Sevilla Store']);
    expect((await listOf(branches(), query, t.tokenFor('admin'))).rows.map((r) => r.name)).toEqual(admin);
  });

  it('a write in one transaction moves the version once; a rolled-back write does not move it', async () => {
    const read = async () => (await t.db.select().from(dataVersions).where(eq(dataVersions.companyId, t.fx.companyA.id)))[0].version;
    const start = await read();
    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ phone: '+34 600 000 001' }).where(eq(users.companyId, t.fx.companyA.id));
      await tx.execute(sql`update branch_offices set city = city where company_id = ${t.fx.companyA.id}`);
    });
    expect(await read()).toBe(start + 1);
    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ phone: '+34 600 000 002' }).where(eq(users.companyId, t.fx.companyA.id));
      tx.rollback();
    }).catch(() => undefined);
    expect(await read()).toBe(start + 1);
  });
});

it('every list resource\'s table moves the data version (a trigger each)', async () => {
  const rows = (await t.db.execute(sql`select c.relname as "table" from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname = c.relname || '_data_version'`)) as unknown as { rows: { table: string }[] };
  const withTrigger = rows.rows.map((r) => r.table).sort();
  expect(withTrigger).toEqual([...productCatalog().tables.values()].map((t) => getTableName(t.table)).sort());
});
