import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStore, detectImageType, parseFileUrl, type FileStore } from '../../../../src/server/files';

const COMPANY = '3f1c2b9e-6a4d-4c1e-9a7b-0d2e5f6a7b8c';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('local file store', () => {
  let root: string;
  let store: FileStore;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-files-'));
    store = createLocalFileStore(path.join(root, 'files'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores bytes under a random name and serves them back with their content type', async () => {
    const { url, name } = await store.put(COMPANY, PNG, 'png');
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(url).toBe(`/api/files/${COMPANY}/${name}`);
    expect(fs.existsSync(path.join(root, 'files', COMPANY, name))).toBe(true);
    const opened = await store.open(COMPANY, name);
    expect(opened?.contentType).toBe('image/png');
    expect(opened?.size).toBe(PNG.length);
    const second = await store.put(COMPANY, Buffer.from('hola'), 'TXT');
    expect(second.name).not.toBe(name);
    expect(await text((await store.open(COMPANY, second.name))!.stream)).toBe('hola');
  });

  it('refuses names that are not exactly <hex>.<ext>: no path traversal', async () => {
    fs.mkdirSync(path.join(root, 'files', COMPANY), { recursive: true });
    fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
    for (const name of ['../../secret.txt', '..%2F..%2Fsecret.txt', 'secret.txt', `${'a'.repeat(32)}.png/../x`, `${'A'.repeat(32)}.png`, `.${'a'.repeat(32)}.png.partial`, '']) {
      expect(await store.open(COMPANY, name), name).toBeNull();
    }
    expect(await store.open('../..', 'secret.txt')).toBeNull();
    expect(await store.open('..', `${'a'.repeat(32)}.txt`)).toBeNull();
    await expect(store.put('../x', PNG, 'png')).rejects.toThrow(/company id/);
    await expect(store.put(COMPANY, PNG, '../png')).rejects.toThrow(/extension/);
  });

  it('answers null for a well-formed name that does not exist', async () => {
    expect(await store.open(COMPANY, `${'0'.repeat(32)}.png`)).toBeNull();
  });

  it('removes a stored file by its URL and ignores foreign URLs', async () => {
    const { url, name } = await store.put(COMPANY, PNG, 'png');
    await store.remove('/api/files/../../secret.txt');
    await store.remove('https://example.com/x.png');
    expect(await store.open(COMPANY, name)).not.toBeNull();
    await store.remove(url);
    expect(await store.open(COMPANY, name)).toBeNull();
    await store.remove(url); // already gone: fine
    expect(parseFileUrl(url)).toEqual({ companyId: COMPANY, name });
  });
});

describe('detectImageType', () => {
  it('recognises images by magic bytes, whatever their name says', () => {
    expect(detectImageType(PNG)).toBe('png');
    expect(detectImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('jpeg');
    expect(detectImageType(Buffer.from('GIF89a\x01\x00', 'latin1'))).toBe('gif');
    expect(detectImageType(Buffer.from('GIF87a\x01\x00', 'latin1'))).toBe('gif');
    expect(detectImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('webp');
  });

  it('rejects everything else: SVG, PDF, text, truncated headers', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(detectImageType(Buffer.from([0x89, 0x50]))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
