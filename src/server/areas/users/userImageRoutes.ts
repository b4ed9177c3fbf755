import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth, type AuthContext, type UserRow } from '../../auth/authContext';
import { forgetAuthRow } from '../../auth/authRowCache';
import { diffChanges, writeAudit } from '../../audit/auditLog';
import { users } from '../../db/schema';
import type { Engine } from '../../engine/engine';
import { ID_PARAMS } from '../../engine/resourceRoutes';
import { ApiError, fieldError, forbidden, validationError } from '../../http/apiError';
import { readMultipartBody } from '../../http/multipart';
import { unitScopeOf } from '../../permissions/unitScope';
import { findCompanyUser } from './collaboratorLookup';

/** Spec §5/§9: images at most 1 MB, the types the branch office image takes. */
export const USER_IMAGE_RULES = { image: { maxBytes: 1_048_576, accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] } };

/** Changing a dashboard user's picture is administering them: it needs `admins` PATCH on top of the route's `users` PATCH. */
function assertMayEdit(api: FastifyInstance, auth: AuthContext, row: UserRow): void {
  if (row.role !== 'user' && !api.enforcer.can(auth.role, auth.company.id, 'admins', 'PATCH')) throw forbidden();
}

/** The image part of a multipart request; a `data` part may come but must be empty (nothing else changes here). */
async function readImage(request: FastifyRequest, maxFieldBytes: number) {
  if (!request.isMultipart()) throw new ApiError(415, 'VALIDATION_ERROR', { errors: [fieldError('body', 'unsupportedMediaType')] });
  const { data, files } = await readMultipartBody(request, USER_IMAGE_RULES, maxFieldBytes);
  const extra = data && typeof data === 'object' ? Object.keys(data) : [];
  if (extra.length) throw validationError(extra.map((k) => fieldError(k, 'additionalProperties')));
  if (!files.image) throw new ApiError(400, 'IMAGE_REQUIRED', { errors: [fieldError('image', 'IMAGE_REQUIRED')] });
  return files.image;
}

/**
 * PATCH /users/image/:id (multipart, part `image`) sets the picture of a user of the company within the caller's
 * units, collaborator or administrator; DELETE /users/image/:id removes it. The file is checked by size (413
 * IMAGE_TOO_LARGE) and magic bytes (400 INVALID_FILE), stored by the files store, the change audited, and the
 * replaced file deleted once the new URL is committed.
 */
export function registerUserImageRoutes(api: FastifyInstance, engine: Engine): void {
  const service = engine.service('users');

  const setImage = async (auth: AuthContext, id: string, url: string | null) => {
    const scope = await unitScopeOf(api.db, auth);
    const { before, after } = await api.db.transaction(async (tx) => {
      const row = await findCompanyUser(tx, auth, scope, id, { forUpdate: true });
      assertMayEdit(api, auth, row);
      const [updated] = await tx.update(users).set({ imageUrl: url, updatedAt: new Date() }).where(eq(users.id, row.id)).returning();
      const diff = diffChanges({ imageUrl: row.imageUrl }, { imageUrl: updated.imageUrl });
      if (Object.keys(diff).length) await writeAudit(tx, auth, { entity: 'users', entityId: row.id, action: 'update', changes: diff });
      return { before: row, after: updated };
    });
    forgetAuthRow({ userId: after.id });
    if (before.imageUrl && before.imageUrl !== after.imageUrl) await api.files.remove(before.imageUrl).catch(() => undefined);
    return { data: service.toRecord(after, auth) };
  };

  api.patch<{ Params: { id: string } }>('/users/image/:id', {
    config: { module: 'users', action: 'PATCH' },
    schema: {
      tags: ['users'],
      summary: "Set a user's picture: multipart/form-data with an `image` part (PNG, JPEG, WebP or GIF, at most 1 MB)",
      consumes: ['multipart/form-data'],
      params: ID_PARAMS,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    // the id first: an unknown or out-of-scope user is a 404 whatever was uploaded
    await findCompanyUser(api.db, auth, await unitScopeOf(api.db, auth), request.params.id);
    const image = await readImage(request, api.config.bodyLimitBytes);
    const stored = await api.files.put(auth.company.id, image.bytes, image.type);
    try {
      return await setImage(auth, request.params.id, stored.url);
    } catch (err) {
      await api.files.remove(stored.url).catch(() => undefined);
      throw err;
    }
  });

  api.delete<{ Params: { id: string } }>('/users/image/:id', {
    config: { module: 'users', action: 'PATCH' },
    schema: { tags: ['users'], summary: "Remove a user's picture", params: ID_PARAMS },
  }, async (request) => setImage(requireAuth(request.auth), request.params.id, null));
}
