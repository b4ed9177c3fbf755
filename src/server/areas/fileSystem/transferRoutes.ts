import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth, type AuthContext } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { fileNodes } from '../../db/schema';
import { fieldConflict, notFound } from '../../http/apiError';
import { documentStore, removeStoredFiles, type DocumentStore } from './documentStore';
import { nameKey } from './nodeNames';
import { auditedNode, checkPerson, folderOf, lockPersonFiles, namesIn, nodeViews, parentOf, pathTo, subtreeOf, type NodeRow } from './nodeQueries';
import { tags, transferBody } from './routeSchemas';

type Transfer = { Body: { ids: string[]; folderId: string | null } };

/** The nodes named (all of the caller's company and of one person, else 404), read again under the person's lock. */
async function nodesOf(db: Db, auth: AuthContext, ids: string[]): Promise<NodeRow[]> {
  const rows = await db.select().from(fileNodes).where(and(eq(fileNodes.companyId, auth.company.id), inArray(fileNodes.id, ids)));
  if (rows.length !== ids.length) throw notFound('DOCUMENT_NOT_FOUND');
  return ids.map((id) => rows.find((r) => r.id === id) as NodeRow);
}

/**
 * Where the nodes go: a folder of their person (every node must be one person's: a folder belongs to one). Moving or
 * copying a folder into itself or anything under it is 409 FOLDER_CYCLE; a name already in the target folder, or
 * two of the nodes with one name, 409 NAME_IN_USE. Answers the target and the nodes that really change folder.
 */
async function plan(tx: Db, auth: AuthContext, ids: string[], folderId: string | null, keepInPlace: boolean) {
  const nodes = await nodesOf(tx, auth, ids);
  const userId = nodes[0].userId;
  const target = await folderOf(tx, auth.company.id, userId, parentOf(folderId));
  if (nodes.some((n) => n.userId !== userId)) throw notFound('FOLDER_NOT_FOUND');
  const above = new Set(target ? (await pathTo(tx, auth.company.id, target.id)).map((p) => p.id) : []);
  if (nodes.some((n) => n.isFolder && above.has(n.id))) throw fieldConflict(409, 'FOLDER_CYCLE', 'folderId');
  const targetId = target?.id ?? null;
  const going = keepInPlace ? nodes.filter((n) => n.parentId !== targetId) : nodes;
  const taken = await namesIn(tx, auth.company.id, userId, targetId);
  for (const n of going) {
    if (taken.has(nameKey(n.name))) throw fieldConflict(409, 'NAME_IN_USE', 'ids');
    taken.add(nameKey(n.name));
  }
  return { userId, targetId, nodes, going };
}

/** Copies of `source`'s subtree under `targetId`: new ids, each file a new stored file (its bytes duplicated). */
async function copyTree(tx: Db, store: DocumentStore, auth: AuthContext, source: NodeRow, targetId: string | null, made: string[]): Promise<NodeRow> {
  const companyId = auth.company.id;
  const tree = await subtreeOf(tx, companyId, source.id);
  const newIds = new Map(tree.map((n) => [n.id, randomUUID()]));
  const now = new Date();
  const values: (typeof fileNodes.$inferInsert)[] = [];
  for (const n of tree) {
    let storedName: string | null = null;
    if (!n.isFolder && n.storedName) {
      storedName = await store.duplicate(companyId, n.storedName);
      made.push(storedName);
    }
    values.push({
      id: newIds.get(n.id), companyId, userId: n.userId, parentId: n.id === source.id ? targetId : newIds.get(n.parentId ?? '') ?? null,
      isFolder: n.isFolder, name: n.name, folderTypeId: n.folderTypeId, storedName, contentType: n.contentType, size: n.size,
      source: n.source, createdBy: auth.user.id, createdAt: now, updatedAt: now,
    });
  }
  // parents first: each row's parent already exists when it is inserted
  for (let i = 0; i < values.length; i += 500) await tx.insert(fileNodes).values(values.slice(i, i + 500));
  const [top] = await tx.select().from(fileNodes).where(eq(fileNodes.id, newIds.get(source.id) as string));
  await writeAudit(tx, auth, { entity: 'fileNodes', entityId: top.id, action: 'create', changes: { ...auditedNode(top), copiedFrom: source.id, nodes: tree.length } });
  return top;
}

/** Moving and copying files and folders between the folders of one person. */
export function registerTransferRoutes(api: FastifyInstance): void {
  const store = documentStore(api);

  /** The person named by the first node (404 when it is not the caller's company's, 403 outside their units). */
  const personOf = async (auth: AuthContext, ids: string[]) => {
    const [first] = await nodesOf(api.db, auth, ids.slice(0, 1));
    await checkPerson(api.db, auth, first.userId);
    return first.userId;
  };

  api.post<Transfer>('/documents/fileSystem/move', {
    config: { module: 'document', action: 'POST' },
    schema: {
      tags, summary: 'Move files and folders into a folder of the same person: { data: { items } }',
      description: 'A folder into itself or below → 409 FOLDER_CYCLE; a name in use there → 409 NAME_IN_USE (nothing moves).',
      body: transferBody,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const userId = await personOf(auth, request.body.ids);
    const moved = await api.db.transaction(async (tx) => {
      await lockPersonFiles(tx, userId);
      const { targetId, nodes, going } = await plan(tx, auth, request.body.ids, request.body.folderId, true);
      const goingIds = going.map((n) => n.id);
      if (goingIds.length) {
        await tx.update(fileNodes).set({ parentId: targetId, updatedAt: new Date() }).where(and(eq(fileNodes.companyId, auth.company.id), inArray(fileNodes.id, goingIds)));
      }
      for (const n of going) await writeAudit(tx, auth, { entity: 'fileNodes', entityId: n.id, action: 'update', changes: { parentId: { from: n.parentId, to: targetId } } });
      return tx.select().from(fileNodes).where(inArray(fileNodes.id, nodes.map((n) => n.id)));
    });
    const ordered = request.body.ids.map((id) => moved.find((r) => r.id === id) as NodeRow);
    return { data: { items: await nodeViews(api.db, auth.company.id, ordered) } };
  });

  api.post<Transfer>('/documents/fileSystem/copy', {
    config: { module: 'document', action: 'POST' },
    schema: {
      tags, summary: 'Copy files and folders (with everything in them) into a folder of the same person: { data: { items } }',
      description: 'Each copy is a new file: deleting the original keeps it. Into itself or below → 409 FOLDER_CYCLE; a name in use there → 409 NAME_IN_USE.',
      body: transferBody,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const userId = await personOf(auth, request.body.ids);
    const made: string[] = [];
    try {
      const copies = await api.db.transaction(async (tx) => {
        await lockPersonFiles(tx, userId);
        const { targetId, nodes } = await plan(tx, auth, request.body.ids, request.body.folderId, false);
        const out: NodeRow[] = [];
        for (const n of nodes) out.push(await copyTree(tx, store, auth, n, targetId, made));
        return out;
      });
      return { data: { items: await nodeViews(api.db, auth.company.id, copies) } };
    } catch (err) {
      // nothing half copied: the rows rolled back, their new files go too
      await removeStoredFiles(store, auth.company.id, made);
      throw err;
    }
  });
}
