/**
 * A read-only view of route body schemas for the bad-input generator: `$ref`s resolved against the app's shared
 * schemas (Fastify's addSchema, by `$id`) and a one-member `allOf` (the engine's handler-validated bodies) flattened.
 * Only what the generator needs; anything it cannot read is reported as unknown and gets no schema-driven input.
 */
export interface JsonSchema {
  $ref?: string;
  $id?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  patternProperties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  readOnly?: boolean;
  'x-handler-validated'?: unknown;
  [key: string]: unknown;
}

export const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;

function pointer(root: unknown, path: string): JsonSchema | undefined {
  let node = root as Record<string, unknown> | undefined;
  for (const raw of path.split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node[key] as Record<string, unknown> | undefined) : undefined;
  }
  return node as JsonSchema | undefined;
}

export class SchemaView {
  constructor(private readonly shared: Record<string, unknown>) {}

  /** Follow `$ref` (`special-day#`, `special-day#/properties/x`, `#/definitions/y` within `root`) and flatten a lone allOf. */
  resolve(schema: JsonSchema | undefined, root: JsonSchema | undefined = schema, hops = 0): JsonSchema | undefined {
    if (!schema || typeof schema !== 'object' || hops > 20) return undefined;
    if (schema.$ref) {
      const [id, path = ''] = schema.$ref.split('#');
      const base = id ? (this.shared[id] ?? this.shared[id.replace(/\.json$/, '')]) as JsonSchema | undefined : root;
      const target = base && pointer(base, path);
      return this.resolve(target, id ? base : root, hops + 1);
    }
    if (schema.allOf?.length === 1 && !schema.properties) {
      const { allOf, ...outer } = schema;
      const inner = this.resolve(allOf[0], root, hops + 1);
      return inner ? { ...outer, ...inner } : undefined;
    }
    return schema;
  }

  /** The JSON types a value may have, or undefined when the schema does not say (anyOf, no type…). */
  typesOf(schema: JsonSchema | undefined): string[] | undefined {
    if (!schema) return undefined;
    if (typeof schema.type === 'string') return [schema.type];
    if (Array.isArray(schema.type)) return schema.type;
    return undefined;
  }
}

/** A value of each JSON type, for wrong-type inputs. `number` is 1.5: wrong for an integer too. */
export const SAMPLE_OF_TYPE: Record<string, unknown> = {
  string: 'fuzz-text',
  number: 1.5,
  boolean: true,
  object: { fuzz: 1 },
  array: ['fuzz'],
  null: null,
};

/** A JSON type the schema refuses, or undefined when it accepts all (or does not say). */
export function refusedType(allowed: string[] | undefined, pick: (options: string[]) => string): string | undefined {
  if (!allowed) return undefined;
  const options = ['string', 'number', 'boolean', 'object', 'array', 'null'].filter((t) => {
    if (t === 'number') return !allowed.includes('number'); // 1.5 is no integer either
    return !allowed.includes(t);
  });
  return options.length ? pick(options) : undefined;
}
