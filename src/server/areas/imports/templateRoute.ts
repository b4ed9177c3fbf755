import type { FastifyInstance } from 'fastify';
import { IMPORT_ENDPOINTS } from '../../../shared/imports';
import { requireAuth } from '../../auth/authContext';
import { contentTypeOf } from '../../files';
import { localeOf } from '../../http/errorHandler';
import { loadBranchLookup } from './branchLookup';
import { userSchemaOf } from './importJob';
import { templateText } from './importTexts';
import { csvTemplate, xlsxTemplate } from './templateFile';

/**
 * GET /users/import/template?format=xlsx|csv: the file to fill, headers in the caller's language (the parser reads
 * the headers of every language and the column keys), the example row naming one of the caller's units, and in the
 * XLSX the caller's units as a drop-down; the company's custom fields follow, headed by their own labels. Only units
 * in the caller's scope are listed.
 */
export function registerTemplateRoute(api: FastifyInstance): void {
  api.get<{ Querystring: { format: 'xlsx' | 'csv' } }>(IMPORT_ENDPOINTS.template, {
    config: { module: 'users', action: 'POST' },
    schema: {
      tags: ['imports'],
      summary: 'Collaborator import template (XLSX or CSV)',
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' } },
      },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const locale = localeOf(request);
    const { format } = request.query;
    const { inScope } = await loadBranchLookup(api.db, auth);
    const schema = userSchemaOf(api, auth);
    const body = format === 'csv' ? csvTemplate(locale, inScope, schema) : await xlsxTemplate(locale, inScope, schema);
    return reply
      .type(contentTypeOf(format))
      .header('content-disposition', `attachment; filename="${templateText(locale, 'fileName')}.${format}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
