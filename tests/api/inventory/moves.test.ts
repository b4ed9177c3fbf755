import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createArticle, createType, move, type Article } from './inventoryHelpers';

let t: TestApp;
let laptops: string;
beforeAll(async () => {
  t = await createTestApp();
  laptops = await createType(t, 'Portátil');
});
afterAll(async () => {
  await t?.close();
});

const auditOf = (id: string) => t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'articles'), eq(auditLog.entityId, id), eq(auditLog.action, 'update')));

describe('moving an article through its states', () => {
  it('starts available; assign → return → repair → repaired → unavailable → available, each in the history and the audit', async () => {
    const a = await createArticle(t, { title: 'Dell Latitude', typeId: laptops, code: 'PT-1' });
    expect(a).toMatchObject({ status: 'AVAILABLE', assigneeId: null, assignedAt: null });
    expect(a.history).toEqual([expect.objectContaining({ kind: 'CREATED', to: 'AVAILABLE', by: t.fx.users.owner.id })]);
    const ana = t.fx.users.ana.id;

    const assigned = dataOf<Article>(await move(t, 'admin', a.id, { to: 'ASSIGNED', userId: ana, note: 'Nuevo puesto' }));
    expect(assigned).toMatchObject({ status: 'ASSIGNED', assigneeId: ana });
    expect(Date.parse(String(assigned.assignedAt))).toBeGreaterThan(Date.now() - 60_000);
    const returned = dataOf<Article>(await move(t, 'admin', a.id, { to: 'AVAILABLE', note: 'Pantalla rayada' }));
    expect(returned).toMatchObject({ status: 'AVAILABLE', assigneeId: null, assignedAt: null });
    for (const to of ['MANTAINANCE', 'AVAILABLE', 'NOT_AVAILABLE', 'AVAILABLE'] as const) {
      expect(dataOf<Article>(await move(t, 'owner', a.id, { to })).status).toBe(to);
    }
    const read = dataOf<Article>(await t.call('GET', `/api/inventory/${a.id}`, { token: t.tokenFor('viewer') }));
    expect(read.history.map((h) => h.move ?? h.kind)).toEqual(['CREATED', 'assign', 'return', 'repair', 'repaired', 'unavailable', 'available']);
    expect(read.history[1]).toMatchObject({ from: 'AVAILABLE', to: 'ASSIGNED', userId: ana, note: 'Nuevo puesto', by: t.fx.users.admin.id });
    expect(read.history[2]).toMatchObject({ from: 'ASSIGNED', to: 'AVAILABLE', userId: ana, note: 'Pantalla rayada' });
    const audit = await auditOf(a.id);
    expect(audit).toHaveLength(6);
    expect(audit.map((r) => (r.changes as { status: { to: string } }).status.to)).toEqual(['ASSIGNED', 'AVAILABLE', 'MANTAINANCE', 'AVAILABLE', 'NOT_AVAILABLE', 'AVAILABLE']);
    expect(audit[0].changes).toMatchObject({ assigneeId: { from: null, to: ana }, note: { to: 'Nuevo puesto' } });
  });

  it('refuses every other move with 409 INVALID_ARTICLE_TRANSITION naming both states in the caller’s language', async () => {
    const a = await createArticle(t, { title: 'iPhone 13', typeId: laptops });
    const refused = await move(t, 'owner', a.id, { to: 'AVAILABLE' }, 'es-ES');
    expectError(refused, 409, 'INVALID_ARTICLE_TRANSITION', 'to');
    expect(refused.body.message).toBe('Un artículo en estado «Disponible» no puede pasar a «Disponible»');
    await move(t, 'owner', a.id, { to: 'MANTAINANCE' });
    const fromRepair = await move(t, 'owner', a.id, { to: 'ASSIGNED', userId: t.fx.users.ana.id }, 'en-US');
    expectError(fromRepair, 409, 'INVALID_ARTICLE_TRANSITION', 'to');
    expect(fromRepair.body.message).toBe('An article that is “Under repair” cannot become “Assigned”');
    expectError(await move(t, 'owner', a.id, { to: 'NOT_AVAILABLE' }), 409, 'INVALID_ARTICLE_TRANSITION', 'to');
    await move(t, 'owner', a.id, { to: 'AVAILABLE' });
    await move(t, 'owner', a.id, { to: 'ASSIGNED', userId: t.fx.users.ana.id });
    for (const to of ['MANTAINANCE', 'NOT_AVAILABLE', 'ASSIGNED']) expectError(await move(t, 'owner', a.id, { to, ...(to === 'ASSIGNED' ? { userId: t.fx.users.luis.id } : {}) }), 409, 'INVALID_ARTICLE_TRANSITION', 'to');
    expect(dataOf<Article>(await t.call('GET', `/api/inventory/${a.id}`, { token: t.tokenFor('owner') })).history).toHaveLength(4);
    expect(await auditOf(a.id)).toHaveLength(3);
  });

  it('an assignment needs an active person of the company inside the caller’s units', async () => {
    const a = await createArticle(t, { title: 'Llave almacén', typeId: laptops });
    expectError(await move(t, 'owner', a.id, { to: 'ASSIGNED' }), 400, 'VALIDATION_ERROR', 'userId');
    expectError(await move(t, 'owner', a.id, { to: 'MANTAINANCE', userId: t.fx.users.ana.id }), 400, 'VALIDATION_ERROR', 'userId');
    expectError(await move(t, 'owner', a.id, { to: 'ASSIGNED', userId: t.fx.users.demoworker.id }), 404, 'NOT_FOUND');
    expectError(await move(t, 'owner', a.id, { to: 'ASSIGNED', userId: t.fx.users.gone.id }), 409, 'USER_INACTIVE', 'userId');
    // the administrator acts on North only: Luis works in Sevilla
    expectError(await move(t, 'admin', a.id, { to: 'ASSIGNED', userId: t.fx.users.luis.id }), 403, 'FORBIDDEN');
    // nor can they take back what Luis holds
    await move(t, 'owner', a.id, { to: 'ASSIGNED', userId: t.fx.users.luis.id });
    expectError(await move(t, 'admin', a.id, { to: 'AVAILABLE' }), 403, 'FORBIDDEN');
    expect(dataOf<Article>(await t.call('GET', `/api/inventory/${a.id}`, { token: t.tokenFor('owner') })).assigneeId).toBe(t.fx.users.luis.id);
  });

  it('status, assignee and history are the server’s: a PATCH cannot set them, an assigned article is not deleted', async () => {
    const a = await createArticle(t, { title: 'Taladro Bosch', typeId: laptops });
    expectError(await t.call('PATCH', `/api/inventory/${a.id}`, { token: t.tokenFor('owner'), body: { status: 'ASSIGNED' } }), 400, 'VALIDATION_ERROR', 'status');
    expectError(await t.call('POST', '/api/inventory', { token: t.tokenFor('owner'), body: { title: 'x', typeId: laptops, assigneeId: t.fx.users.ana.id } }), 400, 'VALIDATION_ERROR', 'assigneeId');
    await move(t, 'owner', a.id, { to: 'ASSIGNED', userId: t.fx.users.ana.id });
    const edited = dataOf<Article>(await t.call('PATCH', `/api/inventory/${a.id}`, { token: t.tokenFor('owner'), body: { notes: 'Con maletín' } }));
    expect(edited).toMatchObject({ status: 'ASSIGNED', assigneeId: t.fx.users.ana.id, notes: 'Con maletín' });
    expectError(await t.call('DELETE', `/api/inventory/${a.id}`, { token: t.tokenFor('owner') }), 409, 'ARTICLE_ASSIGNED', 'status');
    await move(t, 'owner', a.id, { to: 'AVAILABLE' });
    expect((await t.call('DELETE', `/api/inventory/${a.id}`, { token: t.tokenFor('owner') })).status).toBe(200);
  });

  it('a person who left can still give back what they hold', async () => {
    const a = await createArticle(t, { title: 'Uniforme talla M', typeId: laptops });
    await move(t, 'owner', a.id, { to: 'ASSIGNED', userId: t.fx.users.collaborator.id });
    await t.db.update(users).set({ active: false }).where(eq(users.id, t.fx.users.collaborator.id));
    expect(dataOf<Article>(await move(t, 'owner', a.id, { to: 'AVAILABLE' })).status).toBe('AVAILABLE');
    await t.db.update(users).set({ active: true }).where(eq(users.id, t.fx.users.collaborator.id));
  });
});
