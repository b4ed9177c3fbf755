import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { multipartBody, pngOfSize } from '../../helpers/multipartBody';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createCollaborator, newCollaborator, userRow, type CollaboratorRecord } from './usersTestKit';

/**
 * The fixture's administrator acts on North (Bilbao, Santander), the manager on Sevilla. Everything about a
 * collaborator outside their units answers 404 (as another company's would) and no list or file holds them.
 */
let t: TestApp;
let admin: string;
let manager: string;
let sevillano: CollaboratorRecord;
let bilbaino: CollaboratorRecord;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.tokenFor('admin');
  manager = t.tokenFor('manager');
  sevillano = await createCollaborator(t, { mainBranch: t.fx.units.sevilla, lastName: 'Sevillano' });
  bilbaino = await createCollaborator(t, { mainBranch: t.fx.units.bilbao, lastName: 'Bilbaino Nuevo' });
  // one offboarded collaborator on each side
  for (const [id, token] of [[t.fx.users.luis.id, t.tokenFor('owner')], [bilbaino.id, t.tokenFor('owner')]] as const) {
    dataOf(await t.call('PATCH', `/api/users/employee-status/${id}`, { token, body: { active: false, typeOfLeave: 'Renuncia', leaveDate: '2026-01-10' } }));
  }
});
afterAll(async () => {
  await t?.close();
});

const ids = (page: { users: { id: string }[] }) => page.users.map((u) => u.id).sort();
type Page = { users: { id: string; mainBranch?: string }[]; count: number };

describe('an administrator of North', () => {
  it('lists only collaborators of North in the team list, the picker list and the casualty list', async () => {
    const team = dataOf<Page>(await t.call('POST', '/api/users/getFiltered', { token: admin, body: { filters: { active: { ne: null } }, limit: 500 } }));
    expect(ids(team)).toEqual([t.fx.users.ana.id, t.fx.users.collaborator.id, t.fx.users.gone.id, bilbaino.id].sort());
    const picker = dataOf<Page>(await t.call('POST', '/api/users/getUserList', { token: admin, body: { limit: 500 } }));
    expect(ids(picker)).toEqual([t.fx.users.ana.id, t.fx.users.collaborator.id].sort());
    const dismissed = dataOf<Page>(await t.call('POST', '/api/users/getDismissedTable', { token: admin, body: {} }));
    expect(ids(dismissed)).toEqual([t.fx.users.gone.id, bilbaino.id].sort());
  });

  it('gets 404 for a collaborator of Sevilla on every endpoint, and changes nothing', async () => {
    const id = sevillano.id;
    const { payload, headers } = multipartBody(undefined, { image: { bytes: pngOfSize(300), filename: 'a.png', contentType: 'image/png' } });
    expectError(await t.call('GET', `/api/users/${id}`, { token: admin }), 404, 'NOT_FOUND');
    expectError(await t.call('PATCH', `/api/users/${id}`, { token: admin, body: { position: 'Jefe' } }), 404, 'NOT_FOUND');
    expectError(await t.call('PATCH', `/api/users/employee-status/${id}`, { token: admin, body: { active: false, typeOfLeave: 'Renuncia', leaveDate: '2026-01-10' } }), 404, 'NOT_FOUND');
    expectError(await t.call('PATCH', `/api/users/image/${id}`, { token: admin, payload, headers }), 404, 'NOT_FOUND');
    expectError(await t.call('DELETE', `/api/users/image/${id}`, { token: admin }), 404, 'NOT_FOUND');
    expectError(await t.call('DELETE', `/api/users/force/${id}`, { token: admin }), 404, 'NOT_FOUND');
    expectError(await t.call('PATCH', `/api/users/employee-status/${t.fx.users.luis.id}`, { token: admin, body: { active: true } }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/audit?entity=users&entityId=${id}`, { token: admin }), 404, 'NOT_FOUND');
    const row = await userRow(t, id);
    expect(row).toMatchObject({ position: 'Dependienta', active: true, imageUrl: null });
  });

  it('cannot create a collaborator in Sevilla, nor move one of theirs there (403)', async () => {
    expectError(await t.call('POST', '/api/users', { token: admin, body: newCollaborator(t, { mainBranch: t.fx.units.sevilla }) }), 403, 'FORBIDDEN');
    expectError(await t.call('PATCH', `/api/users/${t.fx.users.ana.id}`, { token: admin, body: { mainBranch: t.fx.units.sevilla } }), 403, 'FORBIDDEN');
    dataOf(await t.call('POST', '/api/users', { token: admin, body: newCollaborator(t, { mainBranch: t.fx.units.santander }) }), 201);
  });

  it('exports only collaborators of North', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/users/export', payload: { filters: { active: { ne: null } } },
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['Last name', 'First name', 'Document type', 'Document number']);
    const lastNames = sheet.getColumn(1).values.slice(2);
    expect(lastNames).toEqual(expect.arrayContaining(['Arriaga', 'Gonzalez', 'Bilbaino Nuevo']));
    expect(lastNames).not.toContain('Sevillano');
    expect(lastNames).not.toContain('Lopez');
  });
});

describe('a manager of Sevilla', () => {
  it('sees and edits only Sevilla', async () => {
    const team = dataOf<Page>(await t.call('POST', '/api/users/getFiltered', { token: manager, body: { filters: { active: { ne: null } } } }));
    expect(ids(team)).toEqual([t.fx.users.luis.id, sevillano.id].sort());
    dataOf(await t.call('PATCH', `/api/users/${sevillano.id}`, { token: manager, body: { position: 'Encargado' } }));
    expectError(await t.call('PATCH', `/api/users/${t.fx.users.ana.id}`, { token: manager, body: { position: 'Encargada' } }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/users/${bilbaino.id}`, { token: manager }), 404, 'NOT_FOUND');
    const dismissed = dataOf<Page>(await t.call('POST', '/api/users/getDismissedTable', { token: manager, body: {} }));
    expect(ids(dismissed)).toEqual([t.fx.users.luis.id]);
  });

  it('may reinstate their own collaborator', async () => {
    const back = dataOf<CollaboratorRecord>(await t.call('PATCH', `/api/users/employee-status/${t.fx.users.luis.id}`, { token: manager, body: { active: true } }));
    expect(back.active).toBe(true);
  });
});

describe('a viewer', () => {
  it('reads, but every write is 403', async () => {
    const viewer = t.tokenFor('viewer');
    dataOf(await t.call('GET', `/api/users/${t.fx.users.ana.id}`, { token: viewer }));
    expectError(await t.call('POST', '/api/users', { token: viewer, body: newCollaborator(t) }), 403, 'FORBIDDEN');
    expectError(await t.call('PATCH', `/api/users/${t.fx.users.ana.id}`, { token: viewer, body: { position: 'X' } }), 403, 'FORBIDDEN');
    expectError(await t.call('PATCH', `/api/users/employee-status/${t.fx.users.ana.id}`, { token: viewer, body: { active: true } }), 403, 'FORBIDDEN');
    expectError(await t.call('DELETE', `/api/users/force/${t.fx.users.ana.id}`, { token: viewer }), 403, 'FORBIDDEN');
    expectError(await t.call('PATCH', '/api/companies/customFields', { token: viewer, body: { laborUnion: [] } }), 403, 'FORBIDDEN');
  });
});
