import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/** Per table (`schema.table`): its row count and the md5 of its rows as text, in a stable order. */
export type DbFingerprint = Record<string, { rows: number; md5: string }>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every base table of the database except the system catalogs: whatever tables a migration adds are included. */
export async function userTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ schema: string; name: string }>(await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`));
  return rows.map((r) => `${r.schema}.${r.name}`);
}

/**
 * Fingerprint every table in one statement (one round trip: cheap enough to take after each route of a fuzz run).
 * Works on PGlite and PostgreSQL alike; rows are compared as their text form, ordered by it.
 */
export async function dbFingerprint(db: Db, tables: string[]): Promise<DbFingerprint> {
  const parts = tables.map((table) => {
    const [schema, name] = table.split('.');
    const literal = `'${table.replace(/'/g, "''")}'`;
    return `select ${literal} as "table", count(*)::int as "rows", md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as "md5" from ${quote(schema)}.${quote(name)} t`;
  });
  const rows = rowsOf<{ table: string; rows: number; md5: string }>(await db.execute(sql.raw(parts.join('\nunion all\n'))));
  return Object.fromEntries(rows.map((r) => [r.table, { rows: Number(r.rows), md5: r.md5 }]));
}

/** The tables whose fingerprint differs, with both sides, for a readable failure. */
export function fingerprintDiff(before: DbFingerprint, after: DbFingerprint): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((t) => before[t]?.md5 !== after[t]?.md5 || before[t]?.rows !== after[t]?.rows)
    .map((t) => `${t}: ${before[t]?.rows ?? '-'} rows → ${after[t]?.rows ?? '-'} rows`);
}
