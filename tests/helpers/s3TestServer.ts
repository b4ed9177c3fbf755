import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/server/files';

const BUCKET = 'hr-test';
let server: Promise<{ endpoint: string; close: () => Promise<void> }> | undefined;

/** One local S3-compatible server (s3rver, in this process, no network) per test worker, started on first use. */
function startServer() {
  server ??= (async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'hr-s3-'));
    const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3.run();
    return { endpoint: `http://127.0.0.1:${port}`, close: () => s3.close() };
  })();
  return server;
}

/** Settings for a fresh folder of the test bucket: each caller sees only its own files. */
export async function testS3Settings(): Promise<S3Settings> {
  const { endpoint } = await startServer();
  return { bucket: BUCKET, endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: `t-${randomUUID()}` };
}

/** TEST_FILE_STORE=s3: the API tests keep their files in the local S3 server instead of DATA_DIR. */
export const filesInS3ForTests = (): boolean => process.env.TEST_FILE_STORE === 's3';
