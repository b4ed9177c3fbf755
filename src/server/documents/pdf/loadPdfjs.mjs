/**
 * Loads pdf.js for Node, once per thread: its legacy build (the modern one needs browser features Node 20 lacks) and
 * the code of its parsing "worker", which without a browser Worker runs on the calling thread and is found in
 * `globalThis.pdfjsWorker` (set here, so pdf.js never imports a worker file by a path of its own: tsx, vitest and
 * worker threads resolve such paths differently). Plain JavaScript: the split thread's bootstrap (splitWorker.mjs)
 * calls it before the TypeScript loader is registered.
 *
 * Only ever on a thread of its own. The legacy build installs polyfills on the thread's globals: `navigator`, `self`,
 * `module`, `DOMMatrix`, Set/Map/Iterator methods — libraries that sniff them may take the thread for a browser —
 * and core-js's replacement of Array.prototype.push, 4–5× slower, for an edge case of non-writable array lengths
 * that V8 11 (Node 20) gets wrong and nobody here relies on. The native push is put back.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

let loading;

export function loadPdfjs() {
  loading ??= (async () => {
    const nativePush = Array.prototype.push;
    const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
    globalThis.pdfjsWorker ??= await import(pathToFileURL(path.join(PDFJS_DIR, 'legacy/build/pdf.worker.mjs')).href);
    if (Array.prototype.push !== nativePush) {
      Object.defineProperty(Array.prototype, 'push', { value: nativePush, writable: true, configurable: true, enumerable: false });
    }
    return lib;
  })();
  return loading;
}
