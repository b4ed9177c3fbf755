import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources';
import { parseEndpoint, type ResourceDef } from '../../src/shared/resource';
import { createTestApp, type ApiResponse, type TestApp } from '../helpers/testApp';

/**
 * Every write route of every resource, fed schema-invalid input, answers 4xx with a code, never 5xx; every list
 * accepts each of its declared sorters and filters, and refuses nonsense with 400.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

type Prop = { type?: string | string[]; format?: string; enum?: unknown[]; maxLength?: number; readOnly?: boolean; items?: Prop; default?: unknown };
const schemaOf = (r: ResourceDef) =>
  JSON.parse(readFileSync(new URL(`../../schemas/${r.schema}.schema.json`, import.meta.url), 'utf8')) as { required?: string[]; properties: Record<string, Prop> };
const typesOf = (p: Prop) => (Array.isArray(p.type) ? p.type : [p.type ?? 'string']).filter((x) => x !== 'null');
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** A value of the wrong JSON type for the property. */
function wrongType(p: Prop): unknown {
  const [type] = typesOf(p);
  if (type === 'string') return 12345;
  if (type === 'array') return 'not-an-array';
  if (type === 'object') return 1;
  return 'not-a-number-or-boolean';
}

/** A value of the right type for filters (uuid, date, enum…). */
function sampleScalar(p: Prop): unknown {
  const target = typesOf(p)[0] === 'array' && p.items ? p.items : p;
  const [type] = typesOf(target);
  if (target.enum) return target.enum[0];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (target.format === 'uuid') return MISSING_ID;
  if (target.format === 'date') return '2026-01-01';
  if (target.format === 'date-time') return '2026-01-01T00:00:00Z';
  return 'a';
}

function expectClientError(res: ApiResponse, what: string) {
  expect(res.status, `${what}: ${res.raw}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what}: ${res.raw}`).toBeLessThan(500);
  expect(typeof res.body.code, `${what}: ${res.raw}`).toBe('string');
  expect(res.body.message, what).toBeTruthy();
}

const json = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });

