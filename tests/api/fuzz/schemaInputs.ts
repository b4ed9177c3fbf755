import type { RouteEntry } from '../../../src/server/http/routeCatalog';
import { refusedType, SAMPLE_OF_TYPE, type JsonSchema, type SchemaView } from './jsonSchemaView';

/**
 * Bad bodies drawn from a route's body schema: each breaks one rule (a property's type, length, format, enum,
 * bounds, a required property, an unknown one…) on top of an otherwise plausible body, so each is invalid whatever
 * else the body holds. A few hostile values the schema allows (huge numbers, year 1 and 9999) come with
 * `mustRefuse: false`: the domain decides, the server must merely not fail.
 */

export const UNKNOWN_ID = '00000000-0000-4000-8000-00000000f022';

export const BAD_FORMATS: Record<string, string> = {
  uuid: 'not-a-uuid',
  date: '2026-13-45',
  'date-time': 'yesterday at noon',
  time: '25:61',
  email: 'no-at-sign.example',
  uri: 'not a uri',
  'uri-reference': 'http://[broken',
};

/** `{"a":{"a":…}}` `levels` deep, as text (JSON.stringify itself overflows on very deep values). */
export const nestedJson = (levels: number) => `${'{"a":'.repeat(levels - 1)}{"a":1}${'}'.repeat(levels - 1)}`;

export interface SchemaInput {
  what: string;
  body: unknown;
  /** raw JSON text instead of `body` */
  text?: string;
  /** false for hostile values the schema allows (the database or the domain rules decide) */
  mustRefuse?: boolean;
}

interface Draw {
  random: () => number;
  view: SchemaView;
  /** at most this many inputs per route (chosen by the PRNG among all that apply) */
  maxSchemaInputs: number;
}

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

function shuffle<T>(random: () => number, list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A body the route probably accepts: `{}` for a partial update, else the schema's required properties. */
export function plausibleBody(ctx: Draw, route: RouteEntry, schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  return isPartial(route) ? {} : plausible(ctx.view, schema);
}

/** The engine validates PATCH bodies against the schema without `required` (a partial update). */
const isPartial = (route: RouteEntry) => route.method === 'PATCH' && Boolean((route.schema?.body as JsonSchema | undefined)?.['x-handler-validated']);

/** A value the schema probably accepts (best effort: patterns and domain rules are not known here). */
export function plausible(view: SchemaView, raw: JsonSchema | undefined, depth = 0): unknown {
  const s = view.resolve(raw);
  if (!s || depth > 6) return 'fuzz';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  if (s.default !== undefined) return s.default;
  const types = view.typesOf(s) ?? (s.properties ? ['object'] : ['string']);
  const type = types.find((t) => t !== 'null') ?? 'null';
  if (type === 'string') {
    const byFormat: Record<string, string> = { uuid: UNKNOWN_ID, date: '2026-01-15', 'date-time': '2026-01-15T10:00:00Z', time: '10:00', email: 'fuzz@example.test', uri: 'https://example.test/x' };
    const text = (s.format && byFormat[s.format]) || 'Fuzz';
    return s.minLength && text.length < s.minLength ? text.padEnd(s.minLength, 'z') : text;
  }
  if (type === 'integer' || type === 'number') return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
  if (type === 'boolean') return false;
  if (type === 'array') return Array.from({ length: s.minItems ?? 0 }, () => plausible(view, Array.isArray(s.items) ? s.items[0] : s.items, depth + 1));
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    const required = [...(s.required ?? []), ...((s.anyOf ?? s.oneOf)?.[0]?.required ?? [])];
    for (const key of required) if (s.properties?.[key]) out[key] = plausible(view, s.properties[key], depth + 1);
    return out;
  }
  return null;
}

type Path = (string | number)[];

/** A copy of `base` with `value` at `path` (intermediate objects and arrays created as needed). */
function withValue(base: unknown, path: Path, value: unknown): unknown {
  const root = structuredClone(base ?? {}) as Record<string | number, unknown>;
  let node = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (!next || typeof next !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return root;
}

function without(base: unknown, key: string): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  delete copy[key];
  return copy;
}

