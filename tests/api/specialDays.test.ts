import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../helpers/expectations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = t.tokenFor('admin');
});
afterAll(async () => {
  await t?.close();
});

type SpecialDay = { id: string; name: string; dateFrom: string; dateTo: string; branches: string[]; isRecurring: boolean; category: string };
const create = (body: Record<string, unknown>) => t.call('POST', '/api/companies/specialDays', { token, body });

describe('special days', () => {
  it('creates with defaults, lists by date range, updates only what is sent, deletes', async () => {
    const day = dataOf<SpecialDay>(await create({ name: 'Labour Day', dateFrom: '2026-05-01', dateTo: '2026-05-01', isRecurring: true, branches: [t.fx.units.bilbao] }), 201);
    expect(day).toMatchObject({ dateFrom: '2026-05-01', category: 'national', isDeductedFromVacation: false, branches: [t.fx.units.bilbao] });
    dataOf(await create({ name: 'Christmas', dateFrom: '2026-12-25', dateTo: '2026-12-26' }), 201);
    const may = dataOf<{ specialDays: SpecialDay[]; count: number }>(await t.call('GET', '/api/companies/specialDays', { token, query: { filters: JSON.stringify({ dateFrom: { between: ['2026-05-01', '2026-05-31'] } }) } }));
    expect(may.specialDays.map((d) => d.name)).toEqual(['Labour Day']);
    const sorted = dataOf<{ specialDays: SpecialDay[] }>(await t.call('GET', '/api/companies/specialDays', { token, query: { sort: 'dateFrom:desc' } }));
    expect(sorted.specialDays.map((d) => d.name)).toEqual(['Christmas', 'Labour Day']);
    const inBilbao = dataOf<{ count: number }>(await t.call('GET', '/api/companies/specialDays', { token, query: { filters: JSON.stringify({ branches: t.fx.units.bilbao }) } }));
    expect(inBilbao.count).toBe(1);
    const renamed = dataOf<SpecialDay>(await t.call('PATCH', `/api/companies/specialDays/${day.id}`, { token, body: { name: 'May Day' } }));
    expect(renamed).toMatchObject({ name: 'May Day', isRecurring: true, category: 'national', branches: [t.fx.units.bilbao] });
    dataOf(await t.call('DELETE', `/api/companies/specialDays/${day.id}`, { token }));
    expectError(await t.call('GET', `/api/companies/specialDays/${day.id}`, { token }), 404, 'NOT_FOUND');
  });

  it('refuses an end before the start, on dateTo (also when an update makes it so)', async () => {
    const res = await create({ name: 'Backwards', dateFrom: '2026-08-10', dateTo: '2026-08-01' });
    expectError(res, 400, 'DATE_RANGE_INVALID', 'dateTo');
    expect(res.body.errors?.[0].message).toBe('The end date cannot be before the start date');
    const day = dataOf<SpecialDay>(await create({ name: 'Summer', dateFrom: '2026-08-10', dateTo: '2026-08-12' }), 201);
    expectError(await t.call('PATCH', `/api/companies/specialDays/${day.id}`, { token, body: { dateFrom: '2026-08-20' } }), 400, 'DATE_RANGE_INVALID', 'dateTo');
  });

  it('refuses dates that do not exist and branches that are not units of the company', async () => {
    expectError(await create({ name: 'Nope', dateFrom: '2026-02-30', dateTo: '2026-03-01' }), 400, 'VALIDATION_ERROR', 'dateFrom');
    expectError(await create({ name: 'Nope', dateFrom: '2026-03-01', dateTo: '2026-03-01', branches: ['00000000-0000-4000-8000-000000000000'] }), 400, 'BRANCH_INVALID', 'branches');
  });
});
