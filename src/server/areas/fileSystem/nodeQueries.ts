import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { fileNodes, users } from '../../db/schema';
import { folderTypes } from '../../engine/storage/productTables';
import { forbidden, notFound } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';
import type { FileNodeView } from '../../../shared/documents/views';
import { nameKey } from './nodeNames';

export type NodeRow = typeof fileNodes.$inferSelect;
/** `root` (or null) is the person's top level wherever a folder is expected. */
export const ROOT = 'root';
export type FolderRef = string | null;
export const parentOf = (folderId: string | null | undefined): FolderRef => (!folderId || folderId === ROOT ? null : folderId);

/** A node as the API answers it (docs/api/documents.md): stored names never leave the server. */
export type NodeView = FileNodeView<Date>;

export async function nodeViews(db: Db, companyId: string, rows: NodeRow[]): Promise<NodeView[]> {
  const typeIds = [...new Set(rows.map((r) => r.folderTypeId).filter((id): id is string => Boolean(id)))];
  const types = typeIds.length
    ? await db.select({ id: folderTypes.id, title: folderTypes.title, color: folderTypes.color }).from(folderTypes)
      .where(and(eq(folderTypes.companyId, companyId), inArray(folderTypes.id, typeIds)))
    : [];
  const byId = new Map(types.map((t) => [t.id, t]));
  return rows.map((r) => ({
    id: r.id, isFolder: r.isFolder, name: r.name, userId: r.userId, parentId: r.parentId, folderTypeId: r.folderTypeId,
    folderType: (r.folderTypeId && byId.get(r.folderTypeId)) || null,
    contentType: r.isFolder ? null : r.contentType, size: r.isFolder ? null : r.size,
    source: r.source, createdAt: r.createdAt, updatedAt: r.updatedAt,
  }));
}

/** What the audit keeps of a node (its stored name stays on the server). */
export const auditedNode = (r: NodeRow): Record<string, unknown> => ({
  userId: r.userId, parentId: r.parentId, isFolder: r.isFolder, name: r.name, folderTypeId: r.folderTypeId,
  contentType: r.contentType, size: r.size, source: r.source,
});

export const nodeView = async (db: Db, companyId: string, row: NodeRow): Promise<NodeView> => (await nodeViews(db, companyId, [row]))[0];

/**
 * The collaborator whose files are asked for: another company's person (or anyone who is not a collaborator) is
 * 404 USER_NOT_FOUND; a person whose main unit is outside an administrator's or manager's units is 403.
 */
export async function checkPerson(db: Db, auth: AuthContext, userId: string): Promise<void> {
  const [person] = await db.select({ role: users.role, mainBranch: users.mainBranch }).from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, auth.company.id))).limit(1);
  if (!person || person.role !== 'user') throw notFound('USER_NOT_FOUND');
  const scope = await unitScopeOf(db, auth);
  if (scope && (!person.mainBranch || !scope.has(person.mainBranch))) throw forbidden();
}

/**
 * A node of the caller's company the caller may see: 404 (FOLDER_NOT_FOUND when a folder is asked for,
 * DOCUMENT_NOT_FOUND otherwise) for another company's id or the wrong kind, 403 for a person outside the units.
 */
export async function nodeOf(db: Db, auth: AuthContext, id: string, kind: 'folder' | 'file' | 'any' = 'any'): Promise<NodeRow> {
  const [row] = await db.select().from(fileNodes).where(and(eq(fileNodes.id, id), eq(fileNodes.companyId, auth.company.id))).limit(1);
  const code = kind === 'folder' ? 'FOLDER_NOT_FOUND' : 'DOCUMENT_NOT_FOUND';
  if (!row || (kind === 'folder' && !row.isFolder) || (kind === 'file' && row.isFolder)) throw notFound(code);
  await checkPerson(db, auth, row.userId);
  return row;
}

