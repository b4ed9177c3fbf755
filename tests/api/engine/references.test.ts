import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../src/server/auth/authContext';
import { companies, users } from '../../../src/server/db/schema';
import { shiftTemplates } from '../../../src/server/engine/storage/productTables';
import { assertReferences, declaredTargets } from '../../../src/server/engine/references';
import { mergeOverlay, type JsonSchema } from '../../../src/server/engine/schemaStore';
import { unitScopeOf } from '../../../src/server/permissions/unitScope';
import { isApiError } from '../../../src/server/http/apiError';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let ownType: string;
let foreignType: string;
const MISSING = '00000000-0000-4000-8000-000000000000';
const TEMPLATES = '/api/workshift/shiftTemplate';
const SPECIAL_DAYS = '/api/companies/specialDays';
const as = (username: string) => ({ token: t.tokenFor(username) });

beforeAll(async () => {
  t = await createTestApp();
  ownType = dataOf<{ id: string }>(await t.call('POST', '/api/companies/typesOfWorkshift', { ...as('owner'), body: { title: 'Office' } }), 201).id;
  foreignType = dataOf<{ id: string }>(await t.call('POST', '/api/companies/typesOfWorkshift', { ...as('demoowner'), body: { title: 'Demo office' } }), 201).id;
});
afterAll(async () => t?.close());

describe('a field that refers to another record (x-ref)', () => {
  it("refuses another company's record on the field, in the user's language", async () => {
    const res = await t.call('POST', TEMPLATES, { ...as('owner'), body: { name: 'Borrowed', type: 'rest', workshiftType: foreignType }, locale: 'es-ES' });
    expectError(res, 400, 'REF_NOT_FOUND', 'workshiftType');
    expect(res.body.errors?.[0].message).toBe('El registro elegido no existe o no está a tu alcance');
    expect(await t.db.select().from(shiftTemplates).where(eq(shiftTemplates.name, 'Borrowed'))).toEqual([]);
  });

  it('refuses an id that names no record, on create and on update', async () => {
    expectError(await t.call('POST', TEMPLATES, { ...as('owner'), body: { name: 'Ghost', type: 'rest', workshiftType: MISSING } }), 400, 'REF_NOT_FOUND', 'workshiftType');
    const kept = dataOf<{ id: string }>(await t.call('POST', TEMPLATES, { ...as('owner'), body: { name: 'Kept', type: 'rest' } }), 201);
    expectError(await t.call('PATCH', `${TEMPLATES}/${kept.id}`, { ...as('owner'), body: { workshiftType: foreignType } }), 400, 'REF_NOT_FOUND', 'workshiftType');
  });

  it("accepts the company's own record, and null", async () => {
    const made = dataOf<{ id: string; workshiftType: string }>(await t.call('POST', TEMPLATES, { ...as('admin'), body: { name: 'Desk', type: 'rest', workshiftType: ownType } }), 201);
    expect(made.workshiftType).toBe(ownType);
    expect(dataOf<{ workshiftType: null }>(await t.call('PATCH', `${TEMPLATES}/${made.id}`, { ...as('admin'), body: { workshiftType: null } })).workshiftType).toBeNull();
  });

  it('does not check again a reference the update leaves as it was', async () => {
    const made = dataOf<{ id: string }>(await t.call('POST', TEMPLATES, { ...as('owner'), body: { name: 'Legacy', type: 'rest' } }), 201);
    // a reference stored before the engine checked them
    await t.db.update(shiftTemplates).set({ workshiftType: foreignType }).where(eq(shiftTemplates.id, made.id));
    expect(dataOf(await t.call('PATCH', `${TEMPLATES}/${made.id}`, { ...as('owner'), body: { breakMinutes: 15 } }))).toMatchObject({ breakMinutes: 15, workshiftType: foreignType });
    expect(dataOf(await t.call('PATCH', `${TEMPLATES}/${made.id}`, { ...as('owner'), body: { name: 'Legacy 2', workshiftType: foreignType } }))).toMatchObject({ name: 'Legacy 2' });
  });
});

