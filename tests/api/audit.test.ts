import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { dataOf, expectError } from '../helpers/expectations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type AuditRow = { entity: string; entityId: string; action: string; username: string; userId: string; changes: Record<string, unknown>; at: string };
const history = async (entity: string, entityId: string, token = t.tokenFor('owner')) =>
  dataOf<{ audit: AuditRow[]; count: number }>(await t.call('GET', '/api/audit', { token, query: { entity, entityId } }));

describe('audit trail', () => {
  it('records who created, changed (only the changed fields, from → to) and deleted a record', async () => {
    const token = t.tokenFor('owner');
    const unit = dataOf<{ id: string }>(await t.call('POST', '/api/branchoffices', { token, body: { name: 'Audited', parentOrganization: t.fx.units.hq, city: 'Vigo' } }), 201);
    dataOf(await t.call('PATCH', `/api/branchoffices/${unit.id}`, { token, body: { city: 'Ourense', name: 'Audited' } }));
    dataOf(await t.call('PATCH', `/api/branchoffices/delete/${unit.id}`, { token, body: {} }));

    const { audit, count } = await history('branchoffices', unit.id);
    expect(count).toBe(3);
    expect(audit.map((a) => a.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, created] = audit;
    expect(updated.changes).toEqual({ city: { from: 'Vigo', to: 'Ourense' } });
    expect(updated).toMatchObject({ username: 'owner', userId: t.fx.users.owner.id, entity: 'branchoffices' });
    expect(created.changes).toMatchObject({ id: unit.id, name: 'Audited', city: 'Vigo' });
    expect(deleted.changes).toMatchObject({ id: unit.id, city: 'Ourense' });
  });

  it('writes nothing for an update that changes nothing, and nothing for a refused write', async () => {
    const token = t.tokenFor('owner');
    dataOf(await t.call('PATCH', `/api/branchoffices/${t.fx.units.sevilla}`, { token, body: { city: 'Sevilla' } }));
    expectError(await t.call('PATCH', `/api/branchoffices/${t.fx.units.sevilla}`, { token, body: { name: 'Bilbao Store' } }), 409, 'BRANCH_DUPLICATED_NAME');
    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'branchoffices'), eq(auditLog.entityId, t.fx.units.sevilla)));
    expect(rows).toHaveLength(0);
  });

  it("is readable with the entity's read permission, and only inside the caller's units", async () => {
    dataOf(await t.call('PATCH', `/api/branchoffices/${t.fx.units.sevilla}`, { token: t.tokenFor('owner'), body: { city: 'Hispalis' } }));
    expect((await history('branchoffices', t.fx.units.sevilla, t.tokenFor('viewer'))).count).toBe(1);
    expectError(await t.call('GET', '/api/audit', { token: t.tokenFor('admin'), query: { entity: 'branchoffices', entityId: t.fx.units.sevilla } }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', '/api/audit', { token: t.tokenFor('manager'), query: { entity: 'foldertypes' } }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', '/api/audit', { token: t.tokenFor('owner'), query: { entity: 'nope' } }), 400, 'VALIDATION_ERROR', 'entity');
  });
});
