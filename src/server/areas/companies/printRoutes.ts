import type { FastifyInstance } from 'fastify';
import { isUnitScoped } from '../../../shared/roles';
import { requireAuth } from '../../auth/authContext';
import { localeOf } from '../../http/errorHandler';
import { notFound } from '../../http/apiError';
import { findJob } from '../../jobs/jobStore';
import { sweepExports } from '../reports/exportJob';
import { sendExport } from '../reports/exportDownloadRoute';
import { COMPANY_PRINT_JOB, PRINT_SHEETS, companyPrintJob, type PrintSheet } from './printJob';

const tags = ['companies'];

/**
 * POST /companies/print { sheets } → 202 { data: { jobId } } (spec §7); follow GET /jobs/:id, then
 * GET /companies/print/:jobId/download → the PDF (same company; unit-scoped roles only their own).
 */
export function registerPrintRoutes(api: FastifyInstance): void {
  api.jobs.register(COMPANY_PRINT_JOB, companyPrintJob(api));

  api.post<{ Body: { sheets: PrintSheet[] } }>('/companies/print', {
    config: { module: 'company-profile', action: 'GET' },
    schema: {
      tags,
      summary: 'Print the company file as PDF (background job): company data, branch offices, collaborators',
      description: 'Body `{ sheets: ["company","branches","collaborators"] }` → 202 `{ data: { jobId } }`; follow GET /jobs/:id, then GET /companies/print/:jobId/download.',
      body: {
        type: 'object', required: ['sheets'], additionalProperties: false,
        properties: { sheets: { type: 'array', minItems: 1, maxItems: PRINT_SHEETS.length, uniqueItems: true, items: { type: 'string', enum: [...PRINT_SHEETS] } } },
      },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    // old files go when a new one is asked for (no timer needed)
    void sweepExports(api.config).catch((err) => request.log.warn({ err }, 'export sweep failed'));
    const job = await api.jobs.enqueue({
      companyId: auth.company.id, type: COMPANY_PRINT_JOB, payload: { sheets: request.body.sheets, locale: localeOf(request) }, total: 3, createdBy: auth.user.id,
    });
    return reply.code(202).send({ data: { jobId: job.id } });
  });

  api.get<{ Params: { jobId: string } }>('/companies/print/:jobId/download', {
    config: { module: 'company-profile', action: 'GET' },
    schema: {
      tags, summary: 'The PDF of a finished company print job (same company; scoped roles: their own)',
      params: { type: 'object', required: ['jobId'], additionalProperties: false, properties: { jobId: { type: 'string', format: 'uuid' } } },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const job = await findJob(api.db, request.params.jobId);
    const visible = !!job && job.companyId === auth.company.id && job.type === COMPANY_PRINT_JOB && job.status === 'completed'
      && (!isUnitScoped(auth.role) || job.createdBy === auth.user.id);
    if (!job || !visible) throw notFound();
    return sendExport(api, reply, job, 'pdf', 'application/pdf');
  });
}
