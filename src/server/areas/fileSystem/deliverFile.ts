import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileNodes } from '../../db/schema';
import { folderTypes } from '../../engine/storage/productTables';

export type FileSource = 'UPLOAD' | 'HUB' | 'SALARY';

/**
 * The person's top-level folder of a folder type (named after the type), created when missing; with no type, the
 * folder named `fallbackName`. The document hub and the slips deliver into it.
 */
export async function typedFolderOf(
  tx: Db,
  args: { companyId: string; userId: string; folderTypeId: string | null; fallbackName: string; createdBy: string | null },
): Promise<string> {
  const { companyId, userId, folderTypeId, createdBy } = args;
  let name = args.fallbackName;
  if (folderTypeId) {
    const [type] = await tx.select({ title: folderTypes.title }).from(folderTypes)
      .where(and(eq(folderTypes.id, folderTypeId), eq(folderTypes.companyId, companyId)));
    if (type) name = type.title;
  }
  const sameFolder = and(eq(fileNodes.companyId, companyId), eq(fileNodes.userId, userId), isNull(fileNodes.parentId), eq(fileNodes.isFolder, true),
    folderTypeId ? eq(fileNodes.folderTypeId, folderTypeId) : sql`lower(${fileNodes.name}) = lower(${name})`);
  const [found] = await tx.select({ id: fileNodes.id }).from(fileNodes).where(sameFolder).limit(1);
  if (found) return found.id;
  const [created] = await tx.insert(fileNodes).values({ companyId, userId, parentId: null, isFolder: true, name, folderTypeId, source: 'UPLOAD', createdBy })
    .returning({ id: fileNodes.id });
  return created.id;
}

/** A file (already in the document store) added to a person's folder; answers the node's id. */
export async function addFileNode(
  tx: Db,
  args: { companyId: string; userId: string; parentId: string; name: string; storedName: string; contentType: string; size: number; source: FileSource; createdBy: string | null },
): Promise<string> {
  const [row] = await tx.insert(fileNodes).values({ ...args, isFolder: false, folderTypeId: null }).returning({ id: fileNodes.id });
  return row.id;
}
