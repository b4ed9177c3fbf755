import { createReadStream, promises as fs } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { isUnitScoped } from '../../../shared/roles';
import { requireAuth } from '../../auth/authContext';
import { notFound } from '../../http/apiError';
import { findJob } from '../../jobs/jobStore';
import { exportPath } from './exportJob';

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
    const file = exportPath(api.config.dataDir, job.companyId, job.id);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) throw notFound();
    const fileName = String((job.result as { fileName?: string } | null)?.fileName ?? `${job.id}.xlsx`);
    const ascii = fileName.replace(/[^\w.-]/g, '_');
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-length', stat.size)
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .header('cache-control', 'private, no-store')
      .send(createReadStream(file));
  });
}