/** Inputs that break one property of the schema each, every one invalid whatever the rest of the body holds. */
function propertyInputs(ctx: Draw, base: unknown, schema: JsonSchema, path: Path, depth: number): SchemaInput[] {
  const out: SchemaInput[] = [];
  const { view, random } = ctx;
  for (const [key, rawProp] of Object.entries(schema.properties ?? {})) {
    const p = view.resolve(rawProp);
    if (!p) continue;
    const at = [...path, key];
    const name = at.join('.');
    const types = view.typesOf(p);
    const put = (what: string, value: unknown, mustRefuse = true) => out.push({ what: `${what} ${name}`, body: withValue(base, at, value), mustRefuse });

    const wrong = refusedType(types, (options) => pick(random, options));
    if (wrong) put(`wrong type (${wrong})`, SAMPLE_OF_TYPE[wrong]);
    if (types?.includes('string') && typeof p.maxLength === 'number' && p.maxLength < 1_000_000) put('over maxLength', 'x'.repeat(p.maxLength + 1));
    if (types && types.every((t) => t === 'string' || t === 'null') && p.format && BAD_FORMATS[p.format]) put(`bad ${p.format}`, BAD_FORMATS[p.format]);
    if (p.enum?.length) put('outside enum', 'fuzz-outsider');
    if (types?.some((t) => t === 'number' || t === 'integer') && types.every((t) => ['number', 'integer', 'null'].includes(t))) {
      if (typeof p.minimum === 'number') put('below minimum', p.minimum - 1);
      if (typeof p.maximum === 'number') put('above maximum', p.maximum + 1);
      // beyond what an integer or numeric column holds, when the schema sets no bound
      if (p.maximum === undefined) put('huge number', 1e20, false);
      if (p.minimum === undefined) put('huge negative number', -1e20, false);
    }
    // values the schema allows that a column may not: null into NOT NULL, '' into a reference or a key
    if (types?.includes('null')) put('null in', null, false);
    if (types?.includes('string') && !p.minLength && !p.format && !p.enum && !p.pattern) put('empty string in', '', false);
    // a lone surrogate is valid JSON but no text: refused like NUL, whatever the type
    put('lone surrogate in', 'fu\ud800zz');
    // far dates are real dates: the domain rules decide, but a year-long loop per day must not hang the server
    if (types?.includes('string') && (p.format === 'date' || p.format === 'date-time')) {
      put('year 1 in', p.format === 'date' ? '0001-01-01' : '0001-01-01T00:00:00Z', false);
      put('year 9999 in', p.format === 'date' ? '9999-12-31' : '9999-12-31T23:59:59Z', false);
    }
    // NUL is refused in any string, whatever the property's type
    put('NUL byte in', `fu\u0000zz`);
    put('too deep', JSON.parse(nestedJson(40)));
    if (types) {
      const items = view.resolve(Array.isArray(p.items) ? p.items[0] : p.items);
      const itemWrong = types.includes('array') ? refusedType(view.typesOf(items), (options) => pick(random, options)) : 'number';
      if (itemWrong) put(`huge array (${itemWrong} items) in`, Array.from({ length: 5_000 }, () => SAMPLE_OF_TYPE[itemWrong]));
      if (depth < 3 && p.properties && types.includes('object')) out.push(...propertyInputs(ctx, withValue(base, at, plausible(view, p)), p, at, depth + 1));
      if (depth < 3 && items?.properties && types.includes('array')) {
        const item = plausible(view, items);
        out.push(...propertyInputs(ctx, withValue(base, [...at, 0], item), items, [...at, 0], depth + 1));
      }
    }
  }
  return out;
}

/** Inputs driven by the route's body schema: the body-level ones first, then a PRNG draw of the per-property ones. */
export function schemaInputs(ctx: Draw, route: RouteEntry, schema: JsonSchema): SchemaInput[] {
  const { view, random } = ctx;
  const rootTypes = view.typesOf(schema);
  const partial = isPartial(route);
  const base = plausibleBody(ctx, route, schema);
  const out: SchemaInput[] = [];
  if (rootTypes) {
    for (const [text, type] of [['[]', 'array'], ['"text"', 'string'], ['42', 'number'], ['true', 'boolean']] as const) {
      if (!rootTypes.includes(type) && !(type === 'number' && rootTypes.includes('integer'))) out.push({ what: `body is ${type}`, body: undefined, text });
    }
  }
  if (!rootTypes?.includes('object') && !schema.properties) return out;
  if (!partial) {
    for (const key of schema.required ?? []) {
      const prop = view.resolve(schema.properties?.[key]);
      if (prop?.default === undefined) out.push({ what: `missing required ${key}`, body: without(base, key) });
    }
  }
  if (schema.additionalProperties === false && !schema.patternProperties) out.push({ what: 'unknown property', body: { ...(base as object), fuzzUnknownProperty: 1 } });
  out.push({ what: 'NUL byte in a property name', body: { ...(base as object), 'fu\u0000zz': 'x' } });
  const perProperty = shuffle(random, propertyInputs(ctx, base, schema, [], 0));
  return [...out, ...perProperty.slice(0, Math.max(0, ctx.maxSchemaInputs - out.length))];
}
