import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { folderTypes } from '../../engine/storage/productTables';
import { fieldConflict, fieldError, validationError } from '../../http/apiError';
import type { FolderRef } from './nodeQueries';
import { isReservedName, nameKey, typedName } from './nodeNames';
import { namesIn } from './nodeQueries';

/** A folder type of the caller's company, or 400 REF_NOT_FOUND on `folderTypeId` (another company's, a deleted one). */
export async function checkFolderType(db: Db, companyId: string, folderTypeId: string | null | undefined): Promise<void> {
  if (!folderTypeId) return;
  const [type] = await db.select({ id: folderTypes.id }).from(folderTypes)
    .where(and(eq(folderTypes.id, folderTypeId), eq(folderTypes.companyId, companyId))).limit(1);
  if (!type) throw validationError([fieldError('folderTypeId', 'REF_NOT_FOUND')]);
}

/**
 * A typed name, trimmed, free in its folder (409 NAME_IN_USE on `name` when another node there has it, in any case);
 * `.` and `..` are 400 on `name`. `self` is the node being renamed (its own name is no clash).
 */
export async function freeTypedName(
  db: Db,
  at: { companyId: string; userId: string; parent: FolderRef },
  raw: string,
  self?: string,
): Promise<string> {
  const name = typedName(raw);
  if (isReservedName(name)) throw validationError([fieldError('name', 'pattern')]);
  const taken = await namesIn(db, at.companyId, at.userId, at.parent, self ? [self] : []);
  if (taken.has(nameKey(name))) throw fieldConflict(409, 'NAME_IN_USE', 'name');
  return name;
}
