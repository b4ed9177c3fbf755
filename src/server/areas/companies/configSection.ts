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
import { changedLeaves, defaultsOf, isObject, mergeOneLevel, partialSchema, type Json, type SchemaNode } from './configSchemaTools';

export { defaultsOf, readConfigSchema } from './configSchemaTools';


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
  return mergeOneLevel(defaultsOf(schema), kept);
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
      const after = mergeOneLevel(before, patch);
      if (!validateFull(structuredClone(after))) throw validationError(ajvToFieldErrors(validateFull.errors ?? []));
      // keys this schema does not know (written by other features) stay in the stored object
      const kept = isObject(configuration[section.key]) ? (configuration[section.key] as Json) : {};
      await tx.update(companies).set({ configuration: { ...configuration, [section.key]: { ...kept, ...after } }, updatedAt: new Date() }).where(eq(companies.id, companyId));
      const changes = changedLeaves(before, after, `configuration.${section.key}`);
      if (Object.keys(changes).length) await writeAudit(tx, auth, { entity: 'companies', entityId: companyId, action: 'update', changes });
      return after;
    });
    // cached session rows carry the old configuration
    forgetAuthRow({ companyId });
    return { data: next };
  });
}
