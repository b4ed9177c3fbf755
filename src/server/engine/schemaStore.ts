import type { ValidateFunction } from 'ajv';
import { RESOURCES } from '../../../resources';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { fieldLabels } from '../../shared/overlayLabels';
import { BODY_AJV_OPTIONS, createAjv } from '../http/ajv';
import { checkSchemaSources, formatProblems } from './schemaCheck';
import { readSchemaSources, type SchemaDirs } from './schemaFiles';
import { readJsonDeclarations, REPO_ROOT } from './storage/resourceFolders';
import { SYSTEM_COLUMNS } from './tables';

export interface JsonSchema {
  $id?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  readOnly?: boolean;
  format?: string;
  items?: JsonSchema;
  default?: unknown;
  [keyword: string]: unknown;
}

export type BodyMode = 'create' | 'update';

const clone = <T>(v: T): T => structuredClone(v);

/** Drop `default` everywhere: a partial update must never reset fields the caller did not send. */
function withoutDefaults(schema: JsonSchema): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) if (k !== 'default') out[k] = walk(v);
    return out;
  };
  return walk(schema) as JsonSchema;
}

/**
 * Base schema + a company's overlay: the overlay only adds properties (and may make them required). Each added
 * property is marked `x-overlay: true` and keeps its `x-labels`; its title and description default to the default
 * locale's labels, so a reader that knows no `x-labels` (OpenAPI) still sees a name.
 */
export function mergeOverlay(base: JsonSchema, overlay: JsonSchema | undefined): JsonSchema {
  const merged = clone(base);
  if (!overlay?.properties) return merged;
  merged.properties = { ...merged.properties };
  for (const [name, prop] of Object.entries(overlay.properties)) {
    if (merged.properties[name] || (SYSTEM_COLUMNS as readonly string[]).includes(name)) continue;
    const labels = fieldLabels(prop, DEFAULT_LOCALE);
    const added: JsonSchema = { ...clone(prop), 'x-overlay': true };
    if (labels && added.title === undefined) added.title = labels.title;
    if (labels?.description && added.description === undefined) added.description = labels.description;
    merged.properties[name] = added;
  }
  const required = (overlay.required ?? []).filter((r) => overlay.properties?.[r]);
  if (required.length) merged.required = [...new Set([...(merged.required ?? []), ...required])];
  return merged;
}

/** Names of the company custom fields of an effective schema (`x-overlay`), in schema order; kept per schema object. */
const overlayFieldsCache = new WeakMap<JsonSchema, string[]>();
export function overlayFieldsOf(schema: JsonSchema): string[] {
  let fields = overlayFieldsCache.get(schema);
  if (!fields) {
    fields = Object.entries(schema.properties ?? {}).filter(([, p]) => p['x-overlay'] === true).map(([f]) => f);
    overlayFieldsCache.set(schema, fields);
  }
  return fields;
}

export interface SchemaStoreOptions extends SchemaDirs {
  /** entity schemas already read (extra resource folders) */
  extraSchemas?: JsonSchema[];
  /** the resources an `x-ref` may name; default: the product's own (resources/) */
  resourceNames?: Iterable<string>;
}

/** The product's own resources: resources/index.ts and resources/*.resource.json. */
export function defaultResourceNames(): string[] {
  return [...RESOURCES.map((r) => r.name), ...readJsonDeclarations(REPO_ROOT).map((d) => d.resource.name)];
}

/**
 * The entity schemas (schemas/<id>.schema.json) and company overlays (schemas/overlays/<slug>/<id>.schema.json),
 * read once at start and checked as `npm run schemas:check` does (the start fails with the same messages).
 * Effective schemas and their validators are built per company slug on first use and kept.
 */
export class SchemaStore {
  private readonly ajv = createAjv(BODY_AJV_OPTIONS);
  private readonly effectiveCache = new Map<string, JsonSchema>();
  private readonly validatorCache = new Map<string, ValidateFunction>();

  private constructor(
    private readonly base: Map<string, JsonSchema>,
    private readonly overlays: Map<string, Map<string, JsonSchema>>,
  ) {}

  /**
   * `extraSchemas`: entity schemas of extra resource folders (RESOURCE_DIRS), beside the product's own;
   * `schemasDir` / `overlaysDir`: read the schemas or the overlays from elsewhere (tests, a customer's folder).
   */
  static async load(opts: SchemaStoreOptions = {}): Promise<SchemaStore> {
    const sources = await readSchemaSources(opts);
    for (const schema of opts.extraSchemas ?? []) {
      const id = String(schema.$id);
      if (!sources.base.has(id)) sources.base.set(id, { file: `${id}.schema.json (extra folder)`, schema });
    }
    // x-refs of extra folders' schemas may name their own resources: checked when the caller lists them
    const resourceNames = opts.resourceNames ?? (opts.extraSchemas?.length ? null : defaultResourceNames());
    const problems = checkSchemaSources(sources, resourceNames);
    if (problems.length) throw new Error(`The schemas have ${problems.length} problem(s) (npm run schemas:check):\n${formatProblems(problems)}`);
    const base = new Map([...sources.base].map(([id, f]) => [id, f.schema]));
    const overlays = new Map([...sources.overlays].map(([slug, perSchema]) => [slug, new Map([...perSchema].map(([id, f]) => [id, f.schema]))]));
    // every schema and every overlay merged on it compiled in the check above: validators are built on first use
    return new SchemaStore(base, overlays);
  }

  has(id: string): boolean {
    return this.base.has(id);
  }

  baseSchema(id: string): JsonSchema {
    const schema = this.base.get(id);
    if (!schema) throw new Error(`Unknown schema ${id}`);
    return schema;
  }

  baseSchemas(): JsonSchema[] {
    return [...this.base.values()];
  }

  /** The schema a company sees: base merged with its overlay (same object on every call). */
  effective(id: string, companySlug: string): JsonSchema {
    const key = `${companySlug}\u0000${id}`;
    let schema = this.effectiveCache.get(key);
    if (!schema) {
      schema = mergeOverlay(this.baseSchema(id), this.overlays.get(companySlug)?.get(id));
      this.effectiveCache.set(key, schema);
    }
    return schema;
  }

  /** Validator of create bodies (required + defaults) or update bodies (partial: no required, no defaults). */
  validator(id: string, companySlug: string, mode: BodyMode): ValidateFunction {
    const key = `${companySlug}\u0000${id}\u0000${mode}`;
    let validate = this.validatorCache.get(key);
    if (!validate) {
      const { $id: _id, ...schema } = this.effective(id, companySlug);
      const body: JsonSchema = mode === 'create' ? clone(schema) : withoutDefaults(schema);
      if (mode === 'update') delete body.required;
      validate = this.ajv.compile(body);
      this.validatorCache.set(key, validate);
    }
    return validate;
  }
}
