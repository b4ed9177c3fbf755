import { eq } from 'drizzle-orm';
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { forgetAuthRow } from '../../auth/authRowCache';
import { writeAudit } from '../../audit/auditLog';
import { companies } from '../../db/schema';
import { createAjv } from '../../http/ajv';
import { fieldError, validationError, type PendingFieldError } from '../../http/apiError';
import { ajvToFieldErrors } from '../../http/fieldErrors';
import { generalSettingsErrors } from '../../../shared/settings/generalSettingsRules';
import { changedLeaves, defaultsOf, isObject, mergeOneLevel, partialSchema, readConfigSchema, type Json } from './configSchemaTools';

/** schemas/company-general.schema.json: the one description of the settings (form, validation, defaults). */
export const GENERAL_SCHEMA = readConfigSchema('company-general.schema.json');


const fullSchema = (() => {
  const { $id: _id, ...rest } = GENERAL_SCHEMA;
  return rest;
})();

// compiled on the first settings change, not at every start
let validators: { patch: ValidateFunction; full: ValidateFunction } | undefined;
const generalValidators = () => {
  if (!validators) {
    const ajv = createAjv();
    validators = { patch: ajv.compile(partialSchema(GENERAL_SCHEMA)), full: ajv.compile(fullSchema) };
  }
  return validators;
};



/** What the company has, completed with the schema's defaults; keys the schema does not know are left out. */
export function effectiveGeneral(stored: unknown): Json {
  const known = Object.keys(GENERAL_SCHEMA.properties ?? {});
  const kept = Object.fromEntries(Object.entries(isObject(stored) ? stored : {}).filter(([k]) => known.includes(k)));
  return mergeOneLevel(defaultsOf(GENERAL_SCHEMA), kept);
}

/** The shared cross-field rules (src/shared/settings) as field errors the error handler localizes. */
const crossFieldErrors = (g: Json): PendingFieldError[] =>
  generalSettingsErrors(g).map((e) => ({ ...fieldError(e.field, e.code), ...(e.limit === undefined ? {} : { params: { limit: e.limit } }) }));


const PATCH_DOC = {
  'x-handler-validated': true,
  description: 'Only the settings to change (schemas/company-general.schema.json); nested objects merge key by key',
  type: 'object',
} as const;

/**
 * The company's general time and clocking settings, `companies.configuration.general` (spec §3, §9), in the shape
 * src/shared/workday/generalConfig.ts reads: GET /companies/config/general → { data: settings with defaults },
 * PATCH with the settings to change → the same. Validation is schemas/company-general.schema.json plus
 * generalSettingsErrors (src/shared/settings, also run by the form); the write merges into `general` under the company row lock and leaves the rest of
 * `configuration` (shifts patterns, notifications, covid) as it is.
 */
export function registerConfigGeneralRoutes(api: FastifyInstance): void {
  api.get('/companies/config/general', {
    config: { module: 'company-config', action: 'GET' },
    schema: { tags: ['companies'], summary: "The company's general time settings (tolerances, overtime, breaks, night range, clocking flags)" },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const [row] = await api.db.select({ configuration: companies.configuration }).from(companies).where(eq(companies.id, auth.company.id));
    return { data: effectiveGeneral((row?.configuration as Json | undefined)?.general) };
  });

  api.patch<{ Body: Json }>('/companies/config/general', {
    config: { module: 'company-config', action: 'PATCH' },
    schema: { tags: ['companies'], summary: 'Change some general time settings; answers all of them', body: PATCH_DOC },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const body = request.body;
    if (!isObject(body)) throw validationError([{ ...fieldError('body', 'type'), params: { type: 'object' } }]);
    const patch = structuredClone(body);
    const { patch: validatePatch, full: validateFull } = generalValidators();
    if (!validatePatch(patch)) throw validationError(ajvToFieldErrors(validatePatch.errors ?? []));
    const companyId = auth.company.id;
    const next = await api.db.transaction(async (tx) => {
      // locked: two editors (or a shifts pattern save) writing configuration at once apply one after the other
      const [row] = await tx.select({ configuration: companies.configuration }).from(companies).where(eq(companies.id, companyId)).for('update');
      const configuration = (row?.configuration ?? {}) as Json;
      const stored = isObject(configuration.general) ? configuration.general : {};
      const before = effectiveGeneral(stored);
      const after = mergeOneLevel(before, patch);
      const check = structuredClone(after);
      const errors = validateFull(check) ? [] : ajvToFieldErrors(validateFull.errors ?? []);
      errors.push(...crossFieldErrors(after));
      if (errors.length) throw validationError(errors);
      // keys this schema does not know (written by other features) stay in the stored object
      const general = { ...stored, ...after };
      await tx.update(companies).set({ configuration: { ...configuration, general }, updatedAt: new Date() }).where(eq(companies.id, companyId));
      const changes = changedLeaves(before, after, 'configuration.general');
      if (Object.keys(changes).length) await writeAudit(tx, auth, { entity: 'companies', entityId: companyId, action: 'update', changes });
      return after;
    });
    // every cached session row of this company carries the old configuration: marks and workdays read it from there
    forgetAuthRow({ companyId });
    return { data: next };
  });
}
