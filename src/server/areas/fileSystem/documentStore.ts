import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createLocalFileStore, fileUrl, type FileStore } from '../../files';
import { isCompanyId, isStoredName, newStoredName } from '../../files/fileNames';

/**
 * The store of documents, slips and hub uploads: DATA_DIR/documents/<companyId>/<generated name>. Never under the
 * public GET /files route: every byte is served through a call that checks the caller may see the person.
 * Besides the FileStore calls, large files move in and out by path (an upload streamed to a temporary file is
 * adopted without a copy; the split worker reads the PDF from disk).
 */
export interface DocumentStore extends FileStore {
  root: string;
  /** the file's path on disk, or null for a malformed name */
  pathOf(companyId: string, storedName: string): string | null;
  /** moves a file written elsewhere under DATA_DIR into the store under a new generated name */
  adopt(companyId: string, sourcePath: string, ext: string): Promise<string>;
  /** a new stored file with the same bytes (copies are independent: deleting one keeps the other) */
  duplicate(companyId: string, storedName: string): Promise<string>;
  removeName(companyId: string, storedName: string): Promise<void>;
  /** a scratch folder for uploads and job output, on the same disk as the store (so adopt is a rename) */
  scratchDir(...parts: string[]): string;
}

export const documentsRoot = (dataDir: string): string => path.join(dataDir, 'documents');

const stores = new Map<string, DocumentStore>();

export function createDocumentStore(root: string): DocumentStore {
  const base = createLocalFileStore(root);
  const pathOf = (companyId: string, storedName: string): string | null =>
    isCompanyId(companyId) && isStoredName(storedName) ? path.join(root, companyId, storedName) : null;
  return {
    ...base,
    root,
    pathOf,
    async adopt(companyId, sourcePath, ext) {
      if (!isCompanyId(companyId)) throw new Error('Invalid company id for the document store');
      const name = newStoredName(ext);
      await fs.mkdir(path.join(root, companyId), { recursive: true });
      await fs.rename(sourcePath, path.join(root, companyId, name));
      return name;
    },
    async duplicate(companyId, storedName) {
      const from = pathOf(companyId, storedName);
      if (!from) throw new Error('Invalid stored name');
      const name = newStoredName(storedName.slice(storedName.lastIndexOf('.') + 1));
      await fs.copyFile(from, path.join(root, companyId, name));
      return name;
    },
    async removeName(companyId, storedName) {
      const file = pathOf(companyId, storedName);
      if (file) await fs.rm(file, { force: true });
    },
    scratchDir: (...parts) => path.join(root, '.scratch', ...parts),
  };
}

/** The application's document store (one per DATA_DIR). */
export function documentStore(app: FastifyInstance): DocumentStore {
  const root = documentsRoot(app.config.dataDir);
  let store = stores.get(root);
  if (!store) stores.set(root, (store = createDocumentStore(root)));
  return store;
}

/** Best effort: a file left behind is unreachable garbage, never a broken record. */
export async function removeStoredFiles(store: DocumentStore, companyId: string, names: (string | null | undefined)[]): Promise<void> {
  await Promise.all(names.filter((n): n is string => Boolean(n)).map((n) => store.removeName(companyId, n).catch(() => undefined)));
}

export { fileUrl };
