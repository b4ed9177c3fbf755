import type { FastifyInstance } from 'fastify';
import { IMPORT_ENDPOINTS, MAX_IMPORT_FILE_BYTES, tableToRows, type ImportParse } from '../../../shared/imports';
import { assertRowCount } from './importBody';
import { readSpreadsheet } from './readSpreadsheet';
import { readUploadedFile } from './uploadedFile';

/**
 * POST /users/import/parse (multipart, part `file`: XLSX or CSV up to 10 MB) → { data: { rows: [{ line, values }],
 * unknownHeaders, missingColumns } }. The browser parses CSV itself in a worker; XLSX comes here, where exceljs
 * reads it. Nothing is checked or saved: the rows go to /validate next.
 */
export function registerParseRoute(api: FastifyInstance): void {
  api.post(IMPORT_ENDPOINTS.parse, {
    config: { module: 'users', action: 'POST' },
    schema: { tags: ['imports'], summary: 'Read an XLSX or CSV into import rows', consumes: ['multipart/form-data'] },
  }, async (request) => {
    const { bytes } = await readUploadedFile(request, MAX_IMPORT_FILE_BYTES);
    const parsed: ImportParse = tableToRows(await readSpreadsheet(bytes));
    assertRowCount(parsed.rows);
    return { data: parsed };
  });
}
