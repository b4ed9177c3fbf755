import path from 'node:path';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RESOURCES as DECLARED_RESOURCES } from '../../../../resources';
import { MODULE_KEYS } from '../../../shared/modules';
import type { ResourceDef } from '../../../shared/resource';
import { branchOffices, users } from '../../db/schema';
import { addErrorTexts } from '../../i18n';
import type { Locale } from '../../../shared/i18n/locales';
import type { JsonSchema } from '../schemaStore';
import { deriveStorage, snakeCase, SYSTEM_FIELDS, type StorageSpec } from './deriveStorage';
import { drizzleTableOf } from './drizzleTable';
import { readJsonDeclarations, readSchemas, REPO_ROOT } from './resourceFolders';

/**
 * Every resource the product serves, with its schema and its table: the TypeScript declarations of
 * resources/index.ts, the JSON declarations found in resources/ and in extra folders, the schemas of schemas/ and of
 * those folders. Derived resources get their table from their schema (deriveStorage.ts); `own` ones keep the
 * hand-designed table of src/server/db/schema/, listed here, and are checked against their schema all the same.
 */

/** Tables designed by hand (src/server/db/schema/) for the resources that declare `storage.design: 'own'`. */
const OWN_TABLES: Record<string, PgTable> = { users, branchoffices: branchOffices };

/** A resource table seen through its columns, by JS key (= schema property). */
export interface EngineTable {
  table: PgTable;
  columns: Record<string, PgColumn>;
  id: PgColumn;
  companyId: PgColumn;
  extra: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
}

export interface ResourceCatalog {
  resources: ResourceDef[];
  /** entity schemas of the extra folders (the product's own are read by SchemaStore) */
  extraSchemas: JsonSchema[];
  /** derived tables, to keep in step with the database (syncStorage.ts) */
  specs: StorageSpec[];
  tables: Map<string, EngineTable>;
  /** `resource (files to edit)` for messages */
  whereOf(spec: StorageSpec, field?: string): string;
}

export class ResourceDeclarationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Some resource declarations or schemas cannot be served; fix them and start again:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ResourceDeclarationError';
  }
}

function engineTable(table: PgTable): EngineTable {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return { table, columns, id: columns.id, companyId: columns.companyId, extra: columns.extra, createdAt: columns.createdAt, updatedAt: columns.updatedAt };
}

const NAME = /^[a-z][a-z0-9-]{1,59}$/;
const ENDPOINT = /^(GET|POST|PATCH|DELETE) \/[A-Za-z0-9/_:.-]+$/;

/** What a JSON declaration must hold to be served (TypeScript ones are checked by the compiler). */
function declarationProblems(r: ResourceDef, file: string, schemaIds: Set<string>): string[] {
  const out: string[] = [];
  const at = (what: string) => out.push(`${file}: ${what}`);
  if (!NAME.test(String(r.name))) at(`"name" must be lower case letters, digits or dashes (got ${JSON.stringify(r.name)})`);
  if (!(MODULE_KEYS as readonly string[]).includes(r.module)) at(`"module" ${JSON.stringify(r.module)} is not a permission module key; use one of ${MODULE_KEYS.join(', ')}`);
  if (!schemaIds.has(r.schema)) at(`"schema" ${JSON.stringify(r.schema)} names no schemas/<id>.schema.json`);
  if (typeof r.collection !== 'string' || !r.collection) at('"collection" (the key of the rows in list answers) is required');
  for (const [kind, spec] of Object.entries(r.endpoints ?? {})) if (!ENDPOINT.test(String(spec))) at(`endpoints.${kind} ${JSON.stringify(spec)} must read "METHOD /path" (GET, POST, PATCH or DELETE)`);
  if (!r.routes?.list) at('"routes.list" (the browser route of the list) is required');
  if (!Array.isArray(r.list?.columns)) at('"list.columns" (the list columns) is required');
  return out;
}

/** Check an own table against its schema: every base property must have its column. */
function ownTableProblems(r: ResourceDef, schema: JsonSchema, t: EngineTable): string[] {
  return Object.keys(schema.properties ?? {})
    .filter((p) => !t.columns[p] && !(SYSTEM_FIELDS as readonly string[]).includes(p))
    .map((p) => `${r.name}: schema ${r.schema} has "${p}" but the hand-designed table has no column ${snakeCase(p)}. Fix: add the column to src/server/db/schema/ and generate a migration (npm run db:generate), or move the field to a company overlay`);
}

