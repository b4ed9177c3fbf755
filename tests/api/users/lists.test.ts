import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createCollaborator, insertCollaborators, type CollaboratorRecord } from './usersTestKit';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

type Page<T = CollaboratorRecord> = { users: T[]; count: number };
const filtered = async (body: unknown, token = owner) => dataOf<Page>(await t.call('POST', '/api/users/getFiltered', { token, body }));

describe('POST /users/getFiltered: the team list', () => {
  it('searches by name or by document number (q), case-insensitively, with the total', async () => {
    const marta = await createCollaborator(t, { firstName: 'Marta', lastName: 'Quintanilla', numberOfDocument: 'QX-998877' });
    expect((await filtered({ q: 'quintan' })).users.map((u) => u.id)).toEqual([marta.id]);
    expect((await filtered({ q: 'MARTA' })).users.map((u) => u.id)).toEqual([marta.id]);
    const byDocument = await filtered({ q: 'qx-9988' });
    expect(byDocument).toMatchObject({ count: 1, users: [{ id: marta.id }] });
  });

  it('finds a full name typed in the search box, each word in any of the fields', async () => {
    const ines = await createCollaborator(t, { firstName: 'Inés', lastName: 'Otxoa Berrio', numberOfDocument: 'QX-554433' });
    expect((await filtered({ q: 'inés otxoa' })).users.map((u) => u.id)).toEqual([ines.id]);
    expect((await filtered({ q: '  berrio   Inés ' })).users.map((u) => u.id)).toEqual([ines.id]);
    expect((await filtered({ q: 'inés zzz' })).count).toBe(0);
  });

  it('filters by branch office, position and status (active by default; inactive or all on request)', async () => {
    const sevillana = await createCollaborator(t, { mainBranch: t.fx.units.sevilla, position: 'Reponedor' });
    const bySite = await filtered({ filters: { mainBranch: t.fx.units.sevilla } });
    expect(bySite.users.map((u) => u.username).sort()).toEqual(['luis', sevillana.username].sort());
    expect((await filtered({ filters: { position: 'Reponedor' } })).users.map((u) => u.id)).toEqual([sevillana.id]);
    expect((await filtered({ filters: { active: false } })).users.map((u) => u.username)).toEqual(['gone']);
    const all = await filtered({ filters: { active: { ne: null } }, limit: 500 });
    expect(all.users.map((u) => u.username)).toEqual(expect.arrayContaining(['gone', 'luis', 'ana']));
    // administrators are not collaborators: they are never on the team list
    expect(all.users.map((u) => u.username)).not.toContain('admin');
  });

  it('pages with the total of every match', async () => {
    await insertCollaborators(t, 25, { lastName: 'Zubizarreta' });
    const first = await filtered({ q: 'Zubizarreta', limit: 10 });
    const third = await filtered({ q: 'Zubizarreta', limit: 10, skip: 20 });
    expect(first.count).toBe(25);
    expect(first.users).toHaveLength(10);
    expect(third.users).toHaveLength(5);
  });
});

describe('POST /users/getUserList: the light list for pickers', () => {
  it("answers the spec's Employee: id, names, document, position, branchOffice { id, name }, image", async () => {
    const page = dataOf<Page<Record<string, unknown>>>(await t.call('POST', '/api/users/getUserList', { token: owner, body: { q: 'Arriaga' } }));
    expect(page.count).toBe(1);
    expect(page.users[0]).toEqual({
      id: t.fx.users.ana.id, userId: t.fx.users.ana.id, firstName: 'Ana', lastName: 'Arriaga', numberOfDocument: 'DOC-ana', position: null,
      branchOffice: { id: t.fx.units.bilbao, name: 'Bilbao Store' }, companyId: t.fx.companyA.id, imageUrl: null,
    });
  });

  it('works without a body and refuses an unknown sort field', async () => {
    expect(dataOf<Page>(await t.call('POST', '/api/users/getUserList', { token: owner })).count).toBeGreaterThan(0);
    expectError(await t.call('POST', '/api/users/getUserList', { token: owner, body: { sort: [{ field: 'passwordHash' }] } }), 400, 'VALIDATION_ERROR', 'sort.passwordHash');
  });
});

describe('POST /users/getDismissedTable: the casualty list', () => {
  it('answers 100 rows from offset 0 by default, most recent leave first, and pages beyond', async () => {
    await insertCollaborators(t, 130, { active: false, typeOfLeave: 'Renuncia', leaveDate: '2025-06-01', lastName: 'Baja' });
    const [latest] = await insertCollaborators(t, 1, { active: false, typeOfLeave: 'Despido', leaveDate: '2026-01-15', lastName: 'Reciente' });
    const first = dataOf<Page>(await t.call('POST', '/api/users/getDismissedTable', { token: owner, body: {} }));
    expect(first.users).toHaveLength(100);
    expect(first.count).toBe(132); // 130 + 1 + the fixture's `gone`
    expect(first.users[0].id).toBe(latest.id);
    const rest = dataOf<Page>(await t.call('POST', '/api/users/getDismissedTable', { token: owner, body: { offset: 100, limit: 100 } }));
    expect(rest.users).toHaveLength(32);
    const seen = new Set([...first.users, ...rest.users].map((u) => u.id));
    expect(seen.size).toBe(132);
    expect([...first.users, ...rest.users].every((u) => u.active === false)).toBe(true);
  });

  it('searches, and cannot be turned into a list of active people by its filters', async () => {
    const found = dataOf<Page>(await t.call('POST', '/api/users/getDismissedTable', { token: owner, body: { q: 'reciente' } }));
    expect(found.users.map((u) => u.lastName)).toEqual(['Reciente']);
    const sneaky = dataOf<Page>(await t.call('POST', '/api/users/getDismissedTable', { token: owner, body: { filters: { active: true }, q: 'Arriaga' } }));
    expect(sneaky.count).toBe(0);
  });

  it('a viewer reads it (unactive-users GET); bad paging is a 400', async () => {
    dataOf(await t.call('POST', '/api/users/getDismissedTable', { token: t.tokenFor('viewer'), body: { limit: 5 } }));
    expectError(await t.call('POST', '/api/users/getDismissedTable', { token: owner, body: { offset: -1 } }), 400, 'VALIDATION_ERROR', 'offset');
  });
});

describe('GET /users/positions: the options of the position filter', () => {
  it("lists the positions the caller's collaborators hold, with counts, within the caller's units", async () => {
    await createCollaborator(t, { position: 'Cajera' });
    await createCollaborator(t, { position: 'Cajera' });
    await createCollaborator(t, { position: 'Mozo', mainBranch: t.fx.units.sevilla });
    const all = dataOf<{ positions: { position: string; count: number }[] }>(await t.call('GET', '/api/users/positions', { token: owner, query: { active: 'true' } }));
    expect(all.positions).toEqual(expect.arrayContaining([{ position: 'Cajera', count: 2 }, { position: 'Mozo', count: 1 }]));
    const north = dataOf<{ positions: { position: string }[] }>(await t.call('GET', '/api/users/positions', { token: t.tokenFor('admin') }));
    expect(north.positions.map((p) => p.position)).toContain('Cajera');
    expect(north.positions.map((p) => p.position)).not.toContain('Mozo');
  });
});
