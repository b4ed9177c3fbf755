import { promises as fs } from 'node:fs';
import path from 'node:path';
import { MAX_PDF_BYTES } from '../../../../shared/documents/limits';
import type { SplitPhase } from '../../../../shared/documents/matching';
import { textsOf } from '../extractPageTexts';
import { checkPdfBytes, loadWithPdfLib, openForText } from '../inspectPdf';
import { matchPages } from '../match/matchPages';
import { splitPdf } from '../splitPdf';
import { partFileName, type PdfSplitResult, type SplitDocument, type SplitJobData, type SplitWorkerMessage } from './messages';

/** Progress is sent at most this often (and at the start and end of each phase): 2,000 pages are not 2,000 messages. */
const PROGRESS_EVERY_MS = 100;

async function readInput(job: SplitJobData): Promise<Uint8Array | PdfSplitResult> {
  if ('bytes' in job.input) return job.input.bytes;
  // an empty or oversized file is refused before reading it
  const { size } = await fs.stat(job.input.file);
  if (size === 0) return { ok: false, code: 'FILE_EMPTY' };
  if (size > (job.maxBytes ?? MAX_PDF_BYTES)) return { ok: false, code: 'FILE_TOO_LARGE' };
  return new Uint8Array(await fs.readFile(job.input.file));
}

/**
 * The split job, run on its own thread (runPdfSplit starts it): inspect → extract → match → split, each part written
 * to the output folder as soon as it is cut. Everything is reported through `post`: progress, then one result
 * (a refusal code for a bad file) — or `failed` for an unexpected error.
 */
export async function runSplitPipeline(job: SplitJobData, post: (message: SplitWorkerMessage) => void): Promise<void> {
  let lastSent = 0;
  let lastPhase: SplitPhase | null = null;
  const progress = (phase: SplitPhase, done: number, total: number) => {
    const now = Date.now();
    // the start and end of a phase always go out; in between, at most one every PROGRESS_EVERY_MS
    if (phase === lastPhase && done < total && now - lastSent < PROGRESS_EVERY_MS) return;
    lastSent = now;
    lastPhase = phase;
    post({ type: 'progress', phase, done, total });
  };
  const finish = (result: PdfSplitResult) => post({ type: 'result', result });

  try {
    progress('inspect', 0, 1);
    const input = await readInput(job);
    if (!(input instanceof Uint8Array)) return finish(input);
    const refused = checkPdfBytes(input, { maxBytes: job.maxBytes });
    if (refused) return finish({ ok: false, code: refused });
    const forSplit = await loadWithPdfLib(input);
    if (!forSplit.ok) return finish(forSplit);
    const forText = await openForText(input);
    if (!forText.ok) return finish(forText);
    const pages = forSplit.doc.getPageCount();
    if (forText.doc.numPages !== pages) return finish({ ok: false, code: 'PDF_DAMAGED' });
    progress('inspect', 1, 1);

    progress('extract', 0, pages);
    const texts = await textsOf(forText.doc, { onPage: (done) => progress('extract', done, pages) });
    await forText.doc.destroy();

    progress('match', 0, pages);
    const matched = matchPages(texts, job.people, (done) => progress('match', done, pages));
    progress('split', 0, matched.length);

    await fs.mkdir(job.outputDir, { recursive: true });
    const documents: SplitDocument[] = [];
    let index = 0;
    for await (const part of splitPdf(forSplit.doc, matched)) {
      const file = path.join(job.outputDir, partFileName(index));
      await fs.writeFile(file, part);
      documents.push({ ...matched[index], file, bytes: part.length });
      index++;
      progress('split', index, matched.length);
    }
    finish({ ok: true, pages, documents });
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    post({ type: 'failed', message: error.message, stack: error.stack });
  }
}
