import { readFileSync } from 'node:fs';

/**
 * What every configuration section of the company (general, covid, notifications) does with its JSON Schema:
 * read it, derive the PATCH schema and the defaults, merge a change, list what changed for the audit.
 */
export type Json = Record<string, unknown>;
export interface SchemaNode {
  type?: string | string[];
  default?: unknown;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  [keyword: string]: unknown;
}

export const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** schemas/<file>: the one description of a configuration section (form, validation, defaults). */
export const readConfigSchema = (file: string): SchemaNode =>
  JSON.parse(readFileSync(new URL(`../../../../schemas/${file}`, import.meta.url), 'utf8')) as SchemaNode;

/** The schema with neither defaults nor `required`: a PATCH sends only what changes, nested objects included. */
export function partialSchema(node: SchemaNode): SchemaNode {
  const { default: _d, required: _r, $id: _id, properties, ...rest } = node;
  return properties ? { ...rest, properties: Object.fromEntries(Object.entries(properties).map(([k, p]) => [k, partialSchema(p)])) } : rest;
}

/** Defaults of every schema property (objects filled from their own properties' defaults). */
export function defaultsOf(node: SchemaNode): Json {
  const out: Json = {};
  for (const [key, prop] of Object.entries(node.properties ?? {})) {
    if (prop.properties) out[key] = { ...(isObject(prop.default) ? prop.default : {}), ...defaultsOf(prop) };
    else if (prop.default !== undefined) out[key] = structuredClone(prop.default);
  }
  return out;
}

/** `base` with `patch` on top; plain objects merge one level down (a range, a notification channel's flags). */
export function mergeOneLevel(base: Json, patch: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = isObject(value) && isObject(base[key]) ? { ...base[key], ...value } : value;
  return out;
}

/** `{ path: { from, to } }` for every leaf that changed (objects compared key by key). */
export function changedLeaves(before: Json, after: Json, prefix: string): Json {
  const changes: Json = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (isObject(a) && isObject(b)) Object.assign(changes, changedLeaves(a, b, `${prefix}.${key}`));
    else if (JSON.stringify(a) !== JSON.stringify(b)) changes[`${prefix}.${key}`] = { from: a ?? null, to: b ?? null };
  }
  return changes;
}
