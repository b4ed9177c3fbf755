import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, review, type Dayoff } from './dayoffHelpers';

let t: TestApp;
let sick: string;
let anaReq: Dayoff;
let luisReq: Dayoff;
beforeAll(async () => {
  t = await createTestApp();
  sick = await createReason(t, { title: 'Sick leave' });
  anaReq = dataOf<Dayoff>(await createDayoff(t, 'admin', { userId: t.fx.users.ana.id, typeId: sick, from: '2033-03-07', to: '2033-03-08' }), 201);
  luisReq = dataOf<Dayoff>(await createDayoff(t, 'manager', { userId: t.fx.users.luis.id, typeId: sick, from: '2033-03-07', to: '2033-03-07' }), 201);
});
afterAll(async () => {
  await t?.close();
});

type Page = { dayoffs: Dayoff[]; count: number };

describe('who may see and act on absence requests', () => {
  it('keeps a manager to their units: 403 creating for a person outside them, 404 reading or deciding theirs', async () => {
    const manager = t.tokenFor('manager');
    expectError(await createDayoff(t, 'manager', { userId: t.fx.users.ana.id, typeId: sick, from: '2033-04-04', to: '2033-04-04' }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', `/api/dayoffs/${anaReq.id}`, { token: manager }), 404, 'NOT_FOUND');
    expectError(await review(t, 'manager', { id: anaReq.id, status: 'APPROVED' }), 404, 'NOT_FOUND');
    expectError(await t.call('PATCH', `/api/dayoffs/${anaReq.id}`, { token: manager, body: { comment: 'x' } }), 404, 'NOT_FOUND');
    const seen = dataOf<Page>(await t.call('POST', '/api/dayoffs/getFiltered', { token: manager, body: {} }));
    expect(seen.dayoffs.map((d) => d.id)).toEqual([luisReq.id]);
    expect(dataOf<Dayoff>(await review(t, 'manager', { id: luisReq.id, status: 'APPROVED' })).status).toBe('APPROVED');
  });

  it('answers 404 for another company’s people, requests and reasons', async () => {
    const demo = t.tokenFor('demoowner');
    expectError(await createDayoff(t, 'demoowner', { userId: t.fx.users.ana.id, typeId: sick, from: '2033-04-04', to: '2033-04-04' }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/dayoffs/${anaReq.id}`, { token: demo }), 404, 'NOT_FOUND');
    expectError(await t.call('DELETE', `/api/dayoffs/${anaReq.id}`, { token: demo }), 404, 'NOT_FOUND');
    expectError(await review(t, 'demoowner', { id: anaReq.id, status: 'APPROVED' }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/dayoffs/dayoffsTypes/${sick}`, { token: demo }), 404, 'NOT_FOUND');
    expect(dataOf<Page>(await t.call('GET', '/api/dayoffs', { token: demo })).count).toBe(0);
    // a reason of company A for a person of company B
    expectError(await createDayoff(t, 'demoowner', { userId: t.fx.users.demoworker.id, typeId: sick, from: '2033-04-04', to: '2033-04-04' }), 400, 'REF_NOT_FOUND', 'typeId');
  });

  it('lets a viewer read but not write', async () => {
    const viewer = t.tokenFor('viewer');
    expect(dataOf<Dayoff>(await t.call('GET', `/api/dayoffs/${anaReq.id}`, { token: viewer })).id).toBe(anaReq.id);
    expectError(await createDayoff(t, 'viewer', { userId: t.fx.users.ana.id, typeId: sick, from: '2033-04-04', to: '2033-04-04' }), 403, 'FORBIDDEN');
    expectError(await t.call('PATCH', `/api/dayoffs/${anaReq.id}`, { token: viewer, body: { comment: 'x' } }), 403, 'FORBIDDEN');
    expectError(await t.call('DELETE', `/api/dayoffs/${anaReq.id}`, { token: viewer }), 403, 'FORBIDDEN');
    expectError(await review(t, 'viewer', { id: anaReq.id, status: 'APPROVED' }), 403, 'FORBIDDEN');
  });

  it('lists by status, person and dates; GET /dayoffs pages; a reason is read by id', async () => {
    const owner = t.tokenFor('owner');
    const list = (filters: Record<string, unknown>) => t.call('POST', '/api/dayoffs/getFiltered', { token: owner, body: { filters } });
    expect(dataOf<Page>(await list({ status: { in: ['APPROVED'] } })).dayoffs.map((d) => d.id)).toEqual([luisReq.id]);
    expect(dataOf<Page>(await list({ status: { in: ['PENDING'] } })).dayoffs.map((d) => d.id)).toEqual([anaReq.id]);
    expect(dataOf<Page>(await list({ userId: t.fx.users.ana.id })).count).toBe(1);
    expect(dataOf<Page>(await list({ branch: t.fx.units.sevilla })).dayoffs.map((d) => d.id)).toEqual([luisReq.id]);
    expect(dataOf<Page>(await list({ from: { between: ['2033-03-01', '2033-03-31'] } })).count).toBe(2);
    const page = dataOf<Page>(await t.call('GET', '/api/dayoffs', { token: owner, query: { limit: '1' } }));
    expect(page).toMatchObject({ count: 2 });
    expect(page.dayoffs).toHaveLength(1);
    expect(dataOf<{ title: string }>(await t.call('GET', `/api/dayoffs/dayoffsTypes/${sick}`, { token: owner })).title).toBe('Sick leave');
  });

  it('stores requests in the table the engine derived from the schema, with typed columns', async () => {
    const cols = (await t.db.execute(sql`select column_name, data_type from information_schema.columns where table_name = 'dayoffs'`)) as unknown as { rows: { column_name: string; data_type: string }[] };
    const types = Object.fromEntries(cols.rows.map((c) => [c.column_name, c.data_type]));
    expect(types).toMatchObject({ company_id: 'uuid', user_id: 'uuid', from: 'date', to: 'date', status: 'text', days: 'double precision', branch: 'uuid', history: 'jsonb' });
  });
});
