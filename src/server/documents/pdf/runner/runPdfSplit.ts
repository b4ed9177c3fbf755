import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SplitProgress } from '../../../../shared/documents/matching';
import type { MatchPerson } from '../match/peopleIndex';
import { PART_FILE, type PdfSplitResult, type SplitJobData, type SplitWorkerMessage } from './messages';

export type { PdfSplitResult, SplitDocument } from './messages';

export interface PdfSplitOptions {
  /** the uploaded PDF: a path (preferred: the worker reads it) or its bytes (copied to the worker) */
  input: string | Uint8Array;
  /** the company's collaborators to match against */
  people: MatchPerson[];
  /** where the parts go (`part-0001.pdf` …); created if missing */
  outputDir: string;
  /** default MAX_PDF_BYTES */
  maxBytes?: number;
  /** aborting stops the work at once (the thread is terminated) and removes the parts written */
  signal?: AbortSignal;
  onProgress?: (progress: SplitProgress) => void;
  /** heap limit of the thread: a PDF that needs more is refused as PDF_DAMAGED instead of exhausting the server */
  maxMemoryMb?: number;
}

/** Removes the parts a failed or cancelled run left, and only them. */
async function removeParts(dir: string): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => PART_FILE.test(name)).map((name) => fs.rm(path.join(dir, name), { force: true })));
}

/**
 * Splits an uploaded payroll PDF per person and matches each part to a collaborator, on a worker thread: a
 * 2,000-page run never blocks the HTTP thread. Resolves with the documents (pages, match, file of each part) or with
 * a refusal code for a bad file (FILE_EMPTY, FILE_TOO_LARGE, INVALID_FILE, PDF_ENCRYPTED, PDF_DAMAGED: no part is
 * left then). Rejects with the signal's reason when aborted, or with an Error for an unexpected failure — in both
 * cases after removing the parts written.
 */
export async function runPdfSplit(opts: PdfSplitOptions): Promise<PdfSplitResult> {
  opts.signal?.throwIfAborted();
  const outputDir = path.resolve(opts.outputDir);
  const data: SplitJobData = {
    input: typeof opts.input === 'string' ? { file: path.resolve(opts.input) } : { bytes: opts.input },
    people: opts.people,
    outputDir,
    maxBytes: opts.maxBytes,
  };
  const worker = new Worker(new URL('./splitWorker.mjs', import.meta.url), {
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: opts.maxMemoryMb ?? 2048 },
  });

  let onAbort: (() => void) | undefined;
  const outcome = new Promise<PdfSplitResult>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      void worker.terminate();
    };
    worker.on('message', (message: SplitWorkerMessage) => {
      if (message.type === 'progress') opts.onProgress?.({ phase: message.phase, done: message.done, total: message.total });
      else if (message.type === 'result') settle(() => resolve(message.result));
      else settle(() => reject(Object.assign(new Error(`PDF split failed: ${message.message}`), { stack: message.stack })));
    });
    worker.on('error', (err: Error & { code?: string }) => {
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') settle(() => resolve({ ok: false, code: 'PDF_DAMAGED' }));
      else settle(() => reject(err));
    });
    worker.on('exit', (code) => settle(() => reject(new Error(`The PDF split thread stopped before answering (exit code ${code}).`))));
    onAbort = () => settle(() => reject(opts.signal!.reason));
    opts.signal?.addEventListener('abort', onAbort, { once: true });
  });

  try {
    const result = await outcome;
    if (!result.ok) await removeParts(outputDir);
    return result;
  } catch (err) {
    await worker.terminate();
    await removeParts(outputDir);
    throw err;
  } finally {
    if (onAbort) opts.signal?.removeEventListener('abort', onAbort);
  }
}
