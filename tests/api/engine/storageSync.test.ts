import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, PGLITE_EXTENSIONS, type Db } from '../../../src/server/db/client';
import * as schema from '../../../src/server/db/schema';
import { loadResourceCatalog, ResourceDeclarationError, StorageDriftError, syncResourceStorage } from '../../../src/server/engine/storage';
import { insertFixture } from '../../helpers/fixture';
import { openTestDatabase } from '../../helpers/testDatabase';

/**
 * The derived tables follow their schemas at every start, and a change that would lose or invent data is refused
 * with a message naming the resource, the field and the fix; the resources that moved onto derived storage keep
 * their data when a database made by the previous version is opened.
 */
const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/engine/cost-centres');
const temps: string[] = [];

/** A copy of the fixture folder with its schema changed by `edit`. */
function fixtureCopy(edit: (schema: { required: string[]; properties: Record<string, Record<string, unknown>> }) => void, declaration?: (d: Record<string, unknown>) => void): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hr-fixture-'));
  temps.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  const schemaFile = path.join(dir, 'schemas/cost-centre.schema.json');
  const s = JSON.parse(readFileSync(schemaFile, 'utf8'));
  edit(s);
  writeFileSync(schemaFile, JSON.stringify(s));
  if (declaration) {
    const file = path.join(dir, 'resources/costcentres.resource.json');
    const d = JSON.parse(readFileSync(file, 'utf8'));
    declaration(d);
    writeFileSync(file, JSON.stringify(d));
  }
  return dir;
}

afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

