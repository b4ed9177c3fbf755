import path from 'node:path';
import type { FileStore } from './fileStore';
import { createLocalFileStore } from './localFileStore';
import { createS3FileStore, type S3Settings } from './s3FileStore';

/**
 * The stores of the product, one per area: `files` (pictures, billboard, company images: GET /api/files),
 * `attachments` (absence certificates), `documents` (document hub, salary slips, file system), `exports` (finished
 * report and print jobs). Each is DATA_DIR/<area> on local disk, or <S3_PREFIX>/<area> in the bucket when S3_BUCKET
 * is set — the only way to run more than one server process.
 */
export type FileArea = 'files' | 'attachments' | 'documents' | 'exports';

const stores = new Map<string, FileStore>();

export function fileStoreFor(config: { dataDir: string; s3?: S3Settings }, area: FileArea): FileStore {
  const key = JSON.stringify([config.s3 ?? config.dataDir, area]);
  let store = stores.get(key);
  if (!store) {
    store = config.s3 ? createS3FileStore(config.s3, area) : createLocalFileStore(path.join(config.dataDir, area));
    stores.set(key, store);
  }
  return store;
}

/** S3_BUCKET and its companions; undefined (local disk) when S3_BUCKET is unset. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    prefix: env.S3_PREFIX || undefined,
  };
}