describe.each(RESOURCES.map((r) => [r.name, r] as const))('%s', (_name, resource) => {
  const schema = schemaOf(resource);
  const writable = Object.entries(schema.properties).filter(([, p]) => !p.readOnly);
  const writes = (['create', 'update', 'remove'] as const)
    .filter((k) => resource.endpoints[k])
    .map((k) => ({ kind: k, ...parseEndpoint(resource.endpoints[k]!) }));

  it.each(writes.map((w) => [w.kind, w] as const))('%s refuses bad input with 4xx and a code', async (kind, w) => {
    const url = (id: string) => `/api${w.path.replace(':id', id)}`;
    const send = (opts: Parameters<TestApp['call']>[2], id = MISSING_ID) => t.call(w.method, url(id), { token, ...opts });

    expectClientError(await send(json('{"name": ')), `${kind} malformed JSON`);
    expectClientError(await send(json('[1,2]')), `${kind} array body`);
    expectClientError(await send(json('"text"')), `${kind} string body`);
    expectClientError(await send({ payload: 'name=x', headers: { 'content-type': 'text/plain' } }), `${kind} text/plain`);
    expectClientError(await send({ payload: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), `${kind} form-urlencoded`);
    expectClientError(await send({ body: { unknownField: 1 } }), `${kind} unknown field`);
    if (w.path.includes(':id')) {
      expectClientError(await send({ body: {} }, 'not-a-uuid'), `${kind} bad uuid`);
      expectClientError(await send({ body: {} }, '1%27%20OR%201%3D1'), `${kind} injection-looking id`);
    }
    if (kind === 'remove') return;
    if (kind === 'create' && schema.required?.length) {
      const res = await send({ body: {} });
      expectClientError(res, 'create without required');
      // a required property with a default is filled in, as the form would show it
      const needed = schema.required.filter((f) => schema.properties[f].default === undefined);
      expect(res.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(needed));
    }
    for (const [prop, p] of writable) {
      const res = await send({ body: { [prop]: wrongType(p) } });
      expectClientError(res, `${kind} ${prop} wrong type`);
      expect(res.body.errors?.map((e) => e.field), res.raw).toContain(prop);
      if (p.maxLength) expectClientError(await send({ body: { [prop]: 'x'.repeat(p.maxLength + 1) } }), `${kind} ${prop} too long`);
      if (p.format === 'uuid') expectClientError(await send({ body: { [prop]: 'nope' } }), `${kind} ${prop} bad uuid`);
      if (p.format === 'date') expectClientError(await send({ body: { [prop]: '2026-13-45' } }), `${kind} ${prop} bad date`);
    }
  });

  if (resource.endpoints.list) {
    const { method, path } = parseEndpoint(resource.endpoints.list);
    const list = (q: { skip?: number; limit?: number; sort?: { field: string; order: 'asc' | 'desc' }[]; q?: string; filters?: Record<string, unknown> } | Record<string, unknown>) =>
      method === 'GET'
        ? t.call('GET', `/api${path}`, {
          token,
          query: Object.fromEntries(Object.entries(q).map(([k, v]) => [k, k === 'filters' ? JSON.stringify(v) : k === 'sort' ? (v as { field: string; order: string }[]).map((s) => `${s.field}:${s.order}`).join(',') : String(v)])),
        })
        : t.call('POST', `/api${path}`, { token, body: q });

    it('list accepts every declared sorter, filter and the search', async () => {
      for (const field of resource.list.sorters ?? []) {
        for (const order of ['asc', 'desc'] as const) {
          const res = await list({ sort: [{ field, order }] });
          expect(res.status, `sort ${field} ${order}: ${res.raw}`).toBe(200);
        }
      }
      for (const [field, op] of Object.entries(resource.list.filters ?? {})) {
        const p = schema.properties[field];
        const v = sampleScalar(p);
        const value = op === 'in' ? [v] : op === 'between' ? [v, v] : op === 'contains' ? 'a' : op === 'null' ? true : op === 'eq' ? v : { [op]: v };
        const res = await list({ filters: { [field]: op === 'eq' ? value : { [op]: value } } });
        expect(res.status, `filter ${field} ${op}: ${res.raw}`).toBe(200);
        for (const other of ['eq', 'ne', 'in', 'gte', 'lte', 'between', 'null', 'contains']) {
          const arg = other === 'in' || other === 'between' ? [v, v] : other === 'null' ? false : other === 'contains' ? 'a' : v;
          const r = await list({ filters: { [field]: { [other]: arg } } });
          expect(r.status, `filter ${field} ${other}: ${r.raw}`).toBeLessThan(500);
        }
      }
      expect((await list({ q: "%_\\' or 1=1 --" })).status).toBe(200);
      const data = (await list({ limit: 1 })).body.data as Record<string, unknown>;
      expect(data).toHaveProperty(resource.collection);
      expect(typeof data.count).toBe('number');
    });

    it('list refuses nonsense with 400', async () => {
      const firstFilter = Object.keys(resource.list.filters ?? {})[0] ?? 'id';
      for (const [what, q] of [
        ['negative skip', { skip: -1 }],
        ['zero limit', { limit: 0 }],
        ['huge limit', { limit: 100_000 }],
        ['unknown sorter', { sort: [{ field: 'passwordHash', order: 'asc' }] }],
        ['unknown filter', { filters: { passwordHash: 'x' } }],
        ['unknown operator', { filters: { [firstFilter]: { like: 'x' } } }],
        ['in without array', { filters: { [firstFilter]: { in: 'x' } } }],
        ['between with one value', { filters: { [firstFilter]: { between: ['a'] } } }],
        ['id not a uuid', { filters: { id: 'x' } }],
        ['object in eq', { filters: { id: { eq: { nested: true } } } }],
      ] as const) {
        expectClientError(await list(q as Record<string, unknown>), `list ${what}`);
      }
      if (method === 'GET') {
        expectClientError(await t.call('GET', `/api${path}`, { token, query: { filters: '{broken' } }), 'list filters not JSON');
        expectClientError(await t.call('GET', `/api${path}`, { token, query: { sort: 'name:sideways' } }), 'list bad sort text');
        expectClientError(await t.call('GET', `/api${path}`, { token, query: { other: '1' } }), 'list unknown query parameter');
      } else {
        expectClientError(await t.call('POST', `/api${path}`, { token, ...json('{oops') }), 'list malformed JSON');
        expectClientError(await t.call('POST', `/api${path}`, { token, body: { unknown: 1 } }), 'list unknown property');
      }
    });
  }
});

it('a body over the size limit is 413 PAYLOAD_TOO_LARGE, and an unknown /api path is 404 NOT_FOUND', async () => {
  const big = await t.call('POST', '/api/companies/specialDays', { token, ...json(JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) })) });
  expect(big.status).toBe(413);
  expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
  const unknown = await t.call('GET', '/api/does/not/exist', { token });
  expect(unknown.status).toBe(404);
  expect(unknown.body.code).toBe('NOT_FOUND');
  const badUrl = await t.call('GET', '/api/branchoffices/%E0%A4%A', { token });
  expect(badUrl.status).toBeGreaterThanOrEqual(400);
  expect(badUrl.status).toBeLessThan(500);
});
