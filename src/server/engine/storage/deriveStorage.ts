import { createHash } from 'node:crypto';
import type { ResourceDef } from '../../../shared/resource';
import type { JsonSchema } from '../schemaStore';

/**
 * The table of a resource, derived from its JSON Schema and its declaration (Frappe's DocType idea): one typed
 * column per schema property, the engine's own columns, and the indexes its filters, sorters, search, unique fields,
 * references and unit scope need. Pure: syncStorage.ts compares it with the database, drizzleTable.ts builds the
 * Drizzle table the engine queries.
 */

export type SqlType = 'text' | 'uuid' | 'date' | 'timestamp with time zone' | 'integer' | 'double precision' | 'boolean' | 'jsonb';

export interface ColumnSpec {
  /** the schema property (and the Drizzle column's JS key) */
  field: string;
  /** the SQL column name: the property in snake_case */
  name: string;
  sqlType: SqlType;
  notNull: boolean;
  /** the schema's default, as a SQL literal */
  defaultSql?: string;
}

export interface IndexSpec {
  /** `<table>_<what>_<hash>_dx`: the suffix marks an index the engine owns (and may drop when no longer needed) */
  name: string;
  unique: boolean;
  using: 'btree' | 'gin';
  /** the indexed expressions, as SQL */
  parts: string[];
  withSql?: string;
  /** why the index exists (filter, sorter, search, unique, reference, unit scope) */
  reason: string;
}

export interface StorageSpec {
  resource: string;
  schemaId: string;
  table: string;
  columns: ColumnSpec[];
  indexes: IndexSpec[];
}

/** Columns the engine manages itself on every table: a schema property may not use these names. */
export const SYSTEM_FIELDS = ['id', 'companyId', 'extra', 'createdAt', 'updatedAt'] as const;

export const snakeCase = (field: string): string => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase();

/** `special-day` → `special_days`, `hierarchy` → `hierarchies`: the default table name of a derived resource. */
export function defaultTableName(schemaId: string): string {
  const base = schemaId.replace(/-/g, '_');
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(base)) return `${base}es`;
  return `${base}s`;
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (value: string): string => `'${value.replace(/'/g, "''")}'`;

