import { readdir, readFile } from 'node:fs/promises';
import type { ValidateFunction } from 'ajv';
import { BODY_AJV_OPTIONS, createAjv } from '../http/ajv';
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

const SCHEMAS_DIR = new URL('../../../schemas/', import.meta.url);

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

/** Base schema + a company's overlay: the overlay only adds properties (and may make them required). */
export function mergeOverlay(base: JsonSchema, overlay: JsonSchema | undefined): JsonSchema {
  const merged = clone(base);
  if (!overlay?.properties) return merged;
  merged.properties = { ...merged.properties };
  for (const [name, prop] of Object.entries(overlay.properties)) {
    if (merged.properties[name] || (SYSTEM_COLUMNS as readonly string[]).includes(name)) continue;
    merged.properties[name] = clone(prop);
  }
  const required = (overlay.required ?? []).filter((r) => overlay.properties?.[r]);
  if (required.length) merged.required = [...new Set([...(merged.required ?? []), ...required])];
  return merged;
}

/**
 * The entity schemas (schemas/<id>.schema.json) and company overlays (schemas/overlays/<slug>/<id>.schema.json),
 * read once at start. Effective schemas and their validators are built per company slug on first use and kept.
 */
export class SchemaStore {
  private readonly ajv = createAjv(BODY_AJV_OPTIONS);
  private readonly effectiveCache = new Map<string, JsonSchema>();
  private readonly validatorCache = new Map<string, ValidateFunction>();

  private constructor(
    private readonly base: Map<string, JsonSchema>,
    private readonly overlays: Map<string, Map<string, JsonSchema>>,
  ) {}

  static async load(): Promise<SchemaStore> {
    const base = new Map<string, JsonSchema>();
    for (const file of (await readdir(SCHEMAS_DIR)).filter((f) => f.endsWith('.schema.json'))) {
      const schema = JSON.parse(await readFile(new URL(file, SCHEMAS_DIR), 'utf8')) as JsonSchema;
      base.set(schema.$id ?? file.replace('.schema.json', ''), schema);
    }
    const overlays = new Map<string, Map<string, JsonSchema>>();
    const overlayDir = new URL('overlays/', SCHEMAS_DIR);
    const slugs = await readdir(overlayDir, { withFileTypes: true }).catch(() => []);
    for (const dir of slugs.filter((d) => d.isDirectory())) {
      const perSchema = new Map<string, JsonSchema>();
      const slugDir = new URL(`${dir.name}/`, overlayDir);
      for (const file of (await readdir(slugDir)).filter((f) => f.endsWith('.schema.json'))) {
        perSchema.set(file.replace('.schema.json', ''), JSON.parse(await readFile(new URL(file, slugDir), 'utf8')) as JsonSchema);
      }
      overlays.set(dir.name, perSchema);
    }
    const store = new SchemaStore(base, overlays);
    // fail at start, not on a user's request, when a schema or overlay does not compile
    for (const id of base.keys()) for (const slug of ['', ...overlays.keys()]) for (const mode of ['create', 'update'] as const) store.validator(id, slug, mode);
    return store;
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
