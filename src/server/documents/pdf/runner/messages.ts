import type { MatchedDocument, SplitProgress } from '../../../../shared/documents/matching';
import type { PdfRefusal } from '../inspectPdf';
import type { MatchPerson } from '../match/peopleIndex';

/** What the split worker is given (workerData). */
export interface SplitJobData {
  /** the uploaded PDF: a file path (read by the worker, never by the HTTP thread) or its bytes */
  input: { file: string } | { bytes: Uint8Array };
  people: MatchPerson[];
  outputDir: string;
  maxBytes?: number;
}

/** A document written by the split: the match, and its file. */
export interface SplitDocument extends MatchedDocument {
  /** absolute path of the part, `<outputDir>/part-0001.pdf` … in page order */
  file: string;
  bytes: number;
}

export type PdfSplitResult =
  | { ok: true; pages: number; documents: SplitDocument[] }
  | { ok: false; code: PdfRefusal };

/** What the worker says back. */
export type SplitWorkerMessage =
  | ({ type: 'progress' } & SplitProgress)
  | { type: 'result'; result: PdfSplitResult }
  | { type: 'failed'; message: string; stack?: string };

/** Parts are named by their position in the upload; the runner removes exactly these on failure or cancel. */
export const PART_FILE = /^part-\d{4,}\.pdf$/;
export const partFileName = (index: number) => `part-${String(index + 1).padStart(4, '0')}.pdf`;
