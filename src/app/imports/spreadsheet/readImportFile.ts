import type { CustomImportColumn, ImportParse } from '../../../shared/imports';
import { parseOnServer } from '../importApi';
import type { CsvWorkerAnswer, CsvWorkerRequest } from './csvWorker';

export class UnreadableFileError extends Error {}
export class WrongFileTypeError extends Error {}

function parseCsvInWorker(file: File, custom: CustomImportColumn[]): Promise<ImportParse> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./csvWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<CsvWorkerAnswer>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.parsed);
      else reject(new UnreadableFileError());
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new UnreadableFileError());
    };
    file.arrayBuffer().then((bytes) => worker.postMessage({ bytes, custom } satisfies CsvWorkerRequest, [bytes]), reject);
  });
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * The rows of an uploaded file: CSV in a Web Worker, XLSX on the server (exceljs); anything else is refused.
 * `custom`: the company's custom fields, read from the columns their headers name (the server knows them itself).
 */
export function readImportFile(file: File, custom: CustomImportColumn[] = []): Promise<ImportParse> {
  const ext = extensionOf(file.name);
  if (ext === 'csv' || ext === 'txt') return parseCsvInWorker(file, custom);
  if (ext === 'xlsx') return parseOnServer(file);
  return Promise.reject(new WrongFileTypeError());
}
