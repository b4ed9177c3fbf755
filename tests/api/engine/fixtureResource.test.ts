import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

/**
 * A resource the product has never seen — tests/fixtures/engine/cost-centres: one JSON Schema and one JSON
 * declaration with its labels, nothing else — served whole by the engine once its folder is named in RESOURCE_DIRS:
 * its table is derived and created at start, and every generic behaviour follows from the declaration.
 */
const FOLDER = path.resolve(import.meta.dirname, '../../fixtures/engine/cost-centres');

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ resourceDirs: [FOLDER] });
  owner = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown> & { id: string };
const list = async (body: Record<string, unknown>, token = owner) => dataOf<{ costCentres: Row[]; count: number }>(await t.call('POST', '/api/costcentres/getFiltered', { token, body }));
const create = async (body: Record<string, unknown>, token = owner) => t.call('POST', '/api/costcentres', { token, body });

describe('a resource from a fixture folder', () => {
  it('gets a typed table with company_id, the indexes its declaration needs and the list-cache trigger', async () => {
    const columns = (await t.db.execute(sql`select column_name, data_type, is_nullable from information_schema.columns where table_name = 'cost_centres' order by column_name`)) as unknown as { rows: { column_name: string; data_type: string; is_nullable: string }[] };
    const byName = Object.fromEntries(columns.rows.map((c) => [c.column_name, `${c.data_type}${c.is_nullable === 'NO' ? ' not null' : ''}`]));
    expect(byName).toMatchObject({
      id: 'uuid not null', company_id: 'uuid not null', name: 'text not null', code: 'text not null', active: 'boolean not null',
      budget: 'double precision', valid_from: 'date', kind: 'text not null', branch: 'uuid', extra: 'jsonb not null',
    });
    const indexes = (await t.db.execute(sql`select indexdef from pg_indexes where tablename = 'cost_centres'`)) as unknown as { rows: { indexdef: string }[] };
    const defs = indexes.rows.map((r) => r.indexdef).join('\n');
    expect(defs).toMatch(/UNIQUE INDEX .* \(company_id, lower\(code\)\)/);
    expect(defs).toMatch(/gin \(name gin_trgm_ops\)/);
    expect(defs).toMatch(/btree \(company_id, branch\)/);
    const triggers = (await t.db.execute(sql`select tgname from pg_trigger where tgname = 'cost_centres_data_version'`)) as unknown as { rows: unknown[] };
    expect(triggers.rows).toHaveLength(1);
  });

  it('creates, shows, edits, lists with filters, sort and search, and deletes; every write audited', async () => {
    const a = dataOf<Row>(await create({ name: 'Logistics North', code: 'CC-001', budget: 12000.5, validFrom: '2026-01-01', branch: t.fx.units.north }), 201);
    expect(a).toMatchObject({ name: 'Logistics North', code: 'CC-001', active: true, kind: 'operations', budget: 12000.5, validFrom: '2026-01-01' });
    // the list shows the write at once (the derived table's trigger moves the company's data version)
    expect((await list({})).count).toBe(1);
    dataOf(await create({ name: 'Support South', code: 'CC-002', kind: 'support', budget: 500, validFrom: '2026-06-01', branch: t.fx.units.sevilla }), 201);
    dataOf(await create({ name: 'Sales', code: 'CC-003', active: false }), 201);

    expect((await list({ filters: { kind: { in: ['support'] } } })).costCentres.map((r) => r.code)).toEqual(['CC-002']);
    expect((await list({ filters: { active: false } })).costCentres.map((r) => r.code)).toEqual(['CC-003']);
    expect((await list({ filters: { validFrom: { between: ['2026-05-01', '2026-12-31'] } } })).costCentres.map((r) => r.code)).toEqual(['CC-002']);
    expect((await list({ q: 'north' })).costCentres.map((r) => r.code)).toEqual(['CC-001']);
    expect((await list({ sort: [{ field: 'budget', order: 'desc' }] })).costCentres.map((r) => r.code).slice(0, 2)).toEqual(['CC-001', 'CC-002']);
    expect((await list({ sort: [{ field: 'name', order: 'asc' }] })).costCentres.map((r) => r.name)).toEqual(['Logistics North', 'Sales', 'Support South']);
    expectError(await t.call('POST', '/api/costcentres/getFiltered', { token: owner, body: { filters: { nope: 1 } } }), 400, 'VALIDATION_ERROR');

    expect(dataOf<Row>(await t.call('GET', `/api/costcentres/${a.id}`, { token: owner }))).toMatchObject({ id: a.id, code: 'CC-001' });
    const edited = dataOf<Row>(await t.call('PATCH', `/api/costcentres/${a.id}`, { token: owner, body: { budget: null, name: 'Logistics' } }));
    expect(edited).toMatchObject({ name: 'Logistics', budget: null, code: 'CC-001' });
    expect((await list({ q: 'logistics' })).costCentres[0].name).toBe('Logistics');

    dataOf(await t.call('DELETE', `/api/costcentres/${a.id}`, { token: owner }));
    expectError(await t.call('GET', `/api/costcentres/${a.id}`, { token: owner }), 404, 'NOT_FOUND');
    const audit = (await t.db.execute(sql`select action from audit_log where entity = 'costcentres' and entity_id = ${a.id} order by id`)) as unknown as { rows: { action: string }[] };
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('validates with the schema and answers the declared uniqueness code, localized by the declaration', async () => {
    expectError(await create({ name: 'Bad', code: 'X-1' }), 400, 'VALIDATION_ERROR', 'code');
    expectError(await create({ code: 'CC-010' }), 400, 'VALIDATION_ERROR', 'name');
    const clash = await t.call('POST', '/api/costcentres', { token: owner, body: { name: 'Twin', code: 'cc-002'.toUpperCase() }, locale: 'es-ES' });
    expectError(clash, 409, 'COST_CENTRE_CODE_IN_USE', 'code');
    expect(clash.body.message).toBe('Ya existe un centro de coste con ese código');
  });

  it('checks permissions by the declared module key and keeps companies and units apart', async () => {
    expectError(await create({ name: 'Nope', code: 'CC-020' }, t.tokenFor('viewer')), 403, 'FORBIDDEN');
    expect((await list({}, t.tokenFor('viewer'))).count).toBeGreaterThan(0);
    // another company sees none of them, and cannot read one by id
    const other = t.tokenFor('demoowner');
    expect((await list({}, other)).count).toBe(0);
    const [mine] = (await list({ filters: { kind: { in: ['support'] } } })).costCentres;
    expectError(await t.call('GET', `/api/costcentres/${mine.id}`, { token: other }), 404, 'NOT_FOUND');
    // unitScope "branch": the administrator of the north region sees only cost centres of their units
    const admin = t.tokenFor('admin');
    dataOf(await create({ name: 'Bilbao stores', code: 'CC-030', branch: t.fx.units.bilbao }), 201);
    expect((await list({}, admin)).costCentres.map((r) => r.code).sort()).toEqual(['CC-030']);
    expectError(await create({ name: 'Seville', code: 'CC-031', branch: t.fx.units.sevilla }, admin), 403, 'FORBIDDEN');
    // a reference (x-ref branchoffices) must be a unit of the caller's company
    expectError(await create({ name: 'Foreign', code: 'CC-032', branch: t.fx.units.bHq }), 400, 'REF_NOT_FOUND', 'branch');
  });

  it('is in the OpenAPI document and in the resource declarations the browser reads', async () => {
    const doc = JSON.parse((await t.call('GET', '/api/docs/json')).raw) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/costcentres/getFiltered', '/api/costcentres', '/api/costcentres/{id}']));
    const declared = dataOf<{ resources: { name: string; labels?: Record<string, { title: string }> }[] }>(await t.call('GET', '/api/resources', { token: owner }));
    const mine = declared.resources.find((r) => r.name === 'costcentres');
    expect(mine?.labels?.['pt-BR'].title).toBe('Centros de custo');
    expect(declared.resources.map((r) => r.name)).toEqual(expect.arrayContaining(['users', 'branchoffices', 'specialdays']));
  });
});
