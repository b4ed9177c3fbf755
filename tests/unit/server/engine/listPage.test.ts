import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../../resources';
import { resourceHooks } from '../../../../src/server/areas';
import type { AuthContext } from '../../../../src/server/auth/authContext';
import { branchOffices, companies, users } from '../../../../src/server/db/schema';
import { Engine } from '../../../../src/server/engine/engine';
import type { NormalizedListQuery } from '../../../../src/server/engine/listQuery';
import { SchemaStore } from '../../../../src/server/engine/schemaStore';
import { createTestApp, type TestApp } from '../../../helpers/testApp';

/**
 * A list page is read one of two ways (listPage.ts): few matches are filtered first and then sorted, many are read
 * by walking the sort order until the page is full. Which way must never show: the same query gives the same pages
 * and total. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let engine: Engine;
let owner: AuthContext;
const UNITS = 30;
beforeAll(async () => {
  t = await createTestApp();
  engine = new Engine(RESOURCES, await SchemaStore.load(), resourceHooks(t.app.enforcer), t.db, t.app.files);
  const companyId = t.fx.companyA.id;
  // names that sort differently with and without case, and ties on city broken by id
  await t.db.insert(branchOffices).values(Array.from({ length: UNITS }, (_, i) => ({
    companyId, name: `${i % 2 ? 'zeta' : 'Zeta'} ${String((i * 7) % UNITS).padStart(2, '0')}`, city: i % 3 ? 'Vigo' : 'Lugo', parentOrganization: t.fx.units.hq,
  })));
  const [row] = await t.db.select({ user: users, company: companies }).from(users).innerJoin(companies, eq(companies.id, users.companyId)).where(eq(users.id, t.fx.users.owner.id));
  owner = { ...row, role: 'owner' };
}, 60_000); // a database and an app, as the API tests build them
afterAll(async () => {
  await t?.close();
});

const query = (q: Partial<NormalizedListQuery>): NormalizedListQuery => ({ skip: 0, limit: 20, sort: [], filters: {}, ...q });
const names = (rows: Record<string, unknown>[]) => rows.map((r) => `${String(r.name)}|${String(r.city)}`);

describe('list pages', { timeout: 30_000 }, () => {
  it('are the same whether the matches are filtered first or the sort order is walked', async () => {
    const branches = engine.service('branchoffices');
    const filters = { name: { contains: 'zeta' } };
    for (const sort of [[], [{ field: 'name', order: 'desc' as const }], [{ field: 'city', order: 'asc' as const }]]) {
      // one page of every match: filtered first (30 matches, page end 30)
      const all = await branches.list(owner, null, query({ filters, sort, limit: UNITS }));
      expect(all.count).toBe(UNITS);
      expect(all.rows).toHaveLength(UNITS);
      // pages of one: the first two walk the sort order (30 > 10 × page end), the later ones filter first
      const single: Record<string, unknown>[] = [];
      for (let skip = 0; skip < UNITS; skip++) {
        const page = await branches.list(owner, null, query({ filters, sort, skip, limit: 1 }));
        expect(page.count).toBe(UNITS);
        single.push(...page.rows);
      }
      expect(names(single)).toEqual(names(all.rows));
      expect(single.map((r) => r.id)).toEqual(all.rows.map((r) => r.id));
    }
  });

  it('answer the total with an empty page past the end, and nothing for no matches', async () => {
    const branches = engine.service('branchoffices');
    const past = await branches.list(owner, null, query({ filters: { name: { contains: 'zeta' } }, skip: UNITS }));
    expect(past).toEqual({ rows: [], count: UNITS });
    expect(await branches.list(owner, null, query({ filters: { name: { contains: 'no such unit' } } }))).toEqual({ rows: [], count: 0 });
  });

  it('never read what a record does not show (password hashes, token versions)', async () => {
    const people = await engine.service('users').list(owner, null, query({ filters: { role: { in: ['owner', 'administrator'] } } }));
    expect(people.count).toBeGreaterThan(0);
    for (const person of people.rows) {
      expect(person).not.toHaveProperty('passwordHash');
      expect(person).not.toHaveProperty('tokenVersion');
      expect(person).toHaveProperty('createdAt');
    }
  });
});
