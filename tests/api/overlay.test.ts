import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchOffices } from '../../src/server/db/schema';
import { dataOf, expectError } from '../helpers/expectations';
import { createTestApp, type TestApp } from '../helpers/testApp';

/** Company B has slug `demo`: schemas/overlays/demo/branch-office.schema.json adds `costCenter`. */
let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = t.tokenFor('demoowner');
});
afterAll(async () => {
  await t?.close();
});

describe('company custom fields (overlay schema)', () => {
  it('the demo company sees costCenter in its effective schema; others do not', async () => {
    const theirs = dataOf<{ properties: Record<string, unknown> }>(await t.call('GET', '/api/schemas/branch-office', { token: demo }));
    expect(theirs.properties.costCenter).toMatchObject({ type: 'string', pattern: '^CC-[0-9]{4}$' });
    const ours = dataOf<{ properties: Record<string, unknown> }>(await t.call('GET', '/api/schemas/branch-office', { token: t.tokenFor('owner') }));
    expect(ours.properties).not.toHaveProperty('costCenter');
    expect(ours.properties).toHaveProperty('name');
    expectError(await t.call('GET', '/api/schemas/no-such-schema', { token: demo }), 404, 'NOT_FOUND');
  });

  it('stores costCenter in extra and returns it flattened into the record', async () => {
    const unit = dataOf<{ id: string; costCenter: string; name: string }>(await t.call('POST', '/api/branchoffices', { token: demo, body: { name: 'Porto', parentOrganization: t.fx.units.bHq, costCenter: 'CC-0042' } }), 201);
    expect(unit.costCenter).toBe('CC-0042');
    const [row] = await t.db.select().from(branchOffices).where(eq(branchOffices.id, unit.id));
    expect(row.extra).toEqual({ costCenter: 'CC-0042' });
    expect(dataOf<{ costCenter: string }>(await t.call('GET', `/api/branchoffices/${unit.id}`, { token: demo })).costCenter).toBe('CC-0042');
    const updated = dataOf<{ costCenter: string; city: string }>(await t.call('PATCH', `/api/branchoffices/${unit.id}`, { token: demo, body: { city: 'Porto' } }));
    expect(updated).toMatchObject({ costCenter: 'CC-0042', city: 'Porto' });
    expect(dataOf<{ costCenter: string }>(await t.call('PATCH', `/api/branchoffices/${unit.id}`, { token: demo, body: { costCenter: 'CC-0043' } })).costCenter).toBe('CC-0043');
  });

  it('filters lists by costCenter', async () => {
    dataOf(await t.call('POST', '/api/branchoffices', { token: demo, body: { name: 'Braga', parentOrganization: t.fx.units.bHq, costCenter: 'CC-0100' } }), 201);
    const eqList = dataOf<{ branchoffices: { name: string }[] }>(await t.call('POST', '/api/branchoffices/getFiltered', { token: demo, body: { filters: { costCenter: 'CC-0100' } } }));
    expect(eqList.branchoffices.map((b) => b.name)).toEqual(['Braga']);
    const contains = dataOf<{ count: number }>(await t.call('POST', '/api/branchoffices/getFiltered', { token: demo, body: { filters: { costCenter: { contains: 'cc-0' } } } }));
    expect(contains.count).toBe(2);
    const none = dataOf<{ count: number }>(await t.call('POST', '/api/branchoffices/getFiltered', { token: demo, body: { filters: { costCenter: { null: true } } } }));
    expect(none.count).toBe(2); // Demo HQ and Demo Shop
  });

  it('refuses an invalid value on the costCenter field', async () => {
    const res = await t.call('POST', '/api/branchoffices', { token: demo, body: { name: 'Faro', parentOrganization: t.fx.units.bHq, costCenter: 'XX' } });
    expectError(res, 400, 'VALIDATION_ERROR', 'costCenter');
    expect(res.body.errors?.find((e) => e.field === 'costCenter')?.code).toBe('pattern');
  });

  it('a company without the overlay gets 400 unknown field for costCenter', async () => {
    const res = await t.call('POST', '/api/branchoffices', { token: t.tokenFor('owner'), body: { name: 'Lugo', parentOrganization: t.fx.units.hq, costCenter: 'CC-0001' } });
    expectError(res, 400, 'VALIDATION_ERROR', 'costCenter');
    expect(res.body.errors?.find((e) => e.field === 'costCenter')?.code).toBe('additionalProperties');
    expectError(await t.call('POST', '/api/branchoffices/getFiltered', { token: t.tokenFor('owner'), body: { filters: { costCenter: 'CC-0001' } } }), 400, 'VALIDATION_ERROR', 'filters.costCenter');
  });
});

