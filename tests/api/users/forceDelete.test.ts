import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createCollaborator, userRow } from './usersTestKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const forceDelete = (id: string, who: string) => t.call('DELETE', `/api/users/force/${id}`, { token: t.tokenFor(who) });

describe('DELETE /users/force/:id', () => {
  it('removes the collaborator for good (admin level), keeping the whole record in the audit log', async () => {
    const person = await createCollaborator(t);
    expect(dataOf(await forceDelete(person.id, 'admin'))).toEqual({ id: person.id });
    expect(await userRow(t, person.id)).toBeUndefined();
    expectError(await t.call('GET', `/api/users/${person.id}`, { token: t.tokenFor('owner') }), 404, 'NOT_FOUND');
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, person.id), eq(auditLog.action, 'delete')));
    expect(entry.changes).toMatchObject({ username: person.username, numberOfDocument: person.numberOfDocument });
  });

  it('is refused to a manager (not admin level) and a viewer with 403; the collaborator stays', async () => {
    const person = await createCollaborator(t, { mainBranch: t.fx.units.sevilla });
    expectError(await forceDelete(person.id, 'manager'), 403, 'FORBIDDEN');
    expectError(await forceDelete(person.id, 'viewer'), 403, 'FORBIDDEN');
    expect(await userRow(t, person.id)).toBeDefined();
  });

  it('never deletes an administrator or another company\'s user (404)', async () => {
    expectError(await forceDelete(t.fx.users.manager.id, 'owner'), 404, 'NOT_FOUND');
    expectError(await forceDelete(t.fx.users.demoworker.id, 'owner'), 404, 'NOT_FOUND');
    expect(await userRow(t, t.fx.users.manager.id)).toBeDefined();
  });
});