describe('schema and database kept in step', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let companyId: string;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    db = opened.database.db;
    drop = opened.drop;
    companyId = (await insertFixture(db)).companyA.id;
    await syncResourceStorage(db, loadResourceCatalog({ resourceDirs: [FIXTURE] }));
    await db.execute(sql`insert into cost_centres (company_id, name, code, budget) values (${companyId}, 'Kept', 'CC-100', 10)`);
  });
  afterAll(async () => {
    await drop?.();
  });

  it('adds a new field as a column and keeps every record', async () => {
    const dir = fixtureCopy((s) => {
      s.properties.notes = { type: 'string', maxLength: 200 };
      s.properties.headcount = { type: 'integer', default: 0 };
    });
    const report = await syncResourceStorage(db, loadResourceCatalog({ resourceDirs: [dir] }));
    expect(report.altered).toEqual(expect.arrayContaining(['cost_centres.notes added (text)', 'cost_centres.headcount added (integer)']));
    const rows = (await db.execute(sql`select name, notes, headcount from cost_centres`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ name: 'Kept', notes: null, headcount: 0 }]);
  });

  it('refuses a type change at start, naming the field and the fix, and changes nothing', async () => {
    const dir = fixtureCopy((s) => {
      s.properties.budget = { type: 'string' };
      s.properties.other = { type: 'string' };
    });
    const err = await syncResourceStorage(db, loadResourceCatalog({ resourceDirs: [dir] })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageDriftError);
    expect((err as Error).message).toMatch(/costcentres .*cost-centre\.schema\.json, field "budget"\): "budget" is text in the schema but column cost_centres\.budget is double precision\. Fix:/);
    // one transaction: the column the same start would have added is not there
    const cols = (await db.execute(sql`select column_name from information_schema.columns where table_name = 'cost_centres' and column_name = 'other'`)) as unknown as { rows: unknown[] };
    expect(cols.rows).toHaveLength(0);
  });

  it('refuses a unique field that holds duplicates, and keeps a required field nullable while records lack it', async () => {
    await db.execute(sql`insert into cost_centres (company_id, name, code) values (${companyId}, 'Dup', 'CC-200'), (${companyId}, 'dup', 'CC-201')`);
    const dup = fixtureCopy(() => undefined, (d) => {
      d.unique = { code: 'COST_CENTRE_CODE_IN_USE', name: 'COST_CENTRE_CODE_IN_USE' };
    });
    const err = await syncResourceStorage(db, loadResourceCatalog({ resourceDirs: [dup] })).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/"name" is declared unique but cost_centres holds .*duplicate/);

    const required = fixtureCopy((s) => {
      s.properties.owner = { type: 'string' };
      s.required.push('owner');
    });
    const report = await syncResourceStorage(db, loadResourceCatalog({ resourceDirs: [required] }));
    expect(report.notes.join('\n')).toMatch(/existing records have no value for the required "owner"/);
  });

  it('refuses a declaration it cannot serve, listing every problem with its file', () => {
    const dir = fixtureCopy((s) => {
      s.properties.companyId = { type: 'string' };
    }, (d) => {
      d.module = 'costs';
      (d.list as { filters: Record<string, string> }).filters.missing = 'eq';
    });
    let err: unknown;
    try {
      loadResourceCatalog({ resourceDirs: [dir] });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ResourceDeclarationError);
    const message = (err as Error).message;
    expect(message).toMatch(/costcentres\.resource\.json: "module" "costs" is not a permission module key/);
  });

  it('refuses the engine fields and unknown fields in a declaration', () => {
    const dir = fixtureCopy((s) => {
      s.properties.companyId = { type: 'string' };
    }, (d) => {
      (d.list as { filters: Record<string, string> }).filters.missing = 'eq';
    });
    expect(() => loadResourceCatalog({ resourceDirs: [dir] })).toThrow(/field "companyId"\): "companyId" is a column the engine keeps itself[\s\S]*list\.filters names "missing"/);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a database made by the previous version', () => {
  it('keeps every record of the resources that moved onto derived tables, with the new indexes in force', async () => {
    // the migrations as they stood before this version: 0000–0006
    const previous = mkdtempSync(path.join(os.tmpdir(), 'hr-migrations-'));
    temps.push(previous);
    cpSync(migrationsFolder, previous, { recursive: true });
    rmSync(path.join(previous, '0007_engine_derived_tables.sql'));
    const journalFile = path.join(previous, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 6);
    writeFileSync(journalFile, JSON.stringify(journal));

    const client = new PGlite('memory://', { extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client, { schema }) as unknown as Db;
    await migrate(drizzle(client, { schema }), { migrationsFolder: previous });
    const [{ id: company }] = ((await db.execute(sql`insert into companies (slug, name) values ('old', 'Old S.L.') returning id`)) as unknown as { rows: { id: string }[] }).rows;
    await db.execute(sql`insert into special_days (company_id, name, date_from, date_to) values (${company}, 'Año Nuevo', '2026-01-01', '2026-01-01')`);
    await db.execute(sql`insert into dayoff_types (company_id, title, max_days) values (${company}, 'Vacaciones', 22)`);
    await db.execute(sql`insert into workshift_types (company_id, title, external_id) values (${company}, 'Oficina', 'OF')`);
    await db.execute(sql`insert into shift_templates (company_id, name, external_id, start_time, end_time) values (${company}, 'Mañana', 'M1', '08:00', '16:00')`);
    await db.execute(sql`insert into hierarchies (company_id, name, type) values (${company}, 'Dirección', 'position')`);
    await db.execute(sql`insert into folder_types (company_id, title) values (${company}, 'Nóminas')`);

    // this version: the remaining migrations, then the derived tables brought in step
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    await syncResourceStorage(db);

    const count = async (table: string) => ((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0].n;
    for (const table of ['special_days', 'dayoff_types', 'workshift_types', 'shift_templates', 'hierarchies', 'folder_types']) expect(await count(table), table).toBe(1);
    const indexes = ((await db.execute(sql`select indexname from pg_indexes where tablename = 'dayoff_types'`)) as unknown as { rows: { indexname: string }[] }).rows.map((r) => r.indexname);
    expect(indexes).not.toContain('dayoff_types_company_title_uq');
    expect(indexes.some((i) => i.startsWith('dayoff_types_title_uq_'))).toBe(true);
    // the unique rule is still enforced by the database, case-insensitively
    await expect(db.execute(sql`insert into dayoff_types (company_id, title) values (${company}, 'VACACIONES')`)).rejects.toThrow();
    // and a second start changes nothing
    const again = await syncResourceStorage(db);
    expect([...again.created, ...again.altered]).toEqual([]);
    await client.close();
  });
});
