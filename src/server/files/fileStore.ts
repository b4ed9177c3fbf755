import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live (documents, slips, images, attachments). Records keep only the URL
 * `/api/files/<companyId>/<name>`; names are generated (`<random hex>.<ext>`), never taken from the user.
 */
export interface FileStore {
  put(companyId: string, bytes: Buffer, ext: string): Promise<{ url: string; name: string }>;
  /** null when the name is malformed or the file does not exist */
  open(companyId: string, name: string): Promise<StoredFile | null>;
  /** delete the file behind a URL from `put`; unknown or malformed URLs are ignored */
  remove(url: string): Promise<void>;
}

export interface StoredFile {
  stream: Readable;
  contentType: string;
  size: number;
}

export const FILES_URL_PREFIX = '/api/files/';
