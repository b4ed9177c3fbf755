import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expectations';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createReason } from './dayoffs/dayoffHelpers';

let t: TestApp;
let sick: string;
beforeAll(async () => {
  t = await createTestApp();
  sick = await createReason(t, { title: 'Sick leave' });
});
afterAll(async () => {
  await t?.close();
});

const as = (user = 'owner') => ({ token: t.tokenFor(user) });

describe('dates outside the years the product stores (1900–2999)', () => {
  it('are refused on their field in bodies, before the database sees them', async () => {
    const ana = t.fx.users.ana.id;
    expectError(await t.call('POST', '/api/dayoffs', { ...as(), body: { userId: ana, typeId: sick, from: '0000-01-03', to: '2030-01-03' } }), 400, 'VALIDATION_ERROR', 'from');
    expectError(await t.call('POST', '/api/dayoffs', { ...as(), body: { userId: ana, typeId: sick, from: '2030-01-03', to: '3000-01-03' } }), 400, 'VALIDATION_ERROR', 'to');
    expectError(await t.call('POST', '/api/vacation/adjustments', { ...as(), body: { userId: ana, date: '0000-06-01', days: 1, note: 'x' } }), 400, 'VALIDATION_ERROR', 'date');
    expectError(await t.call('PATCH', '/api/workdays/update', { ...as(), body: { userId: ana, date: '0000-06-01', clocks: [{ in: '09:00', out: '17:00' }] } }), 400, 'VALIDATION_ERROR', 'date');
  });

  it('are refused on their field in query strings', async () => {
    const res = await t.call('GET', `/api/vacation/balance/${t.fx.users.ana.id}?asOf=0000-12-31`, as());
    expectError(res, 400, 'VALIDATION_ERROR', 'asOf');
    expectError(await t.call('GET', '/api/reports/dashboard/absences?date=0000-01-01', as()), 400, 'VALIDATION_ERROR', 'date');
  });

  it('still take every date inside the range', async () => {
    const res = await t.call('GET', `/api/vacation/balance/${t.fx.users.ana.id}?asOf=1900-01-01`, as());
    expect(res.status, res.raw).toBe(200);
  });
});
