import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { ModuleKey } from '../../../shared/modules';
import { requireAuth } from '../../auth/authContext';
import { forgetAuthRow } from '../../auth/authRowCache';
import { writeAudit } from '../../audit/auditLog';
import { companies } from '../../db/schema';
import { createAjv } from '../../http/ajv';
import { fieldError, validationError } from '../../http/apiError';
import { ajvToFieldErrors } from '../../http/fieldErrors';

type Json = Record<string, unknown>;
interface SchemaNode {
  type?: string | string[];
  default?: unknown;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  [keyword: string]: unknown;
}

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** schemas/<file>: the one description of a configuration section (form, validation, defaults). */
export const readConfigSchema = (file: string): SchemaNode =>
  JSON.parse(readFileSync(new URL(`../../../../schemas/${file}`, import.meta.url), 'utf8')) as SchemaNode;

/** The schema with neither defaults nor `required`: a PATCH sends only what changes, nested objects included. */
function partialSchema(node: SchemaNode): SchemaNode {
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

/** `base` with `patch` on top; plain objects merge one level down (a notification channel's three flags). */
function merge(base: Json, patch: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = isObject(value) && isObject(base[key]) ? { ...base[key], ...value } : value;
  return out;
}

/** `{ path: { from, to } }` for every leaf that changed (objects compared key by key). */
function diff(before: Json, after: Json, prefix: string): Json {
  const changes: Json = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (isObject(a) && isObject(b)) Object.assign(changes, diff(a, b, `${prefix}.${key}`));
    else if (JSON.stringify(a) !== JSON.stringify(b)) changes[`${prefix}.${key}`] = { from: a ?? null, to: b ?? null };
  }
  return changes;
}

export interface ConfigSection {
  /** key under companies.configuration (covid, notifications) */
  key: string;
  schema: SchemaNode;
  module: ModuleKey;
  summary: string;
}

/** What the company has for the section, completed with the schema's defaults; keys the schema does not know are left out. */
export function effectiveSection(schema: SchemaNode, stored: unknown): Json {
  const known = Object.keys(schema.properties ?? {});
  const kept = Object.fromEntries(Object.entries(isObject(stored) ? stored : {}).filter(([k]) => known.includes(k)));
  // a stored nested object only keeps the keys its schema knows too (an old flag would fail the full check)
  for (const [k, v] of Object.entries(kept)) {
    const props = schema.properties?.[k]?.properties;
    if (props && isObject(v)) kept[k] = Object.fromEntries(Object.entries(v).filter(([n]) => n in props));
  }
  return merge(defaultsOf(schema), kept);
}

/**
 * GET /companies/config/<key> → { data: the section with defaults }; PATCH with the values to change → the same.
 * The same pattern as configGeneralRoutes.ts (configuration.general): partial schema for the body, full schema on the
 * merged result, written under the company row lock, the rest of `configuration` untouched, the diff audited.
 */
export function registerConfigSection(api: FastifyInstance, section: ConfigSection): void {
  const path = `/companies/config/${section.key}`;
  // compiled on the first change, not at every start
  let validators: { patch: ValidateFunction; full: ValidateFunction } | undefined;
  const validatorsOf = () => {
    if (!validators) {
      const ajv = createAjv();
      const { $id: _id, ...full } = section.schema;
      validators = { patch: ajv.compile(partialSchema(section.schema)), full: ajv.compile(full) };
    }
    return validators;
  };

  api.get(path, {
    config: { module: section.module, action: 'GET' },
    schema: { tags: ['companies'], summary: section.summary },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const [row] = await api.db.select({ configuration: companies.configuration }).from(companies).where(eq(companies.id, auth.company.id));
    return { data: effectiveSection(section.schema, (row?.configuration as Json | undefined)?.[section.key]) };
  });

  api.patch<{ Body: Json }>(path, {
    config: { module: section.module, action: 'PATCH' },
    schema: {
      tags: ['companies'],
      summary: `Change some of: ${section.summary}; answers all of them`,
      body: { 'x-handler-validated': true, description: `Only the values to change (schemas/company-${section.key}.schema.json); nested objects merge key by key`, type: 'object' },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const body = request.body;
    if (!isObject(body)) throw validationError([{ ...fieldError('body', 'type'), params: { type: 'object' } }]);
    const patch = structuredClone(body);
    const { patch: validatePatch, full: validateFull } = validatorsOf();
    if (!validatePatch(patch)) throw validationError(ajvToFieldErrors(validatePatch.errors ?? []));
    const companyId = auth.company.id;
    const next = await api.db.transaction(async (tx) => {
      const [row] = await tx.select({ configuration: companies.configuration }).from(companies).where(eq(companies.id, companyId)).for('update');
      const configuration = (row?.configuration ?? {}) as Json;
      const before = effectiveSection(section.schema, configuration[section.key]);
      const after = merge(before, patch);
      if (!validateFull(structuredClone(after))) throw validationError(ajvToFieldErrors(validateFull.errors ?? []));
      // keys this schema does not know (written by other features) stay in the stored object
      const kept = isObject(configuration[section.key]) ? (configuration[section.key] as Json) : {};
      await tx.update(companies).set({ configuration: { ...configuration, [section.key]: { ...kept, ...after } }, updatedAt: new Date() }).where(eq(companies.id, companyId));
      const changes = diff(before, after, `configuration.${section.key}`);
      if (Object.keys(changes).length) await writeAudit(tx, auth, { entity: 'companies', entityId: companyId, action: 'update', changes });
      return after;
    });
    // cached session rows carry the old configuration
    forgetAuthRow({ companyId });
    return { data: next };
  });
}
