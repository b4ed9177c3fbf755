import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hubDocuments } from '../../db/schema';
import { addFileNode, typedFolderOf, type FileSource } from '../fileSystem/deliverFile';
import type { DocumentStore } from '../fileSystem/documentStore';
import { emitEvent } from '../webhooks/emitEvent';
import type { HubDocumentRow } from './documentViews';

/**
 * Puts a copy of a matched document in its person's files (the folder of `folderTypeId`, or `fallbackFolder`) and
 * marks it DELIVERED. The copy is independent: deleting the envelope later keeps what people received. Names of the
 * files copied are pushed to `written` so the caller removes them if its transaction fails.
 */
export async function deliverDocument(
  tx: Db,
  store: DocumentStore,
  doc: HubDocumentRow & { userId: string },
  opts: { folderTypeId: string | null; fallbackFolder: string; fileName: string; source: FileSource; createdBy: string; written: string[] },
): Promise<string> {
  const folder = await typedFolderOf(tx, { companyId: doc.companyId, userId: doc.userId, folderTypeId: opts.folderTypeId, fallbackName: opts.fallbackFolder, createdBy: opts.createdBy });
  const copy = await store.duplicate(doc.companyId, doc.storedName);
  opts.written.push(copy);
  const nodeId = await addFileNode(tx, {
    companyId: doc.companyId, userId: doc.userId, parentId: folder, name: opts.fileName, storedName: copy,
    contentType: 'application/pdf', size: doc.bytes, source: opts.source, createdBy: opts.createdBy,
  });
  await tx.update(hubDocuments).set({ status: 'DELIVERED', deliveredNodeId: nodeId, updatedAt: new Date() }).where(eq(hubDocuments.id, doc.id));
  await emitEvent(tx, doc.companyId, 'document.delivered', {
    documentId: doc.id, envelopeId: doc.envelopeId, userId: doc.userId, fileId: nodeId, fileName: opts.fileName, pages: doc.pages, source: opts.source,
  });
  return nodeId;
}

/** `Nómina 2025-11.pdf`, `Certificados 2025.pdf`: the envelope's title as a file name. */
// eslint-disable-next-line no-control-regex -- control characters are what the name must lose
export const deliveredFileName = (title: string): string => `${title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 150) || 'documento'}.pdf`;
