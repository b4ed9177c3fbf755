import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext, UserRow } from '../../auth/authContext';
import { forgetAuthRow } from '../../auth/authRowCache';
import { requireReauth } from '../../auth/mfa/reauth';
import { diffChanges, writeAudit } from '../../audit/auditLog';
import { users } from '../../db/schema';
import { createAjv } from '../../http/ajv';
import { fieldError, validationError, type PendingFieldError } from '../../http/apiError';
import { ajvToFieldErrors } from '../../http/fieldErrors';
import { readMultipartBody, type UploadedFile } from '../../http/multipart';
import { fieldCodesError } from '../admins/adminAccess';
import { isValidEmail, isValidPhone } from '../admins/adminChecks';
import { conflictErrors, mapUniqueRace } from '../admins/adminConflicts';
import { PROFILE_IMAGE_RULES, UPDATE_PROFILE_BODY, type ProfileInput } from './profileSchemas';

// the same body arrives as JSON or as the `data` part of a multipart request, so it is validated here, once
const validateProfile = createAjv().compile<ProfileInput>(UPDATE_PROFILE_BODY);

/** The JSON body, or the multipart `data` part and the `image` file. */
async function readProfileBody(api: FastifyInstance, request: FastifyRequest): Promise<{ input: ProfileInput; image?: UploadedFile }> {
  let body: unknown = request.body;
  let image: UploadedFile | undefined;
  if (request.isMultipart()) {
    const parts = await readMultipartBody(request, PROFILE_IMAGE_RULES, api.config.bodyLimitBytes);
    body = parts.data;
    image = parts.files.image;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationError([{ ...fieldError('body', 'type'), params: { type: 'object' } }]);
  if (!validateProfile(body)) throw validationError(ajvToFieldErrors(validateProfile.errors ?? []));
  return { input: body, image };
}

const clean = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() || null : null);

/** The person's own fields: email required and valid (J011/J003, it is how they recover the account), phone shaped. */
function profileChanges(input: ProfileInput): { changes: Partial<UserRow>; errors: PendingFieldError[] } {
  const changes: Partial<UserRow> = {};
  const errors: PendingFieldError[] = [];
  if (input.firstName !== undefined) changes.firstName = input.firstName.trim();
  if (input.lastName !== undefined) changes.lastName = input.lastName.trim();
  if (input.position !== undefined) changes.position = clean(input.position);
  if (input.email !== undefined) {
    changes.email = clean(input.email);
    if (!changes.email) errors.push(fieldError('email', 'J011'));
    else if (!isValidEmail(changes.email)) errors.push(fieldError('email', 'J003'));
  }
  if (input.phone !== undefined) {
    changes.phone = clean(input.phone);
    if (changes.phone && !isValidPhone(changes.phone)) errors.push(fieldError('phone', 'pattern'));
  }
  return { changes, errors };
}

const auditable = (u: UserRow) => ({ firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone, position: u.position, imageUrl: u.imageUrl });

/**
 * PATCH /users/profile/update: one transaction with its audit row; a new photo is stored first and dropped again if
 * the write fails, the replaced one is deleted once the write has committed.
 */
export async function updateProfile(api: FastifyInstance, request: FastifyRequest, auth: AuthContext): Promise<UserRow> {
  const { input, image } = await readProfileBody(api, request);
  const { changes, errors } = profileChanges(input);
  if (errors.length) throw fieldCodesError(400, errors);
  // a new e-mail can take the account over (password reset): the person proves it is them, not a borrowed session
  if (changes.email !== undefined && changes.email?.toLowerCase() !== auth.user.email?.toLowerCase()) {
    await requireReauth(api.db, auth.user, { currentPassword: input.currentPassword, code: input.mfaCode }, 'mfaCode');
  }
  const stored = image ? (await api.files.put(auth.company.id, image.bytes, image.type)).url : undefined;
  if (stored) changes.imageUrl = stored;
  else if (input.removeImage) changes.imageUrl = null;
  let before: UserRow | undefined;
  let after: UserRow;
  try {
    after = await api.db.transaction(async (tx) => {
      [before] = await tx.select().from(users).where(eq(users.id, auth.user.id)).limit(1).for('update');
      const emailChanged = changes.email !== undefined && changes.email?.toLowerCase() !== before.email?.toLowerCase();
      const conflicts = emailChanged ? await conflictErrors(tx, auth.company.id, { email: changes.email }, before.id) : [];
      if (conflicts.length) throw fieldCodesError(409, conflicts);
      const [row] = await tx.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, before.id)).returning();
      const diff = diffChanges(auditable(before), auditable(row));
      if (Object.keys(diff).length) await writeAudit(tx, auth, { entity: 'users', entityId: row.id, action: 'update', changes: diff });
      return row;
    });
  } catch (err) {
    if (stored) await api.files.remove(stored).catch(() => undefined);
    throw mapUniqueRace(err);
  }
  forgetAuthRow({ userId: after.id });
  const old = before?.imageUrl;
  if (old && old !== after.imageUrl) await api.files.remove(old).catch(() => undefined);
  return after;
}
