import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IMPORT_ENDPOINTS, MAX_PICTURES_ZIP_BYTES, type PicturesReport } from '../../../../shared/imports';
import { requireAuth } from '../../../auth/authContext';
import { writeAudit } from '../../../audit/auditLog';
import { users } from '../../../db/schema';
import { unitScopeOf } from '../../../permissions/unitScope';
import { readUploadedFile } from '../uploadedFile';
import { inUploadSlot } from '../../../http/uploadSlots';
import { pictureMatcher, type Collaborator, type PictureMatch } from './matchPictures';
import { zipEntries } from './zipEntries';

const EXTENSION = { png: 'png', jpeg: 'jpg', gif: 'gif', webp: 'webp' } as const;

/**
 * POST /users/pictures/import (multipart, part `file`: a ZIP up to 50 MB) → { data: PicturesReport }; a heavy
 * upload (src/server/http/uploadSlots.ts: 429 when too many run at once), inflated one entry at a time.
 * Each image named by a document number (`12345678Z.jpg`, any case, any folder) becomes the picture of the
 * collaborator of the caller's units with that document; the report lists what matched and why the rest did not.
 * Synchronous on purpose: the upload is the slow part, the work after it is a few file writes and one transaction,
 * and the user waits for the report anyway; a job would have to keep the ZIP somewhere until it ran.
 */
export function registerPicturesRoute(api: FastifyInstance): void {
  api.post(IMPORT_ENDPOINTS.pictures, {
    config: { module: 'users', action: 'PATCH' },
    schema: { tags: ['imports'], summary: 'Collaborator pictures from a ZIP named by document number', consumes: ['multipart/form-data'] },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    return inUploadSlot(reply, auth.company.id, async () => {
      const { bytes } = await readUploadedFile(request, MAX_PICTURES_ZIP_BYTES);
      const scope = await unitScopeOf(api.db, auth);
      const collaborators: Collaborator[] = await api.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, numberOfDocument: users.numberOfDocument, imageUrl: users.imageUrl })
        .from(users)
        .where(and(
          eq(users.companyId, auth.company.id),
          eq(users.role, 'user'),
          scope ? (scope.size ? inArray(users.mainBranch, [...scope]) : sql`false`) : undefined,
        ));
      const matcher = pictureMatcher(collaborators);

      // each match is stored as it is inflated, its bytes dropped (memory holds one step of the ZIP, not its
      // content); then every record in one transaction with one audit row; any failure removes the stored files
      const stored = new Map<string, Omit<PictureMatch, 'bytes'> & { url: string }>();
      try {
        for await (const entry of zipEntries(bytes)) {
          const { match, replaced } = matcher.take(entry);
          if (!match) continue;
          const url = (await api.files.put(auth.company.id, match.bytes, EXTENSION[match.type])).url;
          const earlier = replaced ? stored.get(match.user.id) : undefined;
          stored.set(match.user.id, { file: match.file, user: match.user, type: match.type, url });
          if (earlier) await api.files.remove(earlier.url);
        }
        await api.db.transaction(async (tx) => {
          for (const s of stored.values()) {
            await tx.update(users).set({ imageUrl: s.url, updatedAt: sql`now()` }).where(and(eq(users.id, s.user.id), eq(users.companyId, auth.company.id)));
          }
          if (stored.size) {
            await writeAudit(tx, auth, {
              entity: 'users',
              entityId: randomUUID(),
              action: 'update',
              changes: { picturesImport: { updated: stored.size, users: [...stored.values()].map((s) => ({ id: s.user.id, imageUrl: { from: s.user.imageUrl, to: s.url } })) } },
            });
          }
        });
      } catch (err) {
        await Promise.all([...stored.values()].map((s) => api.files.remove(s.url).catch(() => undefined)));
        throw err;
      }
      const done = [...stored.values()].sort((a, b) => a.file.localeCompare(b.file));
      // the replaced pictures are no longer referenced by anyone
      await Promise.all(done.map((s) => (s.user.imageUrl ? api.files.remove(s.user.imageUrl).catch(() => undefined) : undefined)));

      const answer: PicturesReport = {
        matched: done.map((s) => ({
          file: s.file, userId: s.user.id, firstName: s.user.firstName, lastName: s.user.lastName,
          numberOfDocument: s.user.numberOfDocument ?? '', imageUrl: s.url,
        })),
        ...matcher.sorted(),
      };
      return { data: answer };
    });
  });
}