/** A folder of this person (null for the top level); another person's or company's folder is 404 FOLDER_NOT_FOUND. */
export async function folderOf(db: Db, companyId: string, userId: string, folder: FolderRef): Promise<NodeRow | null> {
  if (!folder) return null;
  const [row] = await db.select().from(fileNodes)
    .where(and(eq(fileNodes.id, folder), eq(fileNodes.companyId, companyId), eq(fileNodes.userId, userId), eq(fileNodes.isFolder, true))).limit(1);
  if (!row) throw notFound('FOLDER_NOT_FOUND');
  return row;
}

const inFolder = (companyId: string, userId: string, parent: FolderRef) =>
  and(eq(fileNodes.companyId, companyId), eq(fileNodes.userId, userId), parent ? eq(fileNodes.parentId, parent) : isNull(fileNodes.parentId));

/**
 * Names in the order people expect (case and accents aside, "2" before "10"), the same on every database whatever
 * its collation.
 */
const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });
/** The name without its extension first, as a desktop does: `carta.pdf` before `carta (2).pdf`. */
const parts = (name: string): [string, string] => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
};
const byName = (a: string, b: string): number => {
  const [stemA, extA] = parts(a);
  const [stemB, extB] = parts(b);
  return collator.compare(stemA, stemB) || collator.compare(extA, extB) || (a < b ? -1 : a > b ? 1 : 0);
};
export const sortByName = <T extends { name: string; isFolder: boolean }>(rows: T[]): T[] =>
  rows.sort((a, b) => Number(b.isFolder) - Number(a.isFolder) || byName(a.name, b.name));

/** What a folder holds: folders first, then files, each by name. */
export const childrenOf = async (db: Db, companyId: string, userId: string, parent: FolderRef): Promise<NodeRow[]> =>
  sortByName(await db.select().from(fileNodes).where(inFolder(companyId, userId, parent)));

/** The names in use in a folder (lower case: two names differing only in case clash), but those of `except`. */
export async function namesIn(db: Db, companyId: string, userId: string, parent: FolderRef, except: string[] = []): Promise<Set<string>> {
  const rows = await db.select({ id: fileNodes.id, name: fileNodes.name }).from(fileNodes).where(inFolder(companyId, userId, parent));
  return new Set(rows.filter((r) => !except.includes(r.id)).map((r) => nameKey(r.name)));
}

/**
 * Serializes the writes to one person's files (names unique per folder, no folder moved under itself): the table has
 * no unique index on names (case-insensitive, per folder, top level included), so two calls must not check at once.
 */
export async function lockPersonFiles(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`file_nodes:${userId}`}, 0))`);
}

/** A node and everything under it, parents before children. */
export async function subtreeOf(db: Db, companyId: string, id: string): Promise<NodeRow[]> {
  const result = (await db.execute(sql`
    with recursive tree(id, depth) as (
      select ${fileNodes.id}, 0 from ${fileNodes} where ${fileNodes.id} = ${id} and ${fileNodes.companyId} = ${companyId}
      union all
      select n.id, tree.depth + 1 from file_nodes n join tree on n.parent_id = tree.id
    )
    select id, depth from tree`)) as unknown as { rows: { id: string; depth: number }[] };
  const depthOf = new Map(result.rows.map((r) => [r.id, Number(r.depth)]));
  if (depthOf.size === 0) return [];
  const rows = await db.select().from(fileNodes).where(and(eq(fileNodes.companyId, companyId), inArray(fileNodes.id, [...depthOf.keys()])));
  return rows.sort((a, b) => (depthOf.get(a.id) ?? 0) - (depthOf.get(b.id) ?? 0));
}

/** The folders from the top level down to `folderId` (itself included), for the breadcrumb. */
export async function pathTo(db: Db, companyId: string, folderId: string): Promise<{ id: string; name: string }[]> {
  const result = (await db.execute(sql`
    with recursive up(id, name, parent_id, depth) as (
      select id, name, parent_id, 0 from file_nodes where id = ${folderId} and company_id = ${companyId}
      union all
      select n.id, n.name, n.parent_id, up.depth + 1 from file_nodes n join up on n.id = up.parent_id where up.depth < 1000
    )
    select id, name from up order by depth desc`)) as unknown as { rows: { id: string; name: string }[] };
  return result.rows.map((r) => ({ id: r.id, name: r.name }));
}