describe('company custom fields end to end', () => {
  type Schema = { properties: Record<string, Record<string, unknown>> };
  it('marks every overlay field x-overlay and serves its labels in the three locales', async () => {
    const schema = dataOf<Schema>(await t.call('GET', '/api/schemas/user', { token: demo }));
    expect(schema.properties.uniformSize).toMatchObject({
      'x-overlay': true,
      title: 'Talla de uniforme',
      'x-labels': { 'en-US': { title: 'Uniform size', enum: { XS: 'XS (extra small)' } }, 'pt-BR': { title: 'Tamanho do uniforme' } },
    });
    expect(schema.properties.firstName['x-overlay']).toBeUndefined();
  });

  it('answers unset custom fields as null in one, list, create and update', async () => {
    const created = dataOf<Record<string, unknown>>(await t.call('POST', '/api/branchoffices', { token: demo, body: { name: 'Coimbra', parentOrganization: t.fx.units.bHq } }), 201);
    expect(created).toHaveProperty('costCenter', null);
    expect(dataOf(await t.call('GET', `/api/branchoffices/${String(created.id)}`, { token: demo }))).toHaveProperty('costCenter', null);
    expect(dataOf(await t.call('PATCH', `/api/branchoffices/${String(created.id)}`, { token: demo, body: { city: 'Coimbra' } }))).toHaveProperty('costCenter', null);
    const list = dataOf<{ branchoffices: Record<string, unknown>[] }>(await t.call('POST', '/api/branchoffices/getFiltered', { token: demo, body: { filters: { name: 'Coimbra' } } }));
    expect(list.branchoffices[0]).toHaveProperty('costCenter', null);
    // another company has no such field: not even as null
    const theirs = dataOf<{ branchoffices: Record<string, unknown>[] }>(await t.call('POST', '/api/branchoffices/getFiltered', { token: t.tokenFor('owner'), body: {} }));
    expect(theirs.branchoffices[0]).not.toHaveProperty('costCenter');
  });

  it('sorts by a custom field without a declaration, for the company that has it only', async () => {
    for (const [name, costCenter] of [['Sort B', 'CC-0902'], ['Sort A', 'CC-0901'], ['Sort C', 'CC-0903']]) {
      dataOf(await t.call('POST', '/api/branchoffices', { token: demo, body: { name, parentOrganization: t.fx.units.bHq, costCenter } }), 201);
    }
    const names = async (order: 'asc' | 'desc') =>
      dataOf<{ branchoffices: { name: string }[] }>(await t.call('POST', '/api/branchoffices/getFiltered', {
        token: demo, body: { filters: { costCenter: { gte: 'CC-0901' } }, sort: [{ field: 'costCenter', order }] },
      })).branchoffices.map((b) => b.name);
    expect(await names('asc')).toEqual(['Sort A', 'Sort B', 'Sort C']);
    expect(await names('desc')).toEqual(['Sort C', 'Sort B', 'Sort A']);
    expectError(await t.call('POST', '/api/branchoffices/getFiltered', { token: t.tokenFor('owner'), body: { sort: [{ field: 'costCenter' }] } }), 400, 'VALIDATION_ERROR', 'sort.costCenter');
  });

  it("lists the custom fields in the company's OpenAPI document, not in the others'", async () => {
    type Doc = { components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>>; additionalProperties?: boolean }> } };
    const mine = (await t.call<Doc>('GET', '/api/openapi.json', { token: demo })).body;
    expect(mine.components.schemas['branch-office'].properties.costCenter).toMatchObject({ type: 'string', pattern: '^CC-[0-9]{4}$', 'x-overlay': true });
    expect(mine.components.schemas.user.properties).toHaveProperty('uniformSize');
    const withToken = (await t.call<Doc>('GET', '/api/docs/json', { token: demo })).body;
    expect(withToken.components.schemas['branch-office'].properties).toHaveProperty('costCenter');
    const theirs = (await t.call<Doc>('GET', '/api/openapi.json', { token: t.tokenFor('owner') })).body;
    expect(theirs.components.schemas['branch-office'].properties).not.toHaveProperty('costCenter');
    const anonymous = await t.call<Doc>('GET', '/api/docs/json');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.components.schemas['branch-office'].properties).not.toHaveProperty('costCenter');
    expect((await t.call('GET', '/api/docs/json', { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await t.call('GET', '/api/openapi.json')).status).toBe(401);
  });
});
