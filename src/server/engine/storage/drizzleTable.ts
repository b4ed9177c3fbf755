import {
  boolean, date, doublePrecision, integer, jsonb, pgTable, text, timestamp, uuid, type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import type { ColumnSpec, SqlType, StorageSpec } from './deriveStorage';

const BUILDERS: Record<SqlType, (name: string) => PgColumnBuilderBase> = {
  text: (n) => text(n),
  uuid: (n) => uuid(n),
  // dates travel as 'YYYY-MM-DD' text, as the schemas declare them
  date: (n) => date(n, { mode: 'string' }),
  'timestamp with time zone': (n) => timestamp(n, { withTimezone: true, mode: 'string' }),
  integer: (n) => integer(n),
  'double precision': (n) => doublePrecision(n),
  boolean: (n) => boolean(n),
  jsonb: (n) => jsonb(n),
};

function columnBuilder(c: ColumnSpec): PgColumnBuilderBase {
  const b = BUILDERS[c.sqlType](c.name) as PgColumnBuilderBase & { notNull(): PgColumnBuilderBase };
  // the database holds the defaults (syncStorage.ts); here only NOT NULL matters, for Drizzle's insert types
  return c.notNull ? b.notNull() : b;
}

/**
 * The Drizzle table of a derived resource, keyed by schema property like the hand-written tables of
 * src/server/db/schema/: id, companyId, extra, createdAt, updatedAt and one column per property.
 */
export function drizzleTableOf(spec: StorageSpec) {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
  for (const c of spec.columns) columns[c.field] = columnBuilder(c);
  return pgTable(spec.table, columns);
}

export type DerivedTable = ReturnType<typeof drizzleTableOf>;