describe('references to units (branch offices are scoped by their own id)', () => {
  it("names the array item outside a unit-scoped administrator's units (branches.2)", async () => {
    const { north, bilbao, sevilla } = t.fx.units;
    const res = await t.call('POST', SPECIAL_DAYS, { ...as('admin'), body: { name: 'Fair', dateFrom: '2030-09-01', dateTo: '2030-09-01', branches: [north, bilbao, sevilla] } });
    expectError(res, 400, 'REF_NOT_FOUND', 'branches.2');
    expect(res.body.errors?.map((e) => e.field)).toEqual(['branches.2']);
    dataOf(await t.call('POST', SPECIAL_DAYS, { ...as('admin'), body: { name: 'Fair', dateFrom: '2030-09-01', dateTo: '2030-09-01', branches: [north, bilbao] } }), 201);
  });

  it('checks only the units an update adds: a unit already listed stays even outside the caller\'s units', async () => {
    const { bilbao, sevilla, santander } = t.fx.units;
    const day = dataOf<{ id: string }>(await t.call('POST', SPECIAL_DAYS, { ...as('owner'), body: { name: 'Regatta', dateFrom: '2030-08-01', dateTo: '2030-08-01', branches: [sevilla] } }), 201);
    const edited = dataOf<{ branches: string[] }>(await t.call('PATCH', `${SPECIAL_DAYS}/${day.id}`, { ...as('admin'), body: { branches: [sevilla, bilbao] } }));
    expect(edited.branches).toEqual([sevilla, bilbao]);
    expectError(await t.call('PATCH', `${SPECIAL_DAYS}/${day.id}`, { ...as('manager'), body: { branches: [sevilla, santander] } }), 403, 'FORBIDDEN');
  });
});

describe('a company custom field (overlay) that refers to a unit', () => {
  // what an overlay adds to collaborators: stored in `extra`, checked like a base field
  const schema: JsonSchema = mergeOverlay({ type: 'object', properties: { firstName: { type: 'string' } } }, {
    properties: { deputyBranch: { type: ['string', 'null'], format: 'uuid', 'x-ref': 'branchoffices' } as JsonSchema },
  });

  async function authOf(username: string): Promise<AuthContext> {
    const [user] = await t.db.select().from(users).where(eq(users.id, t.fx.users[username].id));
    const [company] = await t.db.select().from(companies).where(eq(companies.id, user.companyId));
    return { user, company, role: user.role as AuthContext['role'] };
  }
  async function codeOf(username: string, record: Record<string, unknown>, before?: Record<string, unknown>) {
    const auth = await authOf(username);
    try {
      await assertReferences(t.db, declaredTargets, auth, await unitScopeOf(t.db, auth), schema, record, before);
      return 'ok';
    } catch (err) {
      if (!isApiError(err)) throw err;
      return `${err.code} ${err.errors?.map((e) => e.field).join(',')}`;
    }
  }

  it("refuses a manager's unit outside their own, and accepts one inside", async () => {
    expect(await codeOf('manager', { deputyBranch: t.fx.units.bilbao })).toBe('REF_NOT_FOUND deputyBranch');
    expect(await codeOf('manager', { deputyBranch: t.fx.units.sevilla })).toBe('ok');
  });

  it("refuses another company's unit even to the owner; leaves an unchanged value alone", async () => {
    expect(await codeOf('owner', { deputyBranch: t.fx.units.bShop })).toBe('REF_NOT_FOUND deputyBranch');
    expect(await codeOf('owner', { deputyBranch: t.fx.units.bilbao })).toBe('ok');
    expect(await codeOf('manager', { deputyBranch: t.fx.units.bilbao }, { deputyBranch: t.fx.units.bilbao })).toBe('ok');
  });
});
