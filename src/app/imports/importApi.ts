import {
  IMPORT_ENDPOINTS, type ImportParse, type ImportStarted, type ImportValidation, type ImportValues, type PicturesReport,
} from '../../shared/imports';
import { request } from '../providers/http';

const fileForm = (file: Blob, name: string) => {
  const form = new FormData();
  form.append('file', file, name);
  return form;
};

/** The template file (headers in the current language) as a download. */
export async function downloadTemplate(format: 'xlsx' | 'csv'): Promise<void> {
  const res = await request<Response>(IMPORT_ENDPOINTS.template, { query: { format }, raw: true });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `template.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** XLSX files are read by the server (exceljs); CSV never leaves the browser before validation (see csvWorker). */
export const parseOnServer = (file: File): Promise<ImportParse> => request<ImportParse>(IMPORT_ENDPOINTS.parse, { method: 'POST', body: fileForm(file, file.name) });

export const validateRows = (rows: ImportValues[]): Promise<ImportValidation> => request<ImportValidation>(IMPORT_ENDPOINTS.validate, { method: 'POST', body: { rows } });

export const startImport = (rows: ImportValues[]): Promise<ImportStarted> => request<ImportStarted>(IMPORT_ENDPOINTS.start, { method: 'POST', body: { rows } });

export const uploadPictures = (file: File): Promise<PicturesReport> => request<PicturesReport>(IMPORT_ENDPOINTS.pictures, { method: 'POST', body: fileForm(file, file.name) });
