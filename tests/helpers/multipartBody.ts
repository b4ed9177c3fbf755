import { randomBytes } from 'node:crypto';

/** A multipart/form-data payload: a `data` JSON part and file parts, for app.inject. */
export function multipartBody(data: unknown, files: Record<string, { bytes: Buffer; filename: string; contentType: string }> = {}) {
  const boundary = `----hrtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (data !== undefined) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`));
  }
  for (const [field, f] of Object.entries(files)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`));
    chunks.push(f.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A tiny valid PNG (1×1) padded to `size` bytes with a trailing chunk-free tail (still detected as PNG). */
export function pngOfSize(size: number): Buffer {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
  return size <= png.length ? png : Buffer.concat([png, Buffer.alloc(size - png.length)]);
}
