import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore, createS3FileStore, type FileStore } from '../../../../src/server/files';
import { testS3Settings } from '../../../helpers/s3TestServer';

const COMPANY = '3f1c2b9e-6a4d-4c1e-9a7b-0d2e5f6a7b8c';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-stores-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The same behaviour from both stores: every area works on local disk and in a bucket alike. */
describe.each([
  ['local disk', async () => createLocalFileStore(path.join(root, 'local'))],
  ['S3-compatible bucket', async () => createS3FileStore(await testS3Settings(), 'documents')],
])('file store on %s', (_label, make: () => Promise<FileStore>) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await make();
  });
  const scratch = (name: string) => {
    const file = path.join(root, 'scratch', `${Math.random().toString(16).slice(2)}-${name}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    return file;
  };

  it('stores bytes, serves them back with type and size, and removes them by URL or name', async () => {
    const { url, name } = await store.put(COMPANY, Buffer.from('%PDF-1.7 hello'), 'pdf');
    const opened = await store.open(COMPANY, name);
    expect([opened?.contentType, opened?.size]).toEqual(['application/pdf', 14]);
    expect(await text(opened!.stream)).toBe('%PDF-1.7 hello');
    expect((await store.read(COMPANY, name))?.toString()).toBe('%PDF-1.7 hello');
    await store.remove(url);
    expect(await store.open(COMPANY, name)).toBeNull();
    const other = await store.put(COMPANY, Buffer.from('x'), 'txt');
    await store.removeName(COMPANY, other.name);
    expect(await store.read(COMPANY, other.name)).toBeNull();
  });

  it('moves a file from disk in (generated or given name), copies it, and gives a local path to read it', async () => {
    const source = scratch('in.pdf');
    fs.writeFileSync(source, 'moved bytes');
    const name = await store.putFile(COMPANY, source, 'pdf');
    expect(fs.existsSync(source)).toBe(false);
    const copy = await store.copy(COMPANY, name);
    expect(copy).not.toBe(name);
    await store.removeName(COMPANY, name);
    expect((await store.read(COMPANY, copy))?.toString()).toBe('moved bytes');
    const local = await store.localPath(COMPANY, copy, scratch('copy.pdf'));
    expect(fs.readFileSync(local!, 'utf8')).toBe('moved bytes');

    expect(await store.list(COMPANY)).toContain(copy);
    const fixed = `${'ab'.repeat(16)}.xlsx`;
    const second = scratch('report.xlsx');
    fs.writeFileSync(second, 'report');
    expect(await store.putFile(COMPANY, second, 'xlsx', fixed)).toBe(fixed);
    expect((await store.read(COMPANY, fixed))?.toString()).toBe('report');
  });

  it('refuses malformed names and companies: nothing outside the store is reached', async () => {
    for (const name of ['../../secret.txt', 'secret.txt', `${'A'.repeat(32)}.png`, '']) {
      expect(await store.open(COMPANY, name), name).toBeNull();
      expect(await store.localPath(COMPANY, name, scratch('x')), name).toBeNull();
    }
    expect(await store.open('../..', `${'a'.repeat(32)}.txt`)).toBeNull();
    await expect(store.put('../x', Buffer.from('x'), 'png')).rejects.toThrow();
    expect(await store.open(COMPANY, `${'0'.repeat(32)}.png`)).toBeNull();
  });

  it('sweeps files older than the given age and keeps the recent ones', async () => {
    const { name } = await store.put(COMPANY, Buffer.from('old'), 'txt');
    expect(await store.sweep(60_000)).toBe(0);
    expect(await store.sweep(60_000, Date.now() + 120_000)).toBeGreaterThan(0);
    expect(await store.open(COMPANY, name)).toBeNull();
  });
});
