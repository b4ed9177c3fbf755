import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { diffChanges, writeAudit } from '../../audit/auditLog';
import { fileNodes } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { documentStore, removeStoredFiles } from './documentStore';
import { checkFolderType, freeTypedName } from './nodeChecks';
import { auditedNode, checkPerson, folderOf, lockPersonFiles, nodeOf, nodeView, parentOf, subtreeOf, type NodeRow } from './nodeQueries';
import { folderRefOrNull, idParams, name, tags, uuid } from './routeSchemas';

type CreateFolder = { userId: string; parentId?: string | null; name: string; folderTypeId?: string | null };
type UpdateFolder = { id: string; name?: string; folderTypeId?: string | null };

/** Creating, renaming and deleting folders and files; each change audited in its transaction. */
export function registerNodeEditRoutes(api: FastifyInstance): void {
  const store = documentStore(api);

  api.post<{ Body: CreateFolder }>('/documents/fileSystem/createFolder', {
    config: { module: 'document', action: 'POST' },
    schema: {
      tags, summary: 'Create a folder in a collaborator\'s files: 201 { data: node }',
      description: '`parentId` `root` (or null) is the top level. A name in use in that folder (in any case) → 409 NAME_IN_USE.',
      body: {
        type: 'object', required: ['userId', 'parentId', 'name'], additionalProperties: false,
        properties: { userId: uuid, parentId: folderRefOrNull, name, folderTypeId: { anyOf: [uuid, { type: 'null' }] } },
      },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const companyId = auth.company.id;
    const body = request.body;
    await checkPerson(api.db, auth, body.userId);
    const row = await api.db.transaction(async (tx) => {
      await lockPersonFiles(tx, body.userId);
      const parent = await folderOf(tx, companyId, body.userId, parentOf(body.parentId));
      await checkFolderType(tx, companyId, body.folderTypeId);
      const folderName = await freeTypedName(tx, { companyId, userId: body.userId, parent: parent?.id ?? null }, body.name);
      const [created] = await tx.insert(fileNodes).values({
        companyId, userId: body.userId, parentId: parent?.id ?? null, isFolder: true, name: folderName,
        folderTypeId: body.folderTypeId ?? null, source: 'UPLOAD', createdBy: auth.user.id,
      }).returning();
      await writeAudit(tx, auth, { entity: 'fileNodes', entityId: created.id, action: 'create', changes: auditedNode(created) });
      return created;
    });
    return reply.code(201).send({ data: await nodeView(api.db, companyId, row) });
  });

  /** Renames (and for folders retypes) a node: the checks and the audit of both calls. */
  const update = async (auth: ReturnType<typeof requireAuth>, id: string, kind: 'folder' | 'file', changes: { name?: string; folderTypeId?: string | null }) => {
    const companyId = auth.company.id;
    const current = await nodeOf(api.db, auth, id, kind);
    const row = await api.db.transaction(async (tx) => {
      await lockPersonFiles(tx, current.userId);
      const [before] = await tx.select().from(fileNodes).where(and(eq(fileNodes.id, id), eq(fileNodes.companyId, companyId)));
      if (!before) throw notFound(kind === 'folder' ? 'FOLDER_NOT_FOUND' : 'DOCUMENT_NOT_FOUND');
      const set: Partial<NodeRow> = { updatedAt: new Date() };
      if (changes.name !== undefined) set.name = await freeTypedName(tx, { companyId, userId: before.userId, parent: before.parentId }, changes.name, id);
      if (changes.folderTypeId !== undefined) {
        await checkFolderType(tx, companyId, changes.folderTypeId);
        set.folderTypeId = changes.folderTypeId;
      }
      const [after] = await tx.update(fileNodes).set(set).where(eq(fileNodes.id, id)).returning();
      await writeAudit(tx, auth, { entity: 'fileNodes', entityId: id, action: 'update', changes: diffChanges(auditedNode(before), auditedNode(after)) });
      return after;
    });
    return { data: await nodeView(api.db, companyId, row) };
  };

  api.patch<{ Body: UpdateFolder }>('/documents/fileSystem/updateFolder', {
    config: { module: 'document', action: 'PATCH' },
    schema: {
      tags, summary: 'Rename a folder or change its folder type: { data: node }',
      body: {
        type: 'object', required: ['id'], additionalProperties: false,
        properties: { id: uuid, name, folderTypeId: { anyOf: [uuid, { type: 'null' }] } },
      },
    },
  }, async (request) => update(requireAuth(request.auth), request.body.id, 'folder', request.body));

  api.patch<{ Body: { id: string; name: string } }>('/documents/fileSystem/updateFile', {
    config: { module: 'document', action: 'PATCH' },
    schema: {
      tags, summary: 'Rename a file: { data: node }',
      body: { type: 'object', required: ['id', 'name'], additionalProperties: false, properties: { id: uuid, name } },
    },
  }, async (request) => update(requireAuth(request.auth), request.body.id, 'file', { name: request.body.name }));

  api.delete<{ Params: { id: string } }>('/documents/fileSystem/delete/:id', {
    config: { module: 'document', action: 'DELETE' },
    schema: { tags, summary: 'Delete a file, or a folder with everything in it: { data: { id, removed } }', params: idParams },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const companyId = auth.company.id;
    const node = await nodeOf(api.db, auth, request.params.id);
    const tree = await api.db.transaction(async (tx) => {
      await lockPersonFiles(tx, node.userId);
      const rows = await subtreeOf(tx, companyId, node.id);
      if (rows.length === 0) throw notFound('DOCUMENT_NOT_FOUND');
      // the rows below go with it (parent_id cascades)
      await tx.delete(fileNodes).where(and(eq(fileNodes.id, node.id), eq(fileNodes.companyId, companyId)));
      await writeAudit(tx, auth, { entity: 'fileNodes', entityId: node.id, action: 'delete', changes: { ...auditedNode(rows[0]), removed: rows.length } });
      return rows;
    });
    // after the commit: a failed delete keeps every file its rows point at
    await removeStoredFiles(store, companyId, tree.map((r) => r.storedName));
    return { data: { id: node.id, removed: tree.length } };
  });
}
