import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import { fileNodes } from '../../db/schema';
import { fieldError, validationError } from '../../http/apiError';
import { documentStore, removeStoredFiles } from './documentStore';
import { FILE_KINDS, FILE_MAX_BYTES, FILES_PER_UPLOAD } from './fileKinds';
import { freeName } from './nodeNames';
import { auditedNode, checkPerson, folderOf, lockPersonFiles, namesIn, nodeViews, parentOf } from './nodeQueries';
import { tags } from './routeSchemas';
import { readUpload } from './uploadParts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The text fields of the upload, checked as a JSON body would be (400 VALIDATION_ERROR on each bad one). */
function uploadFields(fields: Record<string, string>): { userId: string; folderId: string | null } {
  const errors = [];
  if (!fields.userId) errors.push(fieldError('userId', 'required'));
  else if (!UUID.test(fields.userId)) errors.push(fieldError('userId', 'format'));
  const folder = fields.folderId ?? 'root';
  if (folder !== 'root' && !UUID.test(folder)) errors.push(fieldError('folderId', 'format'));
  if (errors.length) throw validationError(errors);
  return { userId: fields.userId.toLowerCase(), folderId: parentOf(folder.toLowerCase()) };
}

/**
 * POST /documents/fileSystem/upload: the files are streamed to scratch and checked (uploadParts.ts), then moved into
 * the store and their nodes written in one transaction; if anything fails, nothing stays (rows roll back, files go).
 * A name already in the folder gets " (2)", " (3)"… as a desktop does.
 */
export function registerUploadRoute(api: FastifyInstance): void {
  const store = documentStore(api);

  api.post('/documents/fileSystem/upload', {
    config: { module: 'document', action: 'POST' },
    schema: {
      tags, summary: 'Upload files into a collaborator\'s folder: 201 { data: { items } }',
      description: `multipart/form-data: fields \`userId\`, \`folderId\` (\`root\` for the top level), then 1–${FILES_PER_UPLOAD} parts \`file\`, each at most ${FILE_MAX_BYTES / 1_048_576} MB (413 FILE_TOO_LARGE) and by content one of PDF, PNG, JPEG, WebP, GIF, DOCX, XLSX, ODT, ODS, TXT, CSV (400 INVALID_FILE; empty: 400 FILE_EMPTY). A refused upload stores nothing.`,
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const companyId = auth.company.id;
    // who and where, checked before any byte is stored when the fields come first (as the browser sends them)
    const checkTarget = async (fields: Record<string, string>) => {
      const target = uploadFields(fields);
      await checkPerson(api.db, auth, target.userId);
      await folderOf(api.db, companyId, target.userId, target.folderId);
      return target;
    };
    const upload = await readUpload(request, store, async (fields) => {
      if (fields.userId) await checkTarget(fields);
    });
    const adopted: string[] = [];
    let items;
    try {
      const { userId, folderId } = await checkTarget(upload.fields);
      for (const f of upload.files) adopted.push(await store.adopt(companyId, f.path, f.kind));
      const rows = await api.db.transaction(async (tx) => {
        await lockPersonFiles(tx, userId);
        const folder = await folderOf(tx, companyId, userId, folderId);
        const taken = await namesIn(tx, companyId, userId, folder?.id ?? null);
        const created = await tx.insert(fileNodes).values(upload.files.map((f, i) => ({
          companyId, userId, parentId: folder?.id ?? null, isFolder: false, name: freeName(f.name, taken), storedName: adopted[i],
          contentType: FILE_KINDS[f.kind], size: f.size, source: 'UPLOAD', createdBy: auth.user.id,
        }))).returning();
        for (const row of created) await writeAudit(tx, auth, { entity: 'fileNodes', entityId: row.id, action: 'create', changes: auditedNode(row) });
        return created;
      });
      const byName = new Map(rows.map((r) => [r.storedName, r]));
      items = await nodeViews(api.db, companyId, adopted.map((n) => byName.get(n)!));
    } catch (err) {
      await removeStoredFiles(store, companyId, adopted);
      throw err;
    } finally {
      // before answering: the caller may look at the disk as soon as it has the answer
      await upload.cleanup();
    }
    return reply.code(201).send({ data: { items } });
  });
}
