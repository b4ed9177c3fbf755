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
