import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createCollaborator, userRow, type CollaboratorRecord } from './usersTestKit';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

const patch = (id: string, body: unknown, token = owner) => t.call('PATCH', `/api/users/${id}`, { token, body });

describe('PATCH /users/:id', () => {
  it('changes only what is sent, flat or nested, and can clear optional fields', async () => {
    const person = await createCollaborator(t, { phone: '600000000', contractStartDate: '2024-01-01' });
    const edited = dataOf<CollaboratorRecord>(await patch(person.id, { organizationData: { position: 'Encargada' }, contractData: { weeklyHours: 30 }, phone: null }));
    expect(edited).toMatchObject({ position: 'Encargada', weeklyHours: 30, phone: null, contractStartDate: '2024-01-01', username: person.username });
  });

  it('keeps its own unique values, but not another collaborator\'s (on the field)', async () => {
    const a = await createCollaborator(t, { externalId: 'A-1' });
    const b = await createCollaborator(t);
    dataOf(await patch(a.id, { email: a.email, externalId: 'A-1', numberOfDocument: a.numberOfDocument }));
    expectError(await patch(b.id, { contactData: { primaryEmail: a.email } }), 409, 'EMAIL_IN_USE', 'email');
    expectError(await patch(b.id, { externalId: 'a-1' }), 409, 'EXTERNAL_ID_IN_USE', 'externalId');
    expectError(await patch(b.id, { personalData: { numberOfDocument: a.numberOfDocument } }), 409, 'DOCUMENT_IN_USE', 'numberOfDocument');
    expectError(await patch(b.id, { username: a.username.toUpperCase() }), 409, 'USERNAME_IN_USE', 'username');
  });

  it('refuses the read-only fields: status, role, picture and leave data have their own endpoints', async () => {
    const person = await createCollaborator(t);
    for (const field of ['active', 'role', 'imageUrl', 'leaveDate']) {
      expectError(await patch(person.id, { [field]: field === 'active' ? false : 'x' }), 400, 'VALIDATION_ERROR', field);
    }
    expect((await userRow(t, person.id)).active).toBe(true);
  });

  it("does not touch administrators through the collaborators' endpoint (404)", async () => {
    expectError(await patch(t.fx.users.manager.id, { position: 'Boss' }), 404, 'NOT_FOUND');
    expect((await userRow(t, t.fx.users.manager.id)).position).toBeNull();
  });
});
