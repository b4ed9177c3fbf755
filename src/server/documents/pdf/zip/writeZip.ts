import { once } from 'node:events';
import fs from 'node:fs';
import { Zip, ZipPassThrough } from 'fflate';

/** One file to put in the archive: its name (see zipNameAllocator) and its bytes, or a function reading them. */
export interface ZipSource {
  name: string;
  data: Uint8Array | (() => Promise<Uint8Array>);
}

/**
 * Streams a ZIP of many files to `target` (a file path or a writable stream, e.g. an HTTP reply) holding one file in
 * memory at a time, and waiting for the target to drain: 2,000 slips make a ZIP of any size with flat memory.
 * Entries are stored, not deflated: PDFs are compressed already, and storing costs no CPU. Resolves with the
 * number of files and of bytes written; rejects (after destroying a file target) if a source or the target fails.
 */
export async function writeZip(sources: AsyncIterable<ZipSource> | Iterable<ZipSource>, target: string | NodeJS.WritableStream): Promise<{ files: number; bytes: number }> {
  const out = typeof target === 'string' ? fs.createWriteStream(target) : target;
  let pending: Uint8Array[] = [];
  let failure: Error | null = null;
  let bytes = 0;
  // a write error (disk full, client gone) fails the next flush instead of crashing the process as an unhandled event
  (out as NodeJS.EventEmitter).on('error', (err: Error) => {
    failure ??= err;
  });
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else if (chunk) pending.push(chunk);
  });
  const flush = async () => {
    const chunks = pending;
    pending = [];
    for (const chunk of chunks) {
      bytes += chunk.length;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    if (failure) throw failure;
  };
  let files = 0;
  try {
    for await (const source of sources) {
      const data = typeof source.data === 'function' ? await source.data() : source.data;
      const entry = new ZipPassThrough(source.name);
      zip.add(entry);
      entry.push(data, true);
      files++;
      await flush();
    }
    zip.end();
    await flush();
    if (typeof target === 'string') {
      (out as fs.WriteStream).end();
      await once(out, 'finish');
    }
    return { files, bytes };
  } catch (err) {
    if (typeof target === 'string') (out as fs.WriteStream).destroy();
    throw err;
  }
}
