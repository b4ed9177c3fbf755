import type { FastifyInstance, FastifyReply } from 'fastify';
import { isUnitScoped } from '../../../shared/roles';
import { requireAuth } from '../../auth/authContext';
import { notFound } from '../../http/apiError';
import { findJob } from '../../jobs/jobStore';
import type { JobRow } from '../../jobs';
import { exportName, exportStore } from './exportJob';

const UUID = { type: 'string', format: 'uuid' } as const;

/**
 * GET <path>/:jobId/download: the XLSX file of a finished export job of `jobType` (same company; unit-scoped roles
 * only their own exports). One route per kind of report, one implementation.
 */
export function registerExportDownload(api: FastifyInstance, opts: { path: string; jobType: string; summary: string; tags: string[] }): void {
  api.get<{ Params: { jobId: string } }>(`${opts.path}/:jobId/download`, {
    config: { module: 'reports', action: 'GET' },
    schema: {
      tags: opts.tags, summary: opts.summary,
      params: { type: 'object', required: ['jobId'], additionalProperties: false, properties: { jobId: UUID } },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const job = await findJob(api.db, request.params.jobId);
    const visible = !!job && job.companyId === auth.company.id && job.type === opts.jobType && job.status === 'completed'
      && (!isUnitScoped(auth.role) || job.createdBy === auth.user.id);
    if (!job || !visible) throw notFound();
    return sendExport(api, reply, job, 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
}

/** The stored file of a finished export or print job (any process wrote it: the exports store), 404 when gone. */
export async function sendExport(api: FastifyInstance, reply: FastifyReply, job: JobRow, ext: 'xlsx' | 'pdf', type: string): Promise<FastifyReply> {
  const file = await exportStore(api.config).open(job.companyId, exportName(job.id, ext));
  if (!file) throw notFound();
  const fileName = String((job.result as { fileName?: string } | null)?.fileName ?? `${job.id}.${ext}`);
  const ascii = fileName.replace(/[^\w.-]/g, '_');
  return reply
    .type(type)
    .header('content-length', file.size)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
