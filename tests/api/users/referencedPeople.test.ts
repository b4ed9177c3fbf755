import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createDayoff, createReason, type Dayoff } from '../dayoffs/dayoffHelpers';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

type Person = { id: string; firstName: string; lastName: string };
const people = async (body: unknown, token = owner) =>
  dataOf<{ users: Person[]; count: number }>(await t.call('POST', '/api/users/getFiltered', { token, body })).users;
const namesOf = (rows: Person[]) => rows.map((p) => `${p.firstName} ${p.lastName}`).sort();

/**
 * Every record that refers to a person (a request's `userId`, a novelty's, an article's assignee, a post's author:
 * `x-ref: users`) is named in the browser by looking the ids up in the users resource (Refine's getMany →
 * `filters.id.in`; the REST convention's `?id=…&id=…`). The team list shows active collaborators only, but a lookup
 * by id answers whoever the ids name in the company: an administrator, the owner, somebody offboarded.
 */
describe('the people a record refers to, looked up by id', () => {
  it("names an administrator's absence request on the requests list, not a bare id", async () => {
    const sick = await createReason(t, { title: 'Sick leave' });
    const request = dataOf<Dayoff>(await createDayoff(t, 'owner', { userId: t.fx.users.admin.id, typeId: sick, from: '2030-06-03', to: '2030-06-04' }), 201);
    const listed = dataOf<{ dayoffs: Dayoff[] }>(await t.call('POST', '/api/dayoffs/getFiltered', { token: owner, body: { limit: 500 } })).dayoffs;
    const ids = [...new Set(listed.map((r) => r.userId))];
    expect(ids).toContain(request.userId);
    // what the requests list's person column asks for
    const named = await people({ skip: 0, limit: ids.length, filters: { id: { in: ids } } });
    expect(named.map((p) => p.id)).toEqual(expect.arrayContaining(ids));
    expect(named.find((p) => p.id === t.fx.users.admin.id)).toMatchObject({ firstName: 'Admin', lastName: 'Tester' });
  });

  it('answers the owner, administrators and offboarded people of the company, by ids or by one id', async () => {
    const { owner: boss, admin, retired, gone, ana } = t.fx.users;
    const ids = [boss.id, admin.id, retired.id, gone.id, ana.id];
    expect(namesOf(await people({ limit: 500, filters: { id: { in: ids } } }))).toEqual(['Admin Tester', 'Ana Arriaga', 'Gone Gonzalez', 'Owner Tester', 'Retired Tester']);
    expect(namesOf(await people({ filters: { id: retired.id } }))).toEqual(['Retired Tester']);
    expect(namesOf(await people({ filters: { id: { eq: gone.id } } }))).toEqual(['Gone Gonzalez']);
    // the same through the REST convention (@refinedev/simple-rest's getMany)
    const rest = await t.call<Person[]>('GET', `/api/rest/users?id=${admin.id}&id=${gone.id}`, { token: owner });
    expect(rest.status).toBe(200);
    expect(namesOf(rest.body as unknown as Person[])).toEqual(['Admin Tester', 'Gone Gonzalez']);
  });

  it("still keeps the team list to active collaborators, and a lookup to the caller's company and units", async () => {
    const { admin, gone, luis, ana, demoworker } = t.fx.users;
    const team = await people({ limit: 500 });
    expect(team.map((p) => p.id)).not.toContain(admin.id);
    expect(team.map((p) => p.id)).not.toContain(gone.id);
    // "everybody but one" browses the list: it is no lookup of named people
    expect((await people({ limit: 500, filters: { id: { ne: ana.id } } })).map((p) => p.id)).not.toContain(admin.id);
    // another company's person is never named; a manager (Sevilla) names only the people of their units
    expect(await people({ filters: { id: { in: [demoworker.id] } } })).toEqual([]);
    expect((await people({ filters: { id: { in: [admin.id, luis.id] } } }, t.tokenFor('manager'))).map((p) => p.id)).toEqual([luis.id]);
  });
});
