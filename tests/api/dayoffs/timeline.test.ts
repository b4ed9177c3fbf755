import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { seedAbsences, type AbsenceSeed } from '../reports/dayoffsSeed';

let t: TestApp;
let seed: AbsenceSeed;
beforeAll(async () => {
  t = await createTestApp();
  seed = await seedAbsences(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Timeline {
  people: { id: string; name: string; branchName: string | null; requests: { id: string; typeTitle: string; color: string; from: string; to: string; status: string }[] }[];
  specialDays: { id: string; name: string; dates: string[] }[];
  count: number;
}
const get = (query: string, as = 'owner') => t.call('GET', `/api/dayoffs/timeline?${query}`, { token: t.tokenFor(as) });
const FOUR_WEEKS = 'from=2025-03-03&to=2025-03-30';

describe('team timeline', () => {
  it('lists the unit’s people with their approved and pending requests in range and the unit’s special days', async () => {
    const res = dataOf<Timeline>(await get(`${FOUR_WEEKS}&branchId=${t.fx.units.north}`));
    expect(res.count).toBe(2); // ana and collaborator (Bilbao, under North); the inactive Santander collaborator is left out
    expect(res.people.map((p) => p.name)).toEqual(['Ana Arriaga', 'Collaborator Bilbaino']);
    const [ana, col] = res.people;
    expect(ana.requests.map((r) => [r.from, r.to, r.status, r.color])).toEqual([
      ['2025-03-03', '2025-03-04', 'APPROVED', '#ff0000'], ['2025-03-05', '2025-03-05', 'APPROVED', '#ff0000'], ['2025-03-17', '2025-03-17', 'APPROVED', '#ff0000'],
    ]);
    // the rejected request is not on the timeline, the pending one is
    expect(col.requests.map((r) => [r.from, r.status, r.typeTitle])).toEqual([['2025-03-10', 'APPROVED', 'Medical visit'], ['2025-03-20', 'PENDING', 'Sick leave']]);
    // Sevilla's special day does not concern North
    expect(res.specialDays).toEqual([{ id: seed.special, name: 'Bilbao fiesta', branches: [t.fx.units.bilbao], dates: ['2025-03-19'] }]);
  });

  it('pages by person and keeps a manager to their units', async () => {
    const page = dataOf<Timeline>(await get(`${FOUR_WEEKS}&skip=1&limit=1`));
    expect(page.count).toBe(3);
    expect(page.people.map((p) => p.name)).toEqual(['Collaborator Bilbaino']);
    const mine = dataOf<Timeline>(await get(FOUR_WEEKS, 'manager'));
    expect(mine.people.map((p) => p.name)).toEqual(['Luis Lopez']);
    expect(mine.people[0].requests.map((r) => r.from)).toEqual(['2025-03-12']);
    expectError(await get(`${FOUR_WEEKS}&branchId=${t.fx.units.bilbao}`, 'manager'), 403, 'FORBIDDEN');
    expectError(await get(`${FOUR_WEEKS}&branchId=${t.fx.units.bShop}`), 404, 'NOT_FOUND');
  });

  it('refuses a range over 6 weeks or reversed', async () => {
    expectError(await get('from=2025-03-01&to=2025-04-30'), 400, 'DATE_RANGE_INVALID', 'to');
    expectError(await get('from=2025-03-10&to=2025-03-01'), 400, 'DATE_RANGE_INVALID', 'to');
    expectError(await get('from=2025-03-01'), 400, 'VALIDATION_ERROR');
  });
});
