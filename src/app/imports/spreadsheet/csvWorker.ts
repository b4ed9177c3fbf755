/**
 * Reads a CSV off the main thread: decode (UTF-8 or Windows-1252), split, map the headers to columns. A 10,000-row
 * file takes a moment to split; here it cannot freeze the page.
 */
import { decodeCsvBytes, parseCsv, tableToRows, type CustomImportColumn, type ImportParse } from '../../../shared/imports';

/** The file's bytes and the company's custom fields its headers may name. */
export interface CsvWorkerRequest {
  bytes: ArrayBuffer;
  custom: CustomImportColumn[];
}

export type CsvWorkerAnswer = { ok: true; parsed: ImportParse } | { ok: false };

self.onmessage = (event: MessageEvent<CsvWorkerRequest>) => {
  let answer: CsvWorkerAnswer;
  try {
    answer = { ok: true, parsed: tableToRows(parseCsv(decodeCsvBytes(new Uint8Array(event.data.bytes))), event.data.custom) };
  } catch {
    answer = { ok: false };
  }
  // a worker's postMessage takes no target origin (the DOM typings describe a window's)
  (self as unknown as { postMessage(message: CsvWorkerAnswer): void }).postMessage(answer);
};
