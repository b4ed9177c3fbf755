import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import { contentTypeOf } from './contentTypes';
import { fileUrl, isCompanyId, isStoredName, newStoredName, normalizeExtension, parseFileUrl } from './fileNames';
import type { FileStore, StoredFile } from './fileStore';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), from S3_* (src/server/config.ts). */
export interface S3Settings {
  bucket: string;
  /** unset = AWS for the region; a URL for any other service (http://minio:9000) */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted services) */
  forcePathStyle: boolean;
  /** folder inside the bucket for this installation (S3_PREFIX), so one bucket can serve several */
  prefix?: string;
}

type Sdk = typeof import('@aws-sdk/client-s3');
let sdk: Promise<Sdk> | undefined;
/** The SDK is loaded on first use: importing it costs about 0.2 s, which installations on local disk never pay. */
const loadSdk = (): Promise<Sdk> => (sdk ??= import('@aws-sdk/client-s3'));

const clients = new Map<string, Promise<{ client: S3Client; sdk: Sdk }>>();

/** One client (and its connection pool) per service and credentials, shared by every area's store. */
export function s3ClientFor(s: S3Settings): Promise<{ client: S3Client; sdk: Sdk }> {
  const key = JSON.stringify([s.endpoint, s.region, s.accessKeyId, s.forcePathStyle]);
  let client = clients.get(key);
  if (!client) {
    client = loadSdk().then((sdk) => ({ sdk, client: new sdk.S3Client({
      endpoint: s.endpoint,
      region: s.region,
      forcePathStyle: s.forcePathStyle,
      // unset: the SDK's usual chain (environment, instance role…)
      credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
      // checksums only where S3 requires them: several S3-compatible services refuse the newer default trailers
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }) }));
    clients.set(key, client);
  }
  return client;
}

const isMissing = (err: unknown): boolean => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files in a bucket under `<prefix>/<area>/<companyId>/<name>`: the same names and checks as the local store, so a
 * key is built only from a validated company UUID and a generated name. Objects are written whole (a reader never
 * sees half a file), and every process of the installation reads the same bytes.
 */
export function createS3FileStore(settings: S3Settings, area: string): FileStore {
  const s3 = () => s3ClientFor(settings);
  const Bucket = settings.bucket;
  const base = [settings.prefix?.replace(/^\/+|\/+$/g, ''), area].filter(Boolean).join('/');
  const keyOf = (companyId: string, name: string): string | null =>
    isCompanyId(companyId) && isStoredName(name) ? `${base}/${companyId}/${name}` : null;
  const mustKey = (companyId: string, name: string): string => {
    const key = keyOf(companyId, name);
    if (!key) throw new Error(`Invalid company id or stored name for the file store: ${JSON.stringify([companyId, name])}`);
    return key;
  };
  const contentType = (name: string) => contentTypeOf(name.slice(name.lastIndexOf('.') + 1));
  const get = async (companyId: string, name: string): Promise<GetObjectCommandOutput | null> => {
    const Key = keyOf(companyId, name);
    if (!Key) return null;
    try {
      const { client, sdk } = await s3();
      return await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  const removeKey = async (Key: string) => {
    const { client, sdk } = await s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
  };

  /** every object under a prefix, a page of the listing at a time */
  const eachObject = async (Prefix: string, visit: (key: string, modified: Date) => void) => {
    const { client, sdk } = await s3();
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      for (const o of page.Contents ?? []) if (o.Key && o.LastModified) visit(o.Key, o.LastModified);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  };

  return {
    async put(companyId, bytes, ext) {
      const name = newStoredName(ext);
      const { client, sdk } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: mustKey(companyId, name), Body: bytes, ContentType: contentType(name) }));
      return { url: fileUrl(companyId, name), name };
    },

    async putFile(companyId, sourcePath, ext, given) {
      const name = given ?? newStoredName(normalizeExtension(ext));
      const Key = mustKey(companyId, name);
      const { size } = await fs.stat(sourcePath);
      const { client, sdk } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: createReadStream(sourcePath), ContentLength: size, ContentType: contentType(name) }));
      await fs.rm(sourcePath, { force: true });
      return name;
    },

    async open(companyId, name): Promise<StoredFile | null> {
      const object = await get(companyId, name);
      if (!object?.Body) return null;
      return { stream: object.Body as Readable, contentType: contentType(name), size: Number(object.ContentLength ?? 0) };
    },

    async read(companyId, name) {
      const object = await get(companyId, name);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },

    async localPath(companyId, name, scratchPath) {
      const object = await get(companyId, name);
      if (!object?.Body) return null;
      await fs.mkdir(path.dirname(scratchPath), { recursive: true });
      await pipeline(object.Body as Readable, createWriteStream(scratchPath));
      return scratchPath;
    },

    async copy(companyId, name) {
      const from = mustKey(companyId, name);
      const copy = newStoredName(name.slice(name.lastIndexOf('.') + 1));
      const { client, sdk } = await s3();
      await client.send(new sdk.CopyObjectCommand({ Bucket, Key: mustKey(companyId, copy), CopySource: encodeURI(`${Bucket}/${from}`) }));
      return copy;
    },

    async remove(url) {
      const parsed = parseFileUrl(url);
      const key = parsed && keyOf(parsed.companyId, parsed.name);
      if (key) await removeKey(key);
    },

    async removeName(companyId, name) {
      const key = keyOf(companyId, name);
      if (key) await removeKey(key);
    },

    async list(companyId) {
      if (!isCompanyId(companyId)) return [];
      const names: string[] = [];
      await eachObject(`${base}/${companyId}/`, (key) => {
        const name = key.slice(key.lastIndexOf('/') + 1);
        if (isStoredName(name)) names.push(name);
      });
      return names;
    },

    async sweep(maxAgeMs, now = Date.now()) {
      const old: string[] = [];
      await eachObject(`${base}/`, (key, modified) => {
        if (now - modified.getTime() > maxAgeMs) old.push(key);
      });
      for (const key of old) await removeKey(key);
      return old.length;
    },
  };
}
