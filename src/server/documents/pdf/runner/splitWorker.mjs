/**
 * The payroll split's thread (started by runPdfSplit.ts). Plain JavaScript because a worker does not inherit the
 * tsx loader the server runs under (nor vitest's): tsx is registered here, then loads the TypeScript pipeline — the
 * same way under `npm start`, the tests and the benchmark.
 *
 * pdf.js and pdf-lib are loaded first, natively: with tsx registered, Node would also read their source maps (tsx
 * turns source maps on; pdf.js's weigh 5 MB), seconds per job; loaded before, the pipeline finds them in the module
 * cache. The thread starts in about a second.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadPdfjs } from '../loadPdfjs.mjs';

const port = parentPort;
if (!port) throw new Error('splitWorker.mjs runs as a worker thread');
await loadPdfjs();
await import('pdf-lib');
const { register } = await import('tsx/esm/api');
register();
const { runSplitPipeline } = await import('./splitPipeline.ts');
await runSplitPipeline(workerData, (message) => port.postMessage(message));