/** Build the catalog of the product plus `resourceDirs`; throws ResourceDeclarationError listing every problem. */
export function loadResourceCatalog(opts: { resourceDirs?: string[] } = {}): ResourceCatalog {
  const problems: string[] = [];
  const schemaFiles = new Map<string, string>();
  const schemas = new Map<string, JsonSchema>();
  const extraSchemas: JsonSchema[] = [];
  for (const [root, extra] of [[REPO_ROOT, false] as const, ...(opts.resourceDirs ?? []).map((d) => [d, true] as const)]) {
    for (const { schema, file } of readSchemas(root)) {
      const id = String(schema.$id);
      if (schemas.has(id)) {
        problems.push(`${file}: schema id "${id}" is taken by ${schemaFiles.get(id)}; give it another $id`);
        continue;
      }
      schemas.set(id, schema);
      schemaFiles.set(id, path.relative(process.cwd(), file));
      if (extra) extraSchemas.push(schema);
    }
  }

  const declared: { resource: ResourceDef; file: string }[] = DECLARED_RESOURCES.map((r) => ({ resource: r, file: `resources/${r.name}` }));
  for (const root of [REPO_ROOT, ...(opts.resourceDirs ?? [])]) {
    for (const d of readJsonDeclarations(root)) {
      const file = path.relative(process.cwd(), d.file);
      const found = declarationProblems(d.resource, file, new Set(schemas.keys()));
      if (found.length) problems.push(...found);
      else declared.push({ resource: d.resource, file });
    }
  }

  const resources: ResourceDef[] = [];
  const files = new Map<string, string>();
  const specs: StorageSpec[] = [];
  const tables = new Map<string, EngineTable>();
  const tableOwners = new Map<string, string>();
  for (const { resource: r, file } of declared) {
    if (files.has(r.name)) {
      problems.push(`${file}: resource name "${r.name}" is taken by ${files.get(r.name)}`);
      continue;
    }
    files.set(r.name, file);
    const schema = schemas.get(r.schema);
    if (!schema) {
      problems.push(`${file}: schema "${r.schema}" not found`);
      continue;
    }
    if (r.storage?.design === 'own') {
      const own = OWN_TABLES[r.name];
      if (!own) {
        problems.push(`${file}: storage.design "own" needs a table designed in src/server/db/schema/ and listed in OWN_TABLES (src/server/engine/storage/resourceCatalog.ts); without one, drop "storage" and the engine derives the table`);
        continue;
      }
      const t = engineTable(own);
      problems.push(...ownTableProblems(r, schema, t));
      tables.set(r.name, t);
    } else {
      const { spec, problems: derivation } = deriveStorage(r, schema);
      problems.push(...derivation.map((p) => `${file} / ${schemaFiles.get(r.schema)}${p.field ? ` (field "${p.field}")` : ''}: ${p.message}`));
      const owner = tableOwners.get(spec.table);
      if (owner) problems.push(`${file}: table ${spec.table} is already the table of ${owner}; set storage.table`);
      tableOwners.set(spec.table, r.name);
      specs.push(spec);
      tables.set(r.name, engineTable(drizzleTableOf(spec)));
    }
    resources.push(r);
  }
  if (problems.length) throw new ResourceDeclarationError(problems);
  for (const r of resources) {
    for (const [locale, texts] of Object.entries(r.labels ?? {})) {
      const errors = (texts as { errors?: Record<string, unknown> }).errors;
      if (errors) addErrorTexts(locale as Locale, errors);
    }
  }
  return {
    resources,
    extraSchemas,
    specs,
    tables,
    whereOf: (spec, field) => `${spec.resource} (${files.get(spec.resource)}, ${schemaFiles.get(spec.schemaId)}${field ? `, field "${field}"` : ''})`,
  };
}

let product: ResourceCatalog | undefined;

/** The product's own resources (no extra folders), built once: what areas, seeds and migrations use. */
export function productCatalog(): ResourceCatalog {
  product ??= loadResourceCatalog();
  return product;
}
