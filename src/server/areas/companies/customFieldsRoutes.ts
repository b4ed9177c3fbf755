import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { forgetAuthRow } from '../../auth/authRowCache';
import { writeAudit } from '../../audit/auditLog';
import { companies } from '../../db/schema';
import { fieldError, validationError, type PendingFieldError } from '../../http/apiError';
import { emptyBodyAsObject } from '../../http/emptyBody';
import {
  CUSTOM_FIELDS_QUERY_BODY, CUSTOM_FIELDS_UPDATE_BODY, type CustomFieldsQueryBody, type CustomFieldsUpdateBody,
} from '../../../shared/apiSchemas/companies';
import { ref } from '../../../shared/apiSchemas/jsonSchema';
import { COLLABORATOR_LISTS, collaboratorLists, type CollaboratorList } from '../../../shared/rules/collaboratorLists';

/** Values trimmed; the same value twice (ignoring case) is refused on the list's field rather than silently merged. */
function cleanLists(body: Partial<Record<CollaboratorList, string[]>>): { lists: Partial<Record<CollaboratorList, string[]>>; errors: PendingFieldError[] } {
  const lists: Partial<Record<CollaboratorList, string[]>> = {};
  const errors: PendingFieldError[] = [];
  for (const [name, values] of Object.entries(body) as [CollaboratorList, string[]][]) {
    const trimmed = values.map((v) => v.trim().replace(/\s+/g, ' '));
    const seen = new Set<string>();
    const repeated = trimmed.findIndex((v) => (seen.has(v.toLowerCase()) ? true : (seen.add(v.toLowerCase()), false)));
    if (repeated >= 0) errors.push(fieldError(`${name}.${repeated}`, 'uniqueItems'));
    lists[name] = trimmed;
  }
  return { lists, errors };
}

/**
 * The company's customFields lists feeding collaborator fields (spec §3, §7):
 * POST /companies/customFields/getCustomFields { lists? } → { data: { customFields } } (typeOfLeave with its defaults),
 * PATCH /companies/customFields { <list>: [values], … } replaces the lists sent and answers the same.
 * Values already held by collaborators stay on their records when removed from a list (new writes must use the list).
 * `hierarchies` is edited with /companies/hierarchy-levels, which also renames the hierarchies of a renamed level.
 */
export function registerCustomFieldsRoutes(api: FastifyInstance): void {
  api.post<{ Body: CustomFieldsQueryBody }>('/companies/customFields/getCustomFields', {
    config: { module: 'company-profile', action: 'GET' },
    preValidation: emptyBodyAsObject,
    schema: { tags: ['companies'], summary: "The company's customFields lists (all, or those named in `lists`)", body: ref(CUSTOM_FIELDS_QUERY_BODY) },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const [row] = await api.db.select({ customFields: companies.customFields }).from(companies).where(eq(companies.id, auth.company.id)).limit(1);
    const all = collaboratorLists(row?.customFields);
    const wanted = request.body.lists?.length ? request.body.lists : COLLABORATOR_LISTS;
    return { data: { customFields: Object.fromEntries(wanted.map((l) => [l, all[l]])) } };
  });

  api.patch<{ Body: CustomFieldsUpdateBody }>('/companies/customFields', {
    config: { module: 'company-config', action: 'PATCH' },
    schema: { tags: ['companies'], summary: 'Replace one or more customFields lists: { unionAgreement?: [..], typeOfLeave?: [..], … }', body: ref(CUSTOM_FIELDS_UPDATE_BODY) },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { lists, errors } = cleanLists(request.body);
    if (errors.length) throw validationError(errors);
    const companyId = auth.company.id;
    const next = await api.db.transaction(async (tx) => {
      // locked: two editors saving different lists at once both keep their change
      const [row] = await tx.select({ customFields: companies.customFields }).from(companies).where(eq(companies.id, companyId)).for('update');
      const current = collaboratorLists(row.customFields);
      const merged = { ...row.customFields, ...lists };
      await tx.update(companies).set({ customFields: merged, updatedAt: new Date() }).where(eq(companies.id, companyId));
      const changes = Object.fromEntries(
        (Object.entries(lists) as [CollaboratorList, string[]][])
          .filter(([name, values]) => JSON.stringify(current[name]) !== JSON.stringify(values))
          .map(([name, values]) => [`customFields.${name}`, { from: current[name], to: values }]),
      );
      if (Object.keys(changes).length) await writeAudit(tx, auth, { entity: 'companies', entityId: companyId, action: 'update', changes });
      return merged;
    });
    // every cached session row of the company holds the old lists (the session's company carries them too)
    forgetAuthRow({ companyId });
    return { data: { customFields: collaboratorLists(next) } };
  });
}
