import path from 'node:path';
import type { Ajv } from 'ajv';
import { LOCALES } from '../../shared/i18n/locales';
import { BODY_AJV_OPTIONS, createAjv } from '../http/ajv';
import { readSchemaSources, type SchemaDirs, type SchemaFile, type SchemaSources } from './schemaFiles';
import { defaultResourceNames, mergeOverlay, type JsonSchema } from './schemaStore';
import { readJsonDeclarations } from './storage/resourceFolders';
import { SYSTEM_COLUMNS } from './tables';

/** One thing wrong in a schema or overlay file: where (file + JSON pointer), what, and how to fix it. */
export interface SchemaProblem {
  file: string;
  pointer: string;
  message: string;
  fix: string;
}

/** What an overlay file may hold at its top level: it only adds properties. */
const OVERLAY_KEYS = new Set(['$comment', '$schema', 'description', 'properties', 'required']);
/** A property name that can be a record key and a JSON key in SQL (listPage.ts) */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,59}$/;

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
const pointer = (...parts: (string | number)[]) => parts.map((p) => `/${escapePointer(String(p))}`).join('');
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The first place in `node` where `match(key, value)` holds, as a JSON pointer ('' when nowhere). */
function findPointer(node: unknown, match: (key: string, value: unknown) => boolean, at = ''): string | null {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const found = findPointer(node[i], match, `${at}/${i}`);
      if (found !== null) return found;
    }
  } else if (isObject(node)) {
    for (const [k, v] of Object.entries(node)) {
      if (match(k, v)) return `${at}/${escapePointer(k)}`;
      const found = findPointer(v, match, `${at}/${escapePointer(k)}`);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Every `x-ref` in a schema with its pointer. */
function xRefs(node: unknown, at = ''): { pointer: string; value: unknown }[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => xRefs(n, `${at}/${i}`));
  if (!isObject(node)) return [];
  return Object.entries(node).flatMap(([k, v]) => (k === 'x-ref' ? [{ pointer: `${at}/x-ref`, value: v }] : xRefs(v, `${at}/${escapePointer(k)}`)));
}

/** Compile with the server's Ajv and turn its error (unknown keyword, unknown $ref, invalid schema) into a problem. */
function compileProblem(ajv: Ajv, schema: JsonSchema, file: string): SchemaProblem | null {
  try {
    ajv.compile(schema);
    return null;
  } catch (err) {
    const e = err as Error & { missingRef?: string };
    const keyword = /unknown keyword: "([^"]+)"/.exec(e.message)?.[1];
    if (keyword) {
      return {
        file, pointer: findPointer(schema, (k) => k === keyword) ?? '', message: `unknown keyword "${keyword}"`,
        fix: 'use a JSON Schema draft-07 keyword, or one of the x- keywords of src/server/http/ajv.ts (ANNOTATION_KEYWORDS); check the spelling',
      };
    }
    if (e.missingRef !== undefined || /can't resolve reference/.test(e.message)) {
      const ref = e.missingRef ?? /reference (\S+)/.exec(e.message)?.[1] ?? '';
      return {
        file, pointer: findPointer(schema, (k, v) => k === '$ref' && typeof v === 'string' && ref.endsWith(v.replace(/#$/, ''))) ?? '',
        message: `unknown $ref "${ref}"`, fix: 'name the $id of a schema in schemas/ (e.g. "user#"), or a definition that exists',
      };
    }
    const invalid = ajv.errors?.[0];
    if (/schema is invalid/.test(e.message) && invalid) {
      return { file, pointer: invalid.instancePath, message: `not a valid JSON Schema: ${invalid.message ?? e.message}`, fix: 'correct the value at this place (JSON Schema draft-07)' };
    }
    return { file, pointer: '', message: e.message, fix: 'correct the schema so the server can compile it (JSON Schema draft-07, Ajv strict mode)' };
  }
}

/** The `x-labels` of one overlay property: an object with every locale and a title in each. */
function labelProblems(prop: Record<string, unknown>, file: string, at: string): SchemaProblem[] {
  const labels = prop['x-labels'];
  const example = '"x-labels": { "es-ES": { "title": "…" }, "en-US": { "title": "…" }, "pt-BR": { "title": "…" } }';
  if (labels === undefined) return [{ file, pointer: at, message: 'the field has no x-labels (its name in the three languages)', fix: `add ${example}` }];
  if (!isObject(labels)) return [{ file, pointer: `${at}/x-labels`, message: 'x-labels must be an object by locale', fix: `write ${example}` }];
  const problems: SchemaProblem[] = [];
  for (const locale of LOCALES) {
    const entry = labels[locale];
    if (!isObject(entry)) {
      problems.push({ file, pointer: `${at}/x-labels`, message: `x-labels is missing the locale ${locale}`, fix: `add "${locale}": { "title": "…" } (locales: ${LOCALES.join(', ')})` });
      continue;
    }
    if (typeof entry.title !== 'string' || !entry.title.trim()) {
      problems.push({ file, pointer: `${at}/x-labels/${locale}`, message: `x-labels.${locale} has no title`, fix: 'add "title": "<the field\'s name in this language>"' });
    }
    if (entry.description !== undefined && typeof entry.description !== 'string') {
      problems.push({ file, pointer: `${at}/x-labels/${locale}/description`, message: 'description must be text', fix: 'write it as a string, or remove it' });
    }
    const values = (Array.isArray(prop.enum) ? prop.enum : isObject(prop.items) && Array.isArray(prop.items.enum) ? prop.items.enum : []).filter((v) => v !== null).map(String);
    if (entry.enum !== undefined) {
      if (!isObject(entry.enum)) problems.push({ file, pointer: `${at}/x-labels/${locale}/enum`, message: 'enum labels must be an object { value: label }', fix: 'write { "XS": "…", … }' });
      else {
        for (const key of Object.keys(entry.enum).filter((k) => !values.includes(k))) {
          problems.push({ file, pointer: `${at}/x-labels/${locale}/enum/${escapePointer(key)}`, message: `a label for "${key}", which is not a value of the field's enum`, fix: `label only the enum values (${values.join(', ') || 'none'}) or add "${key}" to enum` });
        }
      }
    }
  }
  for (const key of Object.keys(labels).filter((k) => !(LOCALES as readonly string[]).includes(k))) {
    problems.push({ file, pointer: `${at}/x-labels/${escapePointer(key)}`, message: `unknown locale "${key}"`, fix: `use ${LOCALES.join(', ')}` });
  }
  return problems;
}

function overlayProblems(ajv: Ajv, slug: string, id: string, overlay: SchemaFile, base: SchemaFile | undefined, baseCompiles: boolean): SchemaProblem[] {
  const { file, schema } = overlay;
  if (!base) {
    return [{ file, pointer: '', message: `overlay for the schema "${id}", which does not exist`, fix: `name the file after an entity schema of schemas/ (<schema-id>.schema.json), e.g. ${path.join('overlays', slug, 'user.schema.json')}` }];
  }
  const problems: SchemaProblem[] = [];
  for (const key of Object.keys(schema).filter((k) => !OVERLAY_KEYS.has(k))) {
    problems.push({ file, pointer: pointer(key), message: `"${key}" is not allowed in an overlay: an overlay only adds properties`, fix: 'keep "properties" (and "required", "$comment"); put the field\'s rules inside its property' });
  }
  if (!isObject(schema.properties) || !Object.keys(schema.properties).length) {
    problems.push({ file, pointer: '/properties', message: 'the overlay adds no property', fix: 'add "properties": { "<fieldName>": { "type": "string", "x-labels": { … } } }, or delete the file' });
    return problems;
  }
  const baseProps = base.schema.properties ?? {};
  for (const [name, prop] of Object.entries(schema.properties)) {
    const at = pointer('properties', name);
    if ((SYSTEM_COLUMNS as readonly string[]).includes(name)) {
      problems.push({ file, pointer: at, message: `"${name}" is a column the engine manages (${SYSTEM_COLUMNS.join(', ')})`, fix: 'rename the field' });
    } else if (name in baseProps) {
      problems.push({ file, pointer: at, message: `"${name}" clashes with a field of ${path.basename(base.file)}`, fix: 'rename the field: an overlay only adds fields, it cannot change the base ones' });
    } else if (!FIELD_NAME.test(name)) {
      problems.push({ file, pointer: at, message: `"${name}" is not a usable field name`, fix: 'start with a letter; letters, digits and _ only; at most 60 characters (e.g. uniformSize)' });
    }
    if (!isObject(prop)) {
      problems.push({ file, pointer: at, message: 'a property must be a JSON Schema object', fix: 'write { "type": "string", … }' });
      continue;
    }
    problems.push(...labelProblems(prop, file, at));
  }
  const required = schema.required;
  if (required !== undefined) {
    if (!Array.isArray(required)) problems.push({ file, pointer: '/required', message: 'required must be a list of field names', fix: 'write "required": ["fieldName"]' });
    else {
      required.forEach((r, i) => {
        if (typeof r !== 'string' || !(r in (schema.properties ?? {}))) {
          problems.push({ file, pointer: pointer('required', i), message: `required names "${String(r)}", which this overlay does not add`, fix: 'list only fields of this overlay\'s properties' });
        }
      });
    }
  }
  if (!problems.length && baseCompiles) {
    const { $id: _id, ...merged } = mergeOverlay(base.schema, schema);
    const compiled = compileProblem(ajv, merged, file);
    if (compiled) problems.push(compiled);
  }
  return problems;
}

/**
 * Everything checked without a server (`npm run schemas:check`, and SchemaStore.load at start): files that are no
 * JSON, schemas the server's Ajv refuses (unknown keyword, unknown $ref, invalid), `x-ref`s naming no resource, and
 * overlays that clash with a base field or a system column, name no schema, or lack a locale in `x-labels`.
 */
export function checkSchemaSources(sources: SchemaSources, resourceNames: Iterable<string> | null): SchemaProblem[] {
  const resources = new Set(resourceNames ?? []);
  const problems: SchemaProblem[] = sources.unreadable.map((u) => ({ file: u.file, pointer: '', message: u.message, fix: 'correct the JSON (a trailing comma or a missing quote is the usual cause)' }));
  for (const d of sources.duplicates) {
    problems.push({ file: d.file, pointer: '/$id', message: `the schema id "${d.id}" is already taken by ${d.first}`, fix: 'give each schema its own $id' });
  }
  const ajv = createAjv(BODY_AJV_OPTIONS);
  for (const [id, { schema }] of sources.base) {
    try {
      ajv.addSchema(schema, id);
    } catch {
      // reported when compiled below
    }
  }
  const compiles = new Map<string, boolean>();
  for (const [id, { file, schema }] of sources.base) {
    const { $id: _id, ...body } = schema;
    const compiled = compileProblem(ajv, body, file);
    compiles.set(id, !compiled);
    if (compiled) problems.push(compiled);
  }
  const refProblems = (f: SchemaFile) =>
    !resourceNames ? [] : xRefs(f.schema).filter((r) => typeof r.value !== 'string' || !resources.has(r.value)).map((r) => ({
      file: f.file, pointer: r.pointer, message: `x-ref names "${String(r.value)}", which is no resource`,
      fix: `name a declared resource (${[...resources].sort().join(', ')})`,
    }));
  for (const f of sources.base.values()) problems.push(...refProblems(f));
  for (const [slug, perSchema] of sources.overlays) {
    for (const [id, overlay] of perSchema) {
      problems.push(...overlayProblems(ajv, slug, id, overlay, sources.base.get(id), compiles.get(id) ?? false));
      problems.push(...refProblems(overlay));
    }
  }
  return problems;
}

/** Problems as an implementer reads them: one per line, `file#/pointer: what. Fix: how`. */
export function formatProblems(problems: SchemaProblem[], cwd = process.cwd()): string {
  return problems.map((p) => `${path.relative(cwd, p.file) || p.file}#${p.pointer}: ${p.message}. Fix: ${p.fix}`).join('\n');
}

/**
 * The check of `npm run schemas:check`: the product's schemas and overlays, plus extra folders each holding
 * `schemas/` (with its own `overlays/`) and `resources/*.resource.json` (the resources their `x-ref`s may name).
 */
export async function checkSchemaFolders(opts: { dirs?: string[] } & SchemaDirs = {}): Promise<SchemaProblem[] & { checked: { schemas: number; overlays: number } }> {
  const dirs = opts.dirs ?? [];
  const sources = await readSchemaSources({ ...opts, extraSchemaDirs: [...(opts.extraSchemaDirs ?? []), ...dirs.map((d) => path.join(d, 'schemas'))] });
  const names = [...defaultResourceNames(), ...dirs.flatMap((d) => readJsonDeclarations(d).map((r) => r.resource.name))];
  const overlays = [...sources.overlays.values()].reduce((n, perSchema) => n + perSchema.size, 0);
  return Object.assign(checkSchemaSources(sources, names), { checked: { schemas: sources.base.size, overlays } });
}
