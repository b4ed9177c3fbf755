import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quoteIdent, type ColumnSpec, type StorageSpec } from './deriveStorage';

/**
 * Keep the database in step with the derived tables, at every start and in one transaction (Frappe syncs its
 * DocTypes the same way): create a missing table, add a missing column, relax or tighten NOT NULL, set a missing
 * default, create the indexes the declaration needs (and drop the engine's own ones it no longer needs), install the
 * list-cache trigger. What cannot be done without losing or inventing data (a column whose type changed, NOT NULL
 * on a column holding nulls, a unique field holding duplicates) is refused: nothing is changed and the error names
 * the resource, the field and the fix.
 */

export class StorageDriftError extends Error {
  constructor(readonly problems: string[]) {
    super(`The database does not match the resource schemas; nothing was changed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'StorageDriftError';
  }
}

/** What the sync did, for the start log and the tests. */
export interface SyncReport {
  created: string[];
  altered: string[];
  notes: string[];
}

interface ExistingColumn {
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

const SYSTEM_COLUMN_TYPES: Record<string, string> = {
  id: 'uuid',
  company_id: 'uuid',
  extra: 'jsonb',
  created_at: 'timestamp with time zone',
  updated_at: 'timestamp with time zone',
};

/** One number for every process of the product: two servers starting on one PostgreSQL sync one after the other. */
const SYNC_LOCK_KEY = 7_230_411;

type Exec = (statement: string) => Promise<Record<string, unknown>[]>;

const execOn = (db: Db): Exec => async (statement) => ((await db.execute(sql.raw(statement))) as unknown as { rows: Record<string, unknown>[] }).rows;

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

function columnDefinition(c: ColumnSpec, opts: { notNull: boolean }): string {
  return [quoteIdent(c.name), c.sqlType, c.defaultSql ? `DEFAULT ${c.defaultSql}` : '', opts.notNull ? 'NOT NULL' : ''].filter(Boolean).join(' ');
}

const createIndexSql = (table: string, i: StorageSpec['indexes'][number]) =>
  `CREATE ${i.unique ? 'UNIQUE ' : ''}INDEX ${quoteIdent(i.name)} ON ${quoteIdent(table)} USING ${i.using} (${i.parts.join(', ')})${i.withSql ? ` WITH ${i.withSql}` : ''}`;

const triggerSql = (table: string) =>
  `CREATE CONSTRAINT TRIGGER ${quoteIdent(`${table}_data_version`)} AFTER INSERT OR UPDATE OR DELETE ON ${quoteIdent(table)} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_data_change()`;

/** What the database holds for the derived tables, read in three catalog queries whatever their number. */
interface CatalogState {
  columns: Map<string, Map<string, ExistingColumn>>;
  indexes: Map<string, Set<string>>;
  triggers: Set<string>;
}

async function readCatalogState(exec: Exec, tables: string[]): Promise<CatalogState> {
  const names = `ARRAY[${tables.map(literal).join(', ')}]::text[]`;
  const columns = new Map<string, Map<string, ExistingColumn>>();
  // the system catalogs, not information_schema: its views cost PGlite a tenth of a second on every start
  const columnRows = await exec(`SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, NULL) AS data_type,
      CASE WHEN a.attnotnull THEN 'NO' ELSE 'YES' END AS is_nullable, pg_get_expr(d.adbin, d.adrelid) AS column_default
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped AND c.relname = ANY(${names})`);
  for (const row of columnRows as unknown as (ExistingColumn & { table_name: string })[]) {
    const perTable = columns.get(row.table_name) ?? new Map<string, ExistingColumn>();
    perTable.set(row.column_name, row);
    columns.set(row.table_name, perTable);
  }
  const indexes = new Map<string, Set<string>>();
  const indexRows = await exec(`SELECT t.relname AS tablename, i.relname AS indexname FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
    WHERE t.relnamespace = current_schema()::regnamespace AND t.relname = ANY(${names})`);
  for (const row of indexRows as { tablename: string; indexname: string }[]) {
    indexes.set(row.tablename, (indexes.get(row.tablename) ?? new Set()).add(row.indexname));
  }
  const triggerRows = await exec(`SELECT c.relname AS table_name FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY(${names}) AND g.tgname = c.relname || '_data_version'`);
  return { columns, indexes, triggers: new Set((triggerRows as { table_name: string }[]).map((r) => r.table_name)) };
}

async function syncOne(exec: Exec, state: CatalogState, spec: StorageSpec, where: (field?: string) => string, problems: string[], report: SyncReport): Promise<void> {
  const t = spec.table;
  const problemsBefore = problems.length;
  const existingColumns = state.columns.get(t);
  if (!existingColumns) {
    const cols = [
      '"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL',
      '"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE',
      ...spec.columns.map((c) => columnDefinition(c, { notNull: c.notNull })),
      `"extra" jsonb DEFAULT '{}'::jsonb NOT NULL`,
      '"created_at" timestamp with time zone DEFAULT now() NOT NULL',
      '"updated_at" timestamp with time zone DEFAULT now() NOT NULL',
    ];
    await exec(`CREATE TABLE ${quoteIdent(t)} (${cols.join(', ')})`);
    report.created.push(t);
  } else {
    const existing = existingColumns;
    for (const [name, type] of Object.entries(SYSTEM_COLUMN_TYPES)) {
      const c = existing.get(name);
      if (!c || c.data_type !== type) problems.push(`${where()}: table ${t} lacks the engine's column ${name} (${type}); it was not made by the engine: declare the resource with storage.design "own", or choose another storage.table`);
    }
    // counted only when a column is added: a start that changes nothing reads no table
    let counted: number | undefined;
    const countRows = async () => (counted ??= ((await exec(`SELECT count(*)::int AS n FROM ${quoteIdent(t)}`)) as { n: number }[])[0].n);
    for (const c of spec.columns) {
      const have = existing.get(c.name);
      const column = `${t}.${c.name}`;
      if (!have) {
        const rowCount = await countRows();
        // a required field added to a table that holds records: they have no value to give it
        const notNull = c.notNull && (Boolean(c.defaultSql) || rowCount === 0);
        await exec(`ALTER TABLE ${quoteIdent(t)} ADD COLUMN ${columnDefinition(c, { notNull })}`);
        report.altered.push(`${column} added (${c.sqlType})`);
        if (c.notNull && !notNull) report.notes.push(`${where(c.field)}: ${rowCount} existing records have no value for the required "${c.field}"; edit them, then restart to make ${column} NOT NULL`);
        continue;
      }
      if (have.data_type !== c.sqlType) {
        problems.push(`${where(c.field)}: "${c.field}" is ${c.sqlType} in the schema but column ${column} is ${have.data_type}. Fix: give the property its former type back, or rename it (a new column is added and ${column} keeps its data), or convert the column yourself (ALTER TABLE ${t} ALTER COLUMN ${c.name} TYPE ${c.sqlType} USING …)`);
        continue;
      }
      if (c.defaultSql && have.column_default === null) {
        await exec(`ALTER TABLE ${quoteIdent(t)} ALTER COLUMN ${quoteIdent(c.name)} SET DEFAULT ${c.defaultSql}`);
        report.altered.push(`${column} default ${c.defaultSql}`);
      }
      if (c.notNull && have.is_nullable === 'YES') {
        if (c.defaultSql) await exec(`UPDATE ${quoteIdent(t)} SET ${quoteIdent(c.name)} = ${c.defaultSql} WHERE ${quoteIdent(c.name)} IS NULL`);
        const [{ n }] = (await exec(`SELECT count(*)::int AS n FROM ${quoteIdent(t)} WHERE ${quoteIdent(c.name)} IS NULL`)) as { n: number }[];
        if (n > 0) report.notes.push(`${where(c.field)}: ${n} records have no value for the required "${c.field}"; ${column} stays nullable until they are edited`);
        else {
          await exec(`ALTER TABLE ${quoteIdent(t)} ALTER COLUMN ${quoteIdent(c.name)} SET NOT NULL`);
          report.altered.push(`${column} NOT NULL`);
        }
      } else if (!c.notNull && have.is_nullable === 'NO') {
        await exec(`ALTER TABLE ${quoteIdent(t)} ALTER COLUMN ${quoteIdent(c.name)} DROP NOT NULL`);
        report.altered.push(`${column} nullable`);
      }
    }
    // a column whose property left the schema keeps its data; it must not block inserts that no longer name it
    const wanted = new Set([...Object.keys(SYSTEM_COLUMN_TYPES), ...spec.columns.map((c) => c.name)]);
    for (const c of existing.values()) {
      if (wanted.has(c.column_name)) continue;
      if (c.is_nullable === 'NO' && c.column_default === null) {
        await exec(`ALTER TABLE ${quoteIdent(t)} ALTER COLUMN ${quoteIdent(c.column_name)} DROP NOT NULL`);
        report.altered.push(`${t}.${c.column_name} nullable (no longer in the schema)`);
      }
      report.notes.push(`${where()}: column ${t}.${c.column_name} is no longer in the schema; it keeps its data and is not read`);
    }
  }

  // the indexes are built over the columns: not over one whose type is in question (the start is refused anyway)
  if (problems.length > problemsBefore) return;
  const indexes = state.indexes.get(t) ?? new Set<string>();
  const wanted = new Set(spec.indexes.map((i) => i.name));
  for (const name of indexes) {
    if (name.endsWith('_dx') && !wanted.has(name)) {
      await exec(`DROP INDEX ${quoteIdent(name)}`);
      report.altered.push(`index ${name} dropped (no longer needed)`);
    }
  }
  for (const i of spec.indexes) {
    if (indexes.has(i.name)) continue;
    if (i.unique) {
      const duplicates = await exec(`SELECT ${i.parts.join(', ')}, count(*)::int AS n FROM ${quoteIdent(t)} GROUP BY ${i.parts.join(', ')} HAVING count(*) > 1 LIMIT 3`);
      if (duplicates.length) {
        const field = i.reason === 'unique' ? spec.columns.find((c) => i.parts.at(-1)?.includes(quoteIdent(c.name)))?.field : undefined;
        problems.push(`${where(field)}: "${field}" is declared unique but ${t} holds ${duplicates.length === 3 ? 'several' : duplicates.length} duplicate value(s) (e.g. ${JSON.stringify(duplicates[0])}). Fix: correct the duplicates, or remove "${field}" from the declaration's unique`);
        continue;
      }
    }
    await exec(createIndexSql(t, i));
    report.altered.push(`index ${i.name} (${i.reason})`);
  }

  if (!state.triggers.has(t)) {
    await exec(triggerSql(t));
    report.altered.push(`${t} list-cache trigger`);
  }
}

/**
 * Bring every derived table up to its spec. `whereOf(spec, field)` names the files to edit in messages.
 * Throws StorageDriftError (after rolling back everything) when a difference cannot be applied safely.
 */
export async function syncStorage(db: Db, specs: StorageSpec[], whereOf: (spec: StorageSpec, field?: string) => string): Promise<SyncReport> {
  const report: SyncReport = { created: [], altered: [], notes: [] };
  if (!specs.length) return report;
  const problems: string[] = [];
  await db.transaction(async (tx) => {
    const exec = execOn(tx);
    await exec(`SELECT pg_advisory_xact_lock(${SYNC_LOCK_KEY})`);
    const state = await readCatalogState(exec, specs.map((s) => s.table));
    for (const spec of specs) await syncOne(exec, state, spec, (field) => whereOf(spec, field), problems, report);
    if (problems.length) throw new StorageDriftError(problems);
  });
  return report;
}
