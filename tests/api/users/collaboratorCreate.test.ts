import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createCollaborator, newCollaborator, setContractedUsers, setCustomFields, userRow, activeCollaborators, type CollaboratorRecord } from './usersTestKit';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

const create = (body: unknown, token = owner) => t.call('POST', '/api/users', { token, body });

describe('POST /users: a new collaborator', () => {
  it('accepts the flat body, stores role user without a password, and GET /users/:id answers it', async () => {
    const body = newCollaborator(t, {
      phone: '+34 600 111 222', birthDate: '1991-02-03', gender: 'female', nationality: 'Española', address: 'Calle Mayor 1',
      disability: 33, documentExpirationDate: '2031-01-01', externalId: 'EMP-1', contractStartDate: '2024-01-15', weeklyHours: 37.5,
    });
    const created = dataOf<CollaboratorRecord>(await create(body), 201);
    expect(created).toMatchObject({ ...body, role: 'user', active: true, imageUrl: null });
    const row = await userRow(t, created.id);
    expect(row.passwordHash).toBeNull();
    expect(row.role).toBe('user');
    expect(dataOf<CollaboratorRecord>(await t.call('GET', `/api/users/${created.id}`, { token: owner }))).toMatchObject(body);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, created.id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it("accepts the spec's nested body (personalData, contactData.primaryEmail, organizationData, contractData)", async () => {
    const flat = newCollaborator(t);
    const nested = {
      username: flat.username,
      contactData: { primaryEmail: flat.email, phone: '600123123' },
      personalData: { firstName: flat.firstName, lastName: flat.lastName, typeOfDocument: flat.typeOfDocument, numberOfDocument: flat.numberOfDocument },
      organizationData: { mainBranch: flat.mainBranch, position: 'Cajera' },
      contractData: { contractStartDate: '2025-03-01', contractEndDate: '2025-12-31', weeklyHours: 20 },
    };
    const created = dataOf<CollaboratorRecord>(await create(nested), 201);
    expect(created).toMatchObject({
      username: flat.username, email: flat.email, phone: '600123123', firstName: flat.firstName, numberOfDocument: flat.numberOfDocument,
      mainBranch: flat.mainBranch, position: 'Cajera', contractStartDate: '2025-03-01', contractEndDate: '2025-12-31', weeklyHours: 20,
    });
  });

  it('refuses a nested key it does not know, a group that is not an object and a value given two different ways', async () => {
    const flat = newCollaborator(t);
    const res = await create({ ...flat, personalData: { shoeSize: 42 }, contractData: 'full time' });
    expectError(res, 400, 'VALIDATION_ERROR', 'personalData.shoeSize');
    expect(res.body.errors?.map((e) => e.field)).toContain('contractData');
    expectError(await create({ ...flat, personalData: { firstName: 'Other' } }), 400, 'VALIDATION_ERROR', 'firstName');
  });

  it('names every missing required field', async () => {
    const res = await create({ firstName: 'Solo' });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.errors?.map((e) => e.field).sort()).toEqual(['lastName', 'mainBranch', 'numberOfDocument', 'username']);
  });

  it('refuses a role, an out-of-range disability and a contract that ends before it starts', async () => {
    expectError(await create(newCollaborator(t, { role: 'administrator' })), 400, 'VALIDATION_ERROR', 'role');
    expectError(await create(newCollaborator(t, { disability: 101 })), 400, 'VALIDATION_ERROR', 'disability');
    expectError(await create(newCollaborator(t, { contractStartDate: '2025-05-01', contractEndDate: '2025-04-30' })), 400, 'DATE_RANGE_INVALID', 'contractEndDate');
  });

  it('refuses a main branch of another company (or none that exists) with BRANCH_NOT_EXISTS on the field', async () => {
    expectError(await create(newCollaborator(t, { mainBranch: t.fx.units.bShop })), 400, 'BRANCH_NOT_EXISTS', 'mainBranch');
  });
});

describe('unique values, answered on their field', () => {
  let taken: CollaboratorRecord;
  beforeAll(async () => {
    taken = await createCollaborator(t, { externalId: 'EXT-42', typeOfDocument: 'DNI', numberOfDocument: '12345678Z' });
  });

  it('EMAIL_IN_USE, also for an email of another company (emails sign in anywhere), whatever the case', async () => {
    const mine = await create(newCollaborator(t, { email: String(taken.email).toUpperCase() }));
    expectError(mine, 409, 'EMAIL_IN_USE', 'email');
    expect(mine.body.errors?.[0].message).toBe('The email is already in use');
    expectError(await create(newCollaborator(t, { email: 'demoworker@demo.test' })), 409, 'EMAIL_IN_USE', 'email');
  });

  it('DOCUMENT_IN_USE, however the same document is written', async () => {
    expectError(await create(newCollaborator(t, { typeOfDocument: 'DNI', numberOfDocument: '12.345.678-z' })), 409, 'DOCUMENT_IN_USE', 'numberOfDocument');
  });

  it('EXTERNAL_ID_IN_USE and USERNAME_IN_USE (usernames are unique in the whole product)', async () => {
    expectError(await create(newCollaborator(t, { externalId: 'ext-42' })), 409, 'EXTERNAL_ID_IN_USE', 'externalId');
    expectError(await create(newCollaborator(t, { username: taken.username })), 409, 'USERNAME_IN_USE', 'username');
    expectError(await create(newCollaborator(t, { username: 'demoworker' })), 409, 'USERNAME_IN_USE', 'username');
  });

  it('the same document may exist in another company', async () => {
    dataOf(await create(newCollaborator(t, { numberOfDocument: 'DOC-demoworker' })), 201);
  });

  it('messages follow the locale', async () => {
    const es = await t.call('POST', '/api/users', { token: owner, body: newCollaborator(t, { username: taken.username }), locale: 'es-ES' });
    expect(es.body.errors?.[0].message).toBe('El nombre de usuario ya está en uso');
  });
});

describe("the company's customFields lists", () => {
  beforeEach(async () => {
    await setCustomFields(t, { typeOfContract: ['Indefinido', 'Temporal'], unionAgreement: ['Comercio'], laborUnion: [] });
  });

  it('accepts values of the lists and refuses others with CUSTOM_FIELD_VALUE_INVALID on each field', async () => {
    dataOf(await create(newCollaborator(t, { typeOfContract: 'Indefinido', unionAgreement: 'Comercio' })), 201);
    const res = await create(newCollaborator(t, { typeOfContract: 'Freelance', laborUnion: 'UGT', unionAgreement: 'Comercio' }));
    expectError(res, 400, 'CUSTOM_FIELD_VALUE_INVALID');
    expect(res.body.errors?.map((e) => e.field).sort()).toEqual(['laborUnion', 'typeOfContract']);
    expect(res.body.errors?.[0].message).toBe('The value is not in the company list');
  });

  it('a value the company removes later stays on the record and does not block other edits; a new one must be listed', async () => {
    const person = await createCollaborator(t, { typeOfContract: 'Temporal' });
    await setCustomFields(t, { typeOfContract: ['Indefinido'] });
    const edited = dataOf<CollaboratorRecord>(await t.call('PATCH', `/api/users/${person.id}`, { token: owner, body: { position: 'Encargada' } }));
    expect(edited).toMatchObject({ position: 'Encargada', typeOfContract: 'Temporal' });
    expectError(await t.call('PATCH', `/api/users/${person.id}`, { token: owner, body: { contractData: { typeOfContract: 'Obra' } } }), 400, 'CUSTOM_FIELD_VALUE_INVALID', 'typeOfContract');
  });
});

describe('the contracted-users limit', () => {
  it('counts active collaborators only, and refuses the one over it with CONTRACTED_USERS_LIMIT', async () => {
    const active = await activeCollaborators(t);
    await setContractedUsers(t, active + 1);
    dataOf(await create(newCollaborator(t)), 201);
    const res = await create(newCollaborator(t));
    expectError(res, 409, 'CONTRACTED_USERS_LIMIT');
    expect(res.body.message).toBe('Over the limit of contracted users');
    await setContractedUsers(t, 1000);
  });
});

describe('who may create', () => {
  it('a viewer is refused with 403 FORBIDDEN; nothing is created', async () => {
    const body = newCollaborator(t);
    expectError(await create(body, t.tokenFor('viewer')), 403, 'FORBIDDEN');
    expect(await t.call('POST', '/api/users/getFiltered', { token: owner, body: { q: body.lastName } }).then((r) => (r.body.data as { count: number }).count)).toBe(0);
  });
});

describe("the company's own fields (overlay schema)", () => {
  it('the demo company stores its collaborator fields in extra and answers them flattened; another company refuses them', async () => {
    const demo = t.tokenFor('demoowner');
    const body = newCollaborator(t, { mainBranch: t.fx.units.bShop, uniformSize: 'M', emergencyContact: 'Ana (madre)' });
    const created = dataOf<CollaboratorRecord>(await t.call('POST', '/api/users', { token: demo, body }), 201);
    expect(created).toMatchObject({ uniformSize: 'M', emergencyContact: 'Ana (madre)' });
    expect((await userRow(t, created.id)).extra).toEqual({ uniformSize: 'M', emergencyContact: 'Ana (madre)' });
    expectError(await t.call('PATCH', `/api/users/${created.id}`, { token: demo, body: { uniformSize: 'XXXL' } }), 400, 'VALIDATION_ERROR', 'uniformSize');
    expectError(await create(newCollaborator(t, { uniformSize: 'M' })), 400, 'VALIDATION_ERROR', 'uniformSize');
  });
});
