import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../../src/server/db/schema';
import { dataOf, expectError } from '../helpers/expectations';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Shift templates, types of day off and types of workshift are the company's lists, not a unit's: a manager (spec §6,
 * edits collaborators within a unit) reads them and plans their people's shifts with them, but cannot change them.
 */
let t: TestApp;
const LISTS = [
  { path: '/api/workshift/shiftTemplate', body: { name: 'Morning', type: 'simple', startTime: '08:00', endTime: '16:00' }, change: { name: 'Early' } },
  { path: '/api/companies/typesOfDayoff', body: { title: 'Vacation', maxDays: 22 }, change: { maxDays: 30 } },
  { path: '/api/companies/typesOfWorkshift', body: { title: 'Office' }, change: { title: 'Remote' } },
];
const ids: Record<string, string> = {};
const as = (username: string) => ({ token: t.tokenFor(username) });

beforeAll(async () => {
  t = await createTestApp();
  for (const { path, body } of LISTS) ids[path] = dataOf<{ id: string }>(await t.call('POST', path, { ...as('owner'), body }), 201).id;
});
afterAll(async () => t?.close());

describe.each(LISTS)('$path', ({ path, body, change }) => {
  it('a manager reads it but may not create, edit or delete in it', async () => {
    expect(dataOf(await t.call('GET', `${path}/${ids[path]}`, as('manager')))).toMatchObject(body);
    const copy = 'name' in body ? { ...body, name: 'Copy' } : { ...body, title: 'Copy' };
    expectError(await t.call('POST', path, { ...as('manager'), body: copy }), 403, 'FORBIDDEN');
    expectError(await t.call('PATCH', `${path}/${ids[path]}`, { ...as('manager'), body: change }), 403, 'FORBIDDEN');
    expectError(await t.call('DELETE', `${path}/${ids[path]}`, as('manager')), 403, 'FORBIDDEN');
    expect(dataOf(await t.call('GET', `${path}/${ids[path]}`, as('owner')))).toMatchObject(body);
  });

  it('a viewer reads it; an administrator changes it', async () => {
    dataOf(await t.call('GET', `${path}/${ids[path]}`, as('viewer')));
    expectError(await t.call('PATCH', `${path}/${ids[path]}`, { ...as('viewer'), body: change }), 403, 'FORBIDDEN');
    expect(dataOf(await t.call('PATCH', `${path}/${ids[path]}`, { ...as('admin'), body: change }))).toMatchObject(change);
  });
});

describe("a manager still plans their people's shifts", () => {
  it('with a company template, for a person of their unit only; deleting the template stays with administrators', async () => {
    const template = ids['/api/workshift/shiftTemplate'];
    const shift = dataOf<{ id: string; templateId: string }>(
      await t.call('POST', '/api/workshift/shift', { ...as('manager'), body: { userId: t.fx.users.luis.id, date: '2030-01-07', templateId: template } }),
      201,
    );
    expect(shift.templateId).toBe(template);
    // ana works in Bilbao, outside the manager's Sevilla: not found to them
    expectError(await t.call('POST', '/api/workshift/shift', { ...as('manager'), body: { userId: t.fx.users.ana.id, date: '2030-01-07', templateId: template } }), 404, 'NOT_FOUND');
    expectError(await t.call('DELETE', `/api/workshift/shiftTemplate/${template}`, as('manager')), 403, 'FORBIDDEN');
    const [kept] = await t.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(kept.templateId).toBe(template);
  });
});
