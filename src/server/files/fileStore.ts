import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live (documents, slips, images, attachments, report exports): local disk by default, an
 * S3-compatible bucket when S3_BUCKET is set (src/server/files/storeFor.ts). Every process of an installation must
 * reach the same bytes, so no area keeps files anywhere else. Records keep only the URL `/api/files/<companyId>/<name>`
 * or the stored name; names are generated (`<random hex>.<ext>`), never taken from the user.
 */
export interface FileStore {
  put(companyId: string, bytes: Buffer, ext: string): Promise<{ url: string; name: string }>;
  /**
   * moves a file on this process's disk into the store (the source is gone afterwards); `name` when the caller fixes
   * it (a stored name, e.g. a job's export), else a new one is generated. Returns the stored name.
   */
  putFile(companyId: string, sourcePath: string, ext: string, name?: string): Promise<string>;
  /** null when the name is malformed or the file does not exist */
  open(companyId: string, name: string): Promise<StoredFile | null>;
  /** the whole file, or null as open */
  read(companyId: string, name: string): Promise<Buffer | null>;
  /**
   * a path on this process's disk holding the file's bytes (for tools that read files): the stored file itself on
   * disk, else a copy written at `scratchPath`, which the caller removes. null as open.
   */
  localPath(companyId: string, name: string, scratchPath: string): Promise<string | null>;
  /** a new stored file with the same bytes (copies are independent: deleting one keeps the other) */
  copy(companyId: string, name: string): Promise<string>;
  /** delete the file behind a URL from `put`; unknown or malformed URLs are ignored */
  remove(url: string): Promise<void>;
  /** delete a stored file by name; missing or malformed names are ignored */
  removeName(companyId: string, name: string): Promise<void>;
  /** the stored names of a company (for checks and tests; not for request paths: it reads the whole folder) */
  list(companyId: string): Promise<string[]>;
  /** deletes every file (and leftover of an interrupted write) older than maxAgeMs; returns how many */
  sweep(maxAgeMs: number, now?: number): Promise<number>;
}

export interface StoredFile {
  stream: Readable;
  contentType: string;
  size: number;
}

export const FILES_URL_PREFIX = '/api/files/';
