import {
  IMPORT_ENDPOINTS, type ImportParse, type ImportStarted, type ImportValidation, type ImportValues, type PicturesReport,
} from '../../shared/imports';
import { request } from '../providers/http';
import { saveResponse } from '../shell/files/saveFile';

const fileForm = (file: Blob, name: string) => {
  const form = new FormData();
  form.append('file', file, name);
  return form;
};

/** The template file (headers in the current language) as a download. */
export async function downloadTemplate(format: 'xlsx' | 'csv'): Promise<void> {
  const res = await request<Response>(IMPORT_ENDPOINTS.template, { query: { format }, raw: true });
  await saveResponse(res, `template.${format}`);
}

/** XLSX files are read by the server (exceljs); CSV never leaves the browser before validation (see csvWorker). */
export const parseOnServer = (file: File): Promise<ImportParse> => request<ImportParse>(IMPORT_ENDPOINTS.parse, { method: 'POST', body: fileForm(file, file.name) });

export const validateRows = (rows: ImportValues[]): Promise<ImportValidation> => request<ImportValidation>(IMPORT_ENDPOINTS.validate, { method: 'POST', body: { rows } });

export const startImport = (rows: ImportValues[]): Promise<ImportStarted> => request<ImportStarted>(IMPORT_ENDPOINTS.start, { method: 'POST', body: { rows } });

export const uploadPictures = (file: File): Promise<PicturesReport> => request<PicturesReport>(IMPORT_ENDPOINTS.pictures, { method: 'POST', body: fileForm(file, file.name) });
