import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { newCollaborator } from './usersTestKit';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

type Lists = { customFields: Record<string, string[]> };
const read = async (token = owner, body: unknown = {}) => dataOf<Lists>(await t.call('POST', '/api/companies/customFields/getCustomFields', { token, body })).customFields;
const patch = (body: unknown, token = owner) => t.call('PATCH', '/api/companies/customFields', { token, body });

describe('the customFields lists of the company', () => {
  it('reads every list, typeOfLeave with its defaults while the company has none', async () => {
    expect(await read()).toEqual({
      unionAgreement: [], laborUnion: [], typeOfLeave: ['Despido', 'Incapacidad', 'Renuncia'], typeOfContract: [],
      currentSituation: [], holidayGroup: [], quoteGroup: [],
    });
    expect(await read(t.tokenFor('viewer'), { lists: ['typeOfLeave'] })).toEqual({ typeOfLeave: ['Despido', 'Incapacidad', 'Renuncia'] });
  });

  it('replaces only the lists sent (values trimmed), audits it, and the collaborator form takes the new values at once', async () => {
    const saved = dataOf<Lists>(await patch({ typeOfContract: [' Indefinido ', 'Temporal'], laborUnion: ['UGT'] })).customFields;
    expect(saved).toMatchObject({ typeOfContract: ['Indefinido', 'Temporal'], laborUnion: ['UGT'], typeOfLeave: ['Despido', 'Incapacidad', 'Renuncia'] });
    dataOf(await patch({ laborUnion: ['UGT', 'CCOO'] }));
    expect(await read()).toMatchObject({ typeOfContract: ['Indefinido', 'Temporal'], laborUnion: ['UGT', 'CCOO'] });
    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'companies'), eq(auditLog.entityId, t.fx.companyA.id))).orderBy(auditLog.id);
    expect(entries.map((e) => Object.keys(e.changes).sort())).toEqual([['customFields.laborUnion', 'customFields.typeOfContract'], ['customFields.laborUnion']]);
    dataOf(await t.call('POST', '/api/users', { token: owner, body: newCollaborator(t, { typeOfContract: 'Temporal', laborUnion: 'CCOO' }) }), 201);
    // the company in the session follows too
    const self = dataOf<{ customFields: Record<string, string[]> }>(await t.call('POST', '/api/companies/self', { token: owner, body: {} }));
    expect(self.customFields.laborUnion).toEqual(['UGT', 'CCOO']);
  });

  it('refuses repeated values, an empty typeOfLeave, unknown lists (hierarchies has its own endpoint) and an empty body', async () => {
    expectError(await patch({ holidayGroup: ['Tiendas', 'tiendas'] }), 400, 'VALIDATION_ERROR', 'holidayGroup.1');
    expectError(await patch({ typeOfLeave: [] }), 400, 'VALIDATION_ERROR', 'typeOfLeave');
    expectError(await patch({ hierarchies: ['position'] }), 400, 'VALIDATION_ERROR', 'hierarchies');
    expectError(await patch({ quoteGroup: ['  '] }), 400, 'VALIDATION_ERROR', 'quoteGroup.0');
    expectError(await patch({}), 400, 'VALIDATION_ERROR');
  });

  it('an administrator may change them (company-config PATCH); a manager and a viewer may not', async () => {
    dataOf(await patch({ quoteGroup: ['1 - Ingenieros'] }, t.tokenFor('admin')));
    expectError(await patch({ quoteGroup: [] }, t.tokenFor('manager')), 403, 'FORBIDDEN');
    expectError(await patch({ quoteGroup: [] }, t.tokenFor('viewer')), 403, 'FORBIDDEN');
    expect((await read()).quoteGroup).toEqual(['1 - Ingenieros']);
  });

  it("another company's lists are its own", async () => {
    expect((await read(t.tokenFor('demoowner'))).laborUnion).toEqual([]);
  });
});
