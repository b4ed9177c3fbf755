import type { FastifyInstance } from 'fastify';
import { cellErrorKey, IMPORT_ENDPOINTS, type ImportStarted, type ImportValidation } from '../../../shared/imports';
import type { Locale } from '../../../shared/i18n/locales';
import { requireAuth } from '../../auth/authContext';
import { ApiError, type PendingFieldError } from '../../http/apiError';
import { localeOf } from '../../http/errorHandler';
import { translate } from '../../i18n';
import { assertContractLimit } from './contractLimit';
import { assertRowCount, IMPORT_BODY_LIMIT_BYTES, ROWS_BODY, type RowsBody } from './importBody';
import { assertKnownColumns } from './customCells';
import { USERS_IMPORT_JOB, userSchemaOf } from './importJob';
import { queuedValues, validateImport, type RowOutcome } from './validateImport';

function validationAnswer(outcomes: RowOutcome[], locale: Locale): ImportValidation {
  const rows = outcomes
    .map((o, index) => ({
      index,
      errors: o.errors.map((e) => ({ field: e.field, code: e.code, message: translate(locale, cellErrorKey(e.code), e.params) })),
    }))
    .filter((r) => r.errors.length > 0);
  return { total: outcomes.length, valid: outcomes.length - rows.length, invalid: rows.length, rows };
}

/**
 * - POST /users/import/validate { rows } → { data: ImportValidation }: every row checked as the import would, errors
 *   per cell with localized messages. Changes nothing.
 * - POST /users/import { rows } → 202 { data: { jobId, total } }: validated again; any invalid row refuses the whole
 *   request with 400 IMPORT_HAS_ERRORS (errors on `rows.<index>.<column>`), too many active collaborators with 409
 *   CONTRACTED_USERS_LIMIT. The rows are then created by the `users.import` background job (GET /jobs/:id).
 * Both are part of importing, so both need users POST (the check reveals which emails and documents are taken).
 */
export function registerImportRoutes(api: FastifyInstance): void {
  api.post<{ Body: RowsBody }>(IMPORT_ENDPOINTS.validate, {
    config: { module: 'users', action: 'POST' },
    bodyLimit: IMPORT_BODY_LIMIT_BYTES,
    schema: { tags: ['imports'], summary: 'Check collaborator import rows (nothing is saved)', body: ROWS_BODY },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    assertRowCount(request.body.rows);
    const schema = userSchemaOf(api, auth);
    assertKnownColumns(schema, request.body.rows);
    const outcomes = await validateImport(api.db, auth, request.body.rows, schema);
    return { data: validationAnswer(outcomes, localeOf(request)) };
  });

  api.post<{ Body: RowsBody }>(IMPORT_ENDPOINTS.start, {
    config: { module: 'users', action: 'POST' },
    bodyLimit: IMPORT_BODY_LIMIT_BYTES,
    schema: { tags: ['imports'], summary: 'Import collaborators as a background job', body: ROWS_BODY },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const { rows } = request.body;
    assertRowCount(rows);
    const schema = userSchemaOf(api, auth);
    assertKnownColumns(schema, rows);
    const outcomes = await validateImport(api.db, auth, rows, schema);
    const errors: PendingFieldError[] = outcomes.flatMap((o, i) =>
      o.errors.map((e) => ({ field: `rows.${i}.${e.field}`, code: e.code, message: '', params: e.params })));
    if (errors.length) throw new ApiError(400, 'IMPORT_HAS_ERRORS', { errors });
    await assertContractLimit(api.db, auth.company.id, rows.length);
    const job = await api.jobs.enqueue({
      companyId: auth.company.id,
      type: USERS_IMPORT_JOB,
      payload: { rows: outcomes.map(queuedValues) },
      total: rows.length,
      createdBy: auth.user.id,
    });
    const started: ImportStarted = { jobId: job.id, total: rows.length };
    return reply.code(202).send({ data: started });
  });
}
