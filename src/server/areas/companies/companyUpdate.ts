import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext, CompanyRow } from '../../auth/authContext';
import { forgetAuthRow } from '../../auth/authRowCache';
import { diffChanges, writeAudit } from '../../audit/auditLog';
import { companies } from '../../db/schema';
import { createAjv } from '../../http/ajv';
import { fieldError, validationError } from '../../http/apiError';
import { ajvToFieldErrors } from '../../http/fieldErrors';
import { readMultipartBody, type UploadedFile } from '../../http/multipart';
import {
  COMPANY_IMAGE_FIELDS, COMPANY_IMAGE_RULES, COMPANY_UPDATE_BODY, PROFILE_TEXT_FIELDS, loginCarrouselOf, profileOf,
  type CompanyImageField, type CompanyUpdateInput,
} from './companyProfile';

// the same body arrives as JSON or as the `data` part of a multipart request, so it is validated here, once
const validateUpdate = createAjv().compile<CompanyUpdateInput>(COMPANY_UPDATE_BODY);

type Json = Record<string, unknown>;

/** The JSON body, or the multipart `data` part and the image parts. */
async function readCompanyBody(api: FastifyInstance, request: FastifyRequest): Promise<{ input: CompanyUpdateInput; files: Partial<Record<CompanyImageField, UploadedFile>> }> {
  let body: unknown = request.body;
  let files: Partial<Record<CompanyImageField, UploadedFile>> = {};
  if (request.isMultipart()) {
    const parts = await readMultipartBody(request, COMPANY_IMAGE_RULES, api.config.bodyLimitBytes);
    body = parts.data;
    files = parts.files as typeof files;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationError([{ ...fieldError('body', 'type'), params: { type: 'object' } }]);
  if (!validateUpdate(body)) throw validationError(ajvToFieldErrors(validateUpdate.errors ?? []));
  return { input: body, files };
}

const clean = (v: string | null | undefined) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') || null : null);

/** Everything /company shows, flat: what the audit compares and the answer carries. */
const auditable = (c: CompanyRow) => ({ name: c.name, image: c.image, ...profileOf(c) });

/**
 * PATCH /companies: one transaction (company row locked) with its audit row. New images are stored first and removed
 * again if the write fails; replaced or removed ones are deleted once the write has committed.
 */
export async function updateCompany(api: FastifyInstance, request: FastifyRequest, auth: AuthContext): Promise<CompanyRow> {
  const { input, files } = await readCompanyBody(api, request);
  const stored: Partial<Record<CompanyImageField, string>> = {};
  let before: CompanyRow | undefined;
  let after: CompanyRow;
  try {
    for (const field of COMPANY_IMAGE_FIELDS) {
      const file = files[field];
      if (file) stored[field] = (await api.files.put(auth.company.id, file.bytes, file.type)).url;
    }
    after = await api.db.transaction(async (tx) => {
      [before] = await tx.select().from(companies).where(eq(companies.id, auth.company.id)).limit(1).for('update');
      const configuration = (before.configuration ?? {}) as Json;
      const profile = { ...profileOf(before) } as Record<string, string | null>;
      for (const field of PROFILE_TEXT_FIELDS) if (input[field] !== undefined) profile[field] = clean(input[field]);
      let image = before.image;
      for (const field of COMPANY_IMAGE_FIELDS) {
        // a new file wins over a `null` for the same field
        const next = stored[field] ?? (input[field] === null ? null : undefined);
        if (next === undefined) continue;
        if (field === 'image') image = next;
        else profile[field] = next;
      }
      const name = input.name !== undefined ? input.name.trim().replace(/\s+/g, ' ') : before.name;
      const [row] = await tx
        .update(companies)
        .set({
          name,
          image,
          configuration: { ...configuration, profile },
          loginCarrousel: loginCarrouselOf(profile as never),
          updatedAt: new Date(),
        })
        .where(eq(companies.id, before.id))
        .returning();
      const changes = diffChanges(auditable(before), auditable(row));
      if (Object.keys(changes).length) await writeAudit(tx, auth, { entity: 'companies', entityId: row.id, action: 'update', changes });
      return row;
    });
  } catch (err) {
    await Promise.all(Object.values(stored).map((url) => api.files.remove(url).catch(() => undefined)));
    throw err;
  }
  // every cached session row of the company holds the old name and images
  forgetAuthRow({ companyId: after.id });
  if (before) {
    const old = auditable(before);
    const now = auditable(after);
    const gone = COMPANY_IMAGE_FIELDS.map((f) => old[f]).filter((url): url is string => !!url && !COMPANY_IMAGE_FIELDS.some((f) => now[f] === url));
    await Promise.all(gone.map((url) => api.files.remove(url).catch(() => undefined)));
  }
  return after;
}
