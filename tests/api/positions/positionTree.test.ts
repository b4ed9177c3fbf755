import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { hierarchies } from '../../../src/server/engine/storage/productTables';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

interface PositionNode {
  id: string;
  name: string;
  parentId: string | null;
  childrenCount: number;
  usersCount: number;
  userPositions: string[];
}

let t: TestApp;
const ids: Record<string, string> = {};

/**
 * Company A: Dirección General → (Encargado/a de tienda → Dependiente/a, Dirección Financiera), plus a position hung
 * under a Sector (not a position: it is a root of the positions tree). Company B has no positions at all.
 * Collaborators hold "Dependienta" (Bilbao), "dependiente" (Bilbao), "Dependiente" (Sevilla) and an inactive one
 * (Santander); the administrator's own position never counts (not a collaborator).
 */
beforeAll(async () => {
  t = await createTestApp();
  const a = t.fx.companyA.id;
  const add = async (key: string, name: string, type: string, parent?: string) => {
    const [row] = await t.db.insert(hierarchies).values({ companyId: a, name, type, parentId: parent ? ids[parent] : null }).returning();
    ids[key] = row.id;
  };
  await add('director', 'Dirección General', 'position');
  await add('manager', 'Encargado/a de tienda', 'position', 'director');
  await add('clerk', 'Dependiente/a', 'position', 'manager');
  await add('finance', 'Dirección Financiera', 'position', 'director');
  await add('sector', 'Operaciones', 'Sector');
  await add('floating', 'Analista', 'position', 'sector');
  const hold = (username: string, position: string) => t.db.update(users).set({ position }).where(eq(users.id, t.fx.users[username].id));
  await hold('collaborator', 'Dependienta');
  await hold('ana', 'dependiente');
  await hold('luis', 'Dependiente');
  await hold('gone', 'Dependiente');
  await hold('admin', 'Dependiente');
  await hold('demoworker', 'Dependiente');
});
afterAll(async () => {
  await t?.close();
});

const children = (username: string, id: string) => t.call('GET', `/api/companies/positions/tree/children/${id}`, { token: t.tokenFor(username) });
const tree = async (username: string) => dataOf<{ positions: PositionNode[]; count: number; usersCount: number }>(await t.call('GET', '/api/companies/positions/tree', { token: t.tokenFor(username) }));
const byName = (nodes: PositionNode[], name: string) => nodes.find((n) => n.name === name) as PositionNode;

describe('positions tree children (talent report, chart)', () => {
  it('the company id answers the root positions with their counts', async () => {
    const body = dataOf<{ id: string; children: PositionNode[] }>(await children('owner', t.fx.companyA.id));
    expect(body.id).toBe(t.fx.companyA.id);
    expect(body.children.map((c) => c.name)).toEqual(['Analista', 'Dirección General']);
    expect(byName(body.children, 'Dirección General')).toMatchObject({ parentId: null, childrenCount: 2, usersCount: 0 });
  });

  it("a position id answers the positions directly below it", async () => {
    const body = dataOf<{ id: string; children: PositionNode[] }>(await children('owner', ids.director));
    expect(body.children.map((c) => c.name)).toEqual(['Dirección Financiera', 'Encargado/a de tienda']);
    const below = dataOf<{ children: PositionNode[] }>(await children('owner', ids.manager));
    expect(below.children).toHaveLength(1);
    expect(below.children[0]).toMatchObject({ name: 'Dependiente/a', parentId: ids.manager, childrenCount: 0 });
    expect(dataOf<{ children: PositionNode[] }>(await children('owner', ids.clerk)).children).toEqual([]);
  });

  it('a company without positions answers no children, so the talent report entry stays hidden', async () => {
    const body = dataOf<{ id: string; children: PositionNode[] }>(await children('demoowner', t.fx.companyB.id));
    expect(body).toEqual({ id: t.fx.companyB.id, children: [] });
  });

  it("another company's position or company id is 404, never its data", async () => {
    expectError(await children('demoowner', ids.director), 404, 'NOT_FOUND');
    expectError(await children('owner', t.fx.companyB.id), 404, 'NOT_FOUND');
    // a hierarchy of another type is not a position
    expectError(await children('owner', ids.sector), 404, 'NOT_FOUND');
    expectError(await children('owner', '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
  });

  it('a malformed id is a 400 on id; no token is a 401', async () => {
    expectError(await children('owner', 'not-a-uuid'), 400, 'VALIDATION_ERROR', 'id');
    expectError(await t.call('GET', `/api/companies/positions/tree/children/${t.fx.companyA.id}`), 401, 'UNAUTHORIZED');
    expectError(await t.call('GET', '/api/companies/positions/tree'), 401, 'UNAUTHORIZED');
  });
});

describe('positions tree for the chart', () => {
  it('lists every position with its parent and counts active collaborators by name, either gendered spelling', async () => {
    const body = await tree('owner');
    expect(body.count).toBe(5);
    expect(body.positions.map((p) => p.name).sort()).toEqual(['Analista', 'Dependiente/a', 'Dirección Financiera', 'Dirección General', 'Encargado/a de tienda']);
    const clerk = byName(body.positions, 'Dependiente/a');
    // Dependienta + dependiente (Bilbao) + Dependiente (Sevilla); the inactive one and the administrator are left out
    expect(clerk).toMatchObject({ parentId: ids.manager, usersCount: 3 });
    expect(clerk.userPositions).toEqual(['Dependienta', 'Dependiente', 'dependiente']);
    expect(byName(body.positions, 'Analista').parentId).toBeNull();
    expect(body.usersCount).toBe(3);
  });

  it('unit-scoped roles count only the collaborators of their units', async () => {
    // administrator of North (Bilbao, Santander): the two in Bilbao
    expect(byName((await tree('admin')).positions, 'Dependiente/a').usersCount).toBe(2);
    // manager of Sevilla: Luis
    const manager = await tree('manager');
    expect(byName(manager.positions, 'Dependiente/a')).toMatchObject({ usersCount: 1, userPositions: ['Dependiente'] });
    expect(manager.usersCount).toBe(1);
    // the viewer is not unit-scoped
    expect(byName((await tree('viewer')).positions, 'Dependiente/a').usersCount).toBe(3);
  });

  it("counts the children endpoint's nodes with the same scope", async () => {
    const body = dataOf<{ children: PositionNode[] }>(await children('manager', ids.manager));
    expect(body.children[0].usersCount).toBe(1);
  });

  it('another company sees only its own (empty) tree', async () => {
    expect(await tree('demoowner')).toEqual({ positions: [], count: 0, usersCount: 0 });
  });

  it('a parent loop written around the API still gives every position once, under one root', async () => {
    const a = t.fx.companyA.id;
    const [x] = await t.db.insert(hierarchies).values({ companyId: a, name: 'Loop X', type: 'position' }).returning();
    const [y] = await t.db.insert(hierarchies).values({ companyId: a, name: 'Loop Y', type: 'position', parentId: x.id }).returning();
    await t.db.update(hierarchies).set({ parentId: y.id }).where(eq(hierarchies.id, x.id));
    const loop = (await tree('owner')).positions.filter((p) => p.name.startsWith('Loop'));
    expect(loop.filter((p) => p.parentId === null)).toHaveLength(1);
    expect(loop).toHaveLength(2);
    await t.db.delete(hierarchies).where(eq(hierarchies.id, y.id));
    await t.db.delete(hierarchies).where(eq(hierarchies.id, x.id));
  });
});
