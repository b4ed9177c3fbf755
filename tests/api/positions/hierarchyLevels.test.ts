import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

type Levels = { levels: { name: string; hierarchiesCount: number }[] };

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

const get = (token = owner) => t.call('GET', '/api/companies/hierarchy-levels', { token });
const patch = (levels: unknown, token = owner) => t.call('PATCH', '/api/companies/hierarchy-levels', { token, body: { levels } });
const keep = (...names: string[]) => names.map((name) => ({ name, previousName: name }));
const names = (body: Levels) => body.levels.map((l) => l.name);
const createHierarchy = (name: string, type: string) => t.call('POST', '/api/companies/hierarchies', { token: owner, body: { name, type } });

describe('hierarchy levels (/levels)', () => {
  it('starts with the defaults position, Sector, Departamento and counts the hierarchies of each', async () => {
    dataOf(await createHierarchy('Operaciones', 'Sector'), 201);
    const body = dataOf<Levels>(await get());
    expect(body.levels).toEqual([
      { name: 'position', hierarchiesCount: 0 },
      { name: 'Sector', hierarchiesCount: 1 },
      { name: 'Departamento', hierarchiesCount: 0 },
    ]);
  });

  it('adds and reorders levels; a new level can be used by hierarchies at once', async () => {
    const body = dataOf<Levels>(await patch([...keep('position', 'Departamento', 'Sector'), { name: 'Área' }]));
    expect(names(body)).toEqual(['position', 'Departamento', 'Sector', 'Área']);
    expect(names(dataOf<Levels>(await get()))).toEqual(['position', 'Departamento', 'Sector', 'Área']);
    dataOf(await createHierarchy('Norte', 'Área'), 201);
    // the rest of customFields is untouched
    const [company] = await t.db.select().from(companies).where(eq(companies.id, t.fx.companyA.id));
    expect(Object.keys(company.customFields)).toEqual(['hierarchies']);
  });

  it('renames a level together with its hierarchies, and writes who changed it to the audit log', async () => {
    const body = dataOf<Levels>(await patch([...keep('position', 'Departamento'), { name: 'División', previousName: 'Sector' }, ...keep('Área')]));
    expect(body.levels).toContainEqual({ name: 'División', hierarchiesCount: 1 });
    const list = dataOf<{ hierarchies: { name: string; type: string }[] }>(await t.call('GET', '/api/companies/hierarchies/HierarchiesToTable/get', { token: owner, query: { filters: JSON.stringify({ name: 'Operaciones' }) } }));
    expect(list.hierarchies.map((h) => h.type)).toEqual(['División']);
    // the old name is no longer a valid type
    expectError(await createHierarchy('Sur', 'Sector'), 400, 'TYPE_INVALID', 'type');
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.companyId, t.fx.companyA.id), eq(auditLog.entity, 'companies')));
    expect(audit.at(-1)).toMatchObject({ userId: t.fx.users.owner.id, action: 'update', entityId: t.fx.companyA.id });
    expect(audit.at(-1)?.changes).toEqual({ 'customFields.hierarchies': { from: ['position', 'Departamento', 'Sector', 'Área'], to: ['position', 'Departamento', 'División', 'Área'] } });
  });

  it('swaps two level names even when both have a hierarchy of the same name', async () => {
    dataOf(await createHierarchy('Común', 'Departamento'), 201);
    dataOf(await createHierarchy('Común', 'Área'), 201);
    const body = dataOf<Levels>(await patch([...keep('position'), { name: 'Área', previousName: 'Departamento' }, ...keep('División'), { name: 'Departamento', previousName: 'Área' }]));
    expect(names(body)).toEqual(['position', 'Área', 'División', 'Departamento']);
    expect(body.levels.find((l) => l.name === 'Departamento')?.hierarchiesCount).toBe(2);
  });

  it('refuses removing a level that hierarchies still use (HIERARCHY_EXISTS) and removes an unused one', async () => {
    expectError(await patch(keep('position', 'División', 'Departamento')), 409, 'HIERARCHY_EXISTS', 'levels');
    expect(names(dataOf<Levels>(await get()))).toEqual(['position', 'Área', 'División', 'Departamento']);
    dataOf(await createHierarchy('Vacía', 'position'), 201);
    const [empty] = dataOf<{ hierarchies: { id: string }[] }>(await t.call('GET', '/api/companies/hierarchies/HierarchiesToTable/get', { token: owner, query: { filters: JSON.stringify({ type: 'División' }) } })).hierarchies;
    dataOf(await t.call('DELETE', `/api/companies/hierarchies/${empty.id}`, { token: owner }));
    expect(names(dataOf<Levels>(await patch(keep('position', 'Área', 'Departamento'))))).toEqual(['position', 'Área', 'Departamento']);
  });

  it('keeps the position level: it cannot be renamed or removed (the organisation chart is built from it)', async () => {
    expectError(await patch([{ name: 'Cargo', previousName: 'position' }, ...keep('Área', 'Departamento')]), 400, 'VALIDATION_ERROR', 'levels.0.name');
    expectError(await patch(keep('Área', 'Departamento')), 400, 'VALIDATION_ERROR', 'levels');
  });

  it('refuses two levels with the same name, ignoring case (TYPE_INVALID on the repeated one)', async () => {
    expectError(await patch([...keep('position', 'Área', 'Departamento'), { name: 'área' }]), 409, 'TYPE_INVALID', 'levels.3.name');
    expectError(await patch([...keep('position', 'Área'), { name: 'Departamento', previousName: 'Nope' }]), 400, 'VALIDATION_ERROR', 'levels.2.previousName');
  });

  it('answers bad input with 400, never a 500', async () => {
    expectError(await patch('position'), 400, 'VALIDATION_ERROR', 'levels');
    expectError(await patch([]), 400, 'VALIDATION_ERROR', 'levels');
    expectError(await patch([...keep('position'), { name: '   ' }]), 400, 'VALIDATION_ERROR', 'levels.1.name');
    expectError(await patch([...keep('position'), { name: 'x'.repeat(61) }]), 400, 'VALIDATION_ERROR', 'levels.1.name');
    expectError(await patch([...keep('position'), { name: 'Área', color: 'red' }]), 400, 'VALIDATION_ERROR');
    expectError(await t.call('PATCH', '/api/companies/hierarchy-levels', { token: owner, payload: '{bad', headers: { 'content-type': 'application/json' } }), 400, 'VALIDATION_ERROR');
  });

  it('needs company-config: a manager may not read, a viewer may not change, an administrator may', async () => {
    expectError(await get(t.tokenFor('manager')), 403, 'FORBIDDEN');
    expectError(await patch(keep('position'), t.tokenFor('viewer')), 403, 'FORBIDDEN');
    // an administrator has company-config
    expect(names(dataOf<Levels>(await get(t.tokenFor('admin'))))).toContain('position');
  });

  it("changes only the caller's company", async () => {
    expect(names(dataOf<Levels>(await get(t.tokenFor('demoowner'))))).toEqual(['position', 'Sector', 'Departamento']);
  });
});
