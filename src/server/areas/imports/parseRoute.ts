import type { FastifyInstance } from 'fastify';
import { customImportColumns, IMPORT_ENDPOINTS, MAX_IMPORT_FILE_BYTES, tableToRows, type ImportParse } from '../../../shared/imports';
import { requireAuth } from '../../auth/authContext';
import { inUploadSlot } from '../../http/uploadSlots';
import { userSchemaOf } from './importJob';
import { assertRowCount } from './importBody';
import { readSpreadsheet } from './readSpreadsheet';
import { readUploadedFile } from './uploadedFile';

/**
 * POST /users/import/parse (multipart, part `file`: XLSX or CSV up to 10 MB) → { data: { rows: [{ line, values }],
 * unknownHeaders, missingColumns } }. The browser parses CSV itself in a worker; XLSX comes here, where exceljs
 * reads it. Headers name base columns or the company's custom fields (by name or label in any locale). Nothing is
 * checked or saved: the rows go to /validate next.
 */
export function registerParseRoute(api: FastifyInstance): void {
  api.post(IMPORT_ENDPOINTS.parse, {
    config: { module: 'users', action: 'POST' },
    schema: { tags: ['imports'], summary: 'Read an XLSX or CSV into import rows', consumes: ['multipart/form-data'] },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    // a heavy upload: an XLSX is a ZIP exceljs inflates whole (src/server/http/uploadSlots.ts)
    return inUploadSlot(reply, auth.company.id, async () => {
      const { bytes } = await readUploadedFile(request, MAX_IMPORT_FILE_BYTES);
      const custom = customImportColumns(userSchemaOf(api, auth));
      const parsed: ImportParse = tableToRows(await readSpreadsheet(bytes), custom);
      assertRowCount(parsed.rows);
      return { data: parsed };
    });
  });
}