const nonNullTypes = (schema: JsonSchema): string[] =>
  (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter((t) => t !== 'null');

export const isNullable = (schema: JsonSchema): boolean => Array.isArray(schema.type) && schema.type.includes('null');

/** The SQL type a property is stored as; null when the schema gives no single storable type. */
export function sqlTypeOf(schema: JsonSchema): SqlType | null {
  const types = nonNullTypes(schema);
  if (types.length !== 1) return types.length > 1 ? 'jsonb' : null;
  switch (types[0]) {
    case 'string':
      if (schema.format === 'uuid') return 'uuid';
      if (schema.format === 'date') return 'date';
      if (schema.format === 'date-time') return 'timestamp with time zone';
      return 'text';
    case 'integer':
      return 'integer';
    case 'number':
      return 'double precision';
    case 'boolean':
      return 'boolean';
    case 'array':
    case 'object':
      return 'jsonb';
    default:
      return null;
  }
}

function defaultSqlOf(sqlType: SqlType, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (sqlType === 'jsonb') return `${quoteLiteral(JSON.stringify(value))}::jsonb`;
  if (sqlType === 'boolean') return value ? 'true' : 'false';
  if (sqlType === 'integer' || sqlType === 'double precision') return String(Number(value));
  return quoteLiteral(String(value));
}

/** A readable, unique and at most 63-byte index name (PostgreSQL cuts longer names). */
function indexName(table: string, what: string, definition: string): string {
  const hash = createHash('sha256').update(definition).digest('hex').slice(0, 6);
  const head = `${table}_${what}`.slice(0, 63 - hash.length - 5);
  return `${head}_${hash}_dx`;
}

export interface DerivationProblem {
  field?: string;
  message: string;
}

/**
 * Derive the storage of a resource. Problems (a property with no storable type, a system name, a declared field
 * that is not a property) are returned, not thrown, so the start can list them all at once.
 */
export function deriveStorage(resource: ResourceDef, schema: JsonSchema): { spec: StorageSpec; problems: DerivationProblem[] } {
  const table = resource.storage?.table ?? defaultTableName(resource.schema);
  const problems: DerivationProblem[] = [];
  const required = new Set(schema.required ?? []);
  const columns: ColumnSpec[] = [];
  for (const [field, prop] of Object.entries(schema.properties ?? {})) {
    if ((SYSTEM_FIELDS as readonly string[]).includes(field)) {
      problems.push({ field, message: `"${field}" is a column the engine keeps itself (${SYSTEM_FIELDS.join(', ')}): rename the property` });
      continue;
    }
    const sqlType = sqlTypeOf(prop);
    if (!sqlType) {
      problems.push({ field, message: `"${field}" has no storable type: give it "type" (string, integer, number, boolean, array or object)` });
      continue;
    }
    const defaultSql = defaultSqlOf(sqlType, prop.default);
    const notNull = !isNullable(prop) && (required.has(field) || defaultSql !== undefined);
    columns.push({ field, name: snakeCase(field), sqlType, notNull, defaultSql });
  }

  const byField = new Map(columns.map((c) => [c.field, c]));
  const indexes = new Map<string, IndexSpec>();
  const add = (what: string, reason: string, parts: string[], opts: { unique?: boolean; using?: 'btree' | 'gin'; withSql?: string } = {}) => {
    const using = opts.using ?? 'btree';
    const definition = `${opts.unique ? 'unique ' : ''}${using} (${parts.join(', ')})${opts.withSql ? ` with ${opts.withSql}` : ''}`;
    const existing = [...indexes.values()].find((i) => `${i.unique ? 'unique ' : ''}${i.using} (${i.parts.join(', ')})${i.withSql ? ` with ${i.withSql}` : ''}` === definition);
    if (existing) {
      if (!existing.reason.includes(reason)) existing.reason += `, ${reason}`;
      return;
    }
    indexes.set(definition, { name: indexName(table, what, definition), unique: Boolean(opts.unique), using, parts, withSql: opts.withSql, reason });
  };
  const company = quoteIdent('company_id');
  const column = (field: string, why: string): ColumnSpec | undefined => {
    if ((SYSTEM_FIELDS as readonly string[]).includes(field)) return undefined;
    const c = byField.get(field);
    if (!c) problems.push({ field, message: `the declaration's ${why} names "${field}", which is not a property of schema ${resource.schema}` });
    return c;
  };
  const trigram = (c: ColumnSpec, reason: string) =>
    add(`${c.name}_trgm`, reason, [`${quoteIdent(c.name)} gin_trgm_ops`], { using: 'gin', withSql: '(fastupdate = off)' });
  const ordered = (c: ColumnSpec, reason: string, lower: boolean) =>
    add(c.name, reason, [company, lower ? `lower(${quoteIdent(c.name)})` : quoteIdent(c.name)]);

  // the list's default order: by creation within the company, when nothing else is asked for
  add('created_at', 'company scope', [company, quoteIdent('created_at')]);
  for (const [field, op] of Object.entries(resource.list.filters ?? {})) {
    const c = column(field, 'list.filters');
    if (!c) continue;
    if (c.sqlType === 'jsonb') add(c.name, 'filter', [`${quoteIdent(c.name)} jsonb_path_ops`], { using: 'gin' });
    else if (op === 'contains' && c.sqlType === 'text') trigram(c, 'filter');
    else ordered(c, 'filter', false);
  }
  for (const field of resource.list.sorters ?? []) {
    const c = column(field, 'list.sorters');
    if (c && c.sqlType !== 'jsonb') ordered(c, 'sorter', c.sqlType === 'text');
  }
  for (const field of resource.list.search ?? []) {
    const c = column(field, 'list.search');
    if (c?.sqlType === 'text') trigram(c, 'search');
  }
  for (const field of Object.keys(resource.unique ?? {})) {
    const c = column(field, 'unique');
    if (!c) continue;
    const within = (resource.uniqueWithin?.[field] ?? []).map((w) => column(w, 'uniqueWithin')).filter((w): w is ColumnSpec => Boolean(w));
    const value = c.sqlType === 'text' ? `lower(${quoteIdent(c.name)})` : quoteIdent(c.name);
    add(`${c.name}_uq`, 'unique', [company, ...within.map((w) => quoteIdent(w.name)), value], { unique: true });
  }
  for (const [field, prop] of Object.entries(schema.properties ?? {})) {
    const c = byField.get(field);
    if (c && typeof prop['x-ref'] === 'string' && c.sqlType === 'uuid') ordered(c, 'reference', false);
  }
  if (resource.unitScope && resource.unitScope !== 'id') {
    const c = column(resource.unitScope, 'unitScope');
    // an array of units (a device's) is matched by `?|` (unitScopeColumn.ts): a GIN index with jsonb_ops serves it
    if (c?.sqlType === 'jsonb') add(`${c.name}_scope`, 'unit scope', [quoteIdent(c.name)], { using: 'gin' });
    else if (c) ordered(c, 'unit scope', false);
  }
  return { spec: { resource: resource.name, schemaId: resource.schema, table, columns, indexes: [...indexes.values()] }, problems };
}
