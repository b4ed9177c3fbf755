import type { JsonSchema } from '../schema/types';

/**
 * The schema a create/edit form edits: the localized effective schema without `$id` (RJSF's ajv would cache the
 * first compiled version of an id across locales and companies), without readOnly properties and without file
 * properties (those get an upload control of their own).
 */
export function formSchemaOf(schema: JsonSchema): JsonSchema {
  const { $id: _id, required: _required, ...rest } = schema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter(([, p]) => !p.readOnly && !p['x-file']),
  );
  const required = (schema.required ?? []).filter((f) => f in properties);
  return { ...rest, properties, ...(required.length ? { required } : {}) };
}

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/**
 * Keep only what the schema describes: drops id, createdAt, updatedAt, readOnly fields (absent from the form
 * schema) and nulls where the schema does not allow null (a record's unset optional texts), recursing into
 * object properties. The answer is a new object.
 */
export function stripUnknown(schema: JsonSchema, record: Record<string, unknown> | undefined | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!record || typeof record !== 'object') return out;
  for (const [field, prop] of Object.entries(schema.properties ?? {})) {
    if (!(field in record)) continue;
    const value = record[field];
    const types = typesOf(prop);
    if (value === null || value === undefined) {
      if (value === null && (types.length === 0 || types.includes('null'))) out[field] = null;
      continue;
    }
    if (prop.properties && typeof value === 'object' && !Array.isArray(value)) {
      out[field] = stripUnknown(prop, value as Record<string, unknown>);
    } else {
      out[field] = value;
    }
  }
  return out;
}

/** RJSF requires `ui:order` to name only existing properties and to hold `*` when some are left out. */
export function sanitizeOrder(order: unknown, fields: string[]): string[] | undefined {
  if (!Array.isArray(order)) return undefined;
  const kept = order.filter((f): f is string => typeof f === 'string' && (f === '*' || fields.includes(f)));
  const unique = [...new Set(kept)];
  if (!unique.includes('*') && fields.some((f) => !unique.includes(f))) unique.push('*');
  return unique;
}

/** API field errors (`{ "a.b": ["msg"] }`) as an RJSF ErrorSchema (`{ a: { b: { __errors: ["msg"] } } }`). */
export function toErrorSchema(errors: Record<string, unknown> | undefined): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const list = (Array.isArray(messages) ? messages : [messages])
      .map((m) => (typeof m === 'string' ? m : m && typeof m === 'object' && 'message' in m ? String((m as { message: unknown }).message) : undefined))
      .filter((m): m is string => !!m);
    if (!list.length) continue;
    let node = schema;
    for (const part of path.split('.').filter(Boolean)) node = (node[part] ??= {}) as Record<string, unknown>;
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), ...list];
  }
  return schema;
}

/** Server errors stay on a field until its value changes: drop the top-level entries whose value moved. */
export function dropChangedErrors(
  errors: Record<string, unknown>,
  submitted: Record<string, unknown> | undefined,
  current: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const kept = Object.entries(errors).filter(
    ([field]) => JSON.stringify(submitted?.[field] ?? null) === JSON.stringify(current?.[field] ?? null),
  );
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** Fields whose server errors have no place in the form (not a form property): shown beside it instead. */
export function errorsOutside(errors: Record<string, unknown> | undefined, schema: JsonSchema): Record<string, string[]> {
  const fields = Object.keys(schema.properties ?? {});
  return Object.fromEntries(
    Object.entries(errors ?? {})
      .filter(([path]) => !fields.includes(path.split('.')[0]))
      .map(([path, m]) => [path, (Array.isArray(m) ? m : [m]).map(String)]),
  );
}
