import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileStoreFor, fileUrl, type FileStore, type S3Settings } from '../../files';

/**
 * The store of documents, slips and hub uploads: the `documents` file store (DATA_DIR/documents/<companyId>/… or the
 * bucket). Never under the public GET /files route: every byte is served through a call that checks the caller may
 * see the person. Large files move in by path (an upload streamed to a scratch file is adopted: a rename on local
 * disk, an upload to the bucket); the split worker reads a local copy (FileStore.localPath).
 */
export interface DocumentStore extends FileStore {
  /** moves a file written in scratchDir into the store under a new generated name */
  adopt(companyId: string, sourcePath: string, ext: string): Promise<string>;
  /** a new stored file with the same bytes (copies are independent: deleting one keeps the other) */
  duplicate(companyId: string, storedName: string): Promise<string>;
  /** a scratch folder of this process for uploads and job output, on the same disk as the local store (adopt renames) */
  scratchDir(...parts: string[]): string;
}

export const documentsRoot = (dataDir: string): string => path.join(dataDir, 'documents');

export function createDocumentStore(config: { dataDir: string; s3?: S3Settings }): DocumentStore {
  const base = fileStoreFor(config, 'documents');
  return {
    ...base,
    adopt: (companyId, sourcePath, ext) => base.putFile(companyId, sourcePath, ext),
    duplicate: (companyId, storedName) => base.copy(companyId, storedName),
    scratchDir: (...parts) => path.join(documentsRoot(config.dataDir), '.scratch', ...parts),
  };
}

const stores = new WeakMap<object, DocumentStore>();

/** The application's document store. */
export function documentStore(app: FastifyInstance): DocumentStore {
  let store = stores.get(app.config);
  if (!store) stores.set(app.config, (store = createDocumentStore(app.config)));
  return store;
}

/** Best effort: a file left behind is unreachable garbage, never a broken record. */
export async function removeStoredFiles(store: DocumentStore, companyId: string, names: (string | null | undefined)[]): Promise<void> {
  await Promise.all(names.filter((n): n is string => Boolean(n)).map((n) => store.removeName(companyId, n).catch(() => undefined)));
}

export { fileUrl };
