import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { activeCollaborators } from '../../documents/pdf/payroll/companyCollaborators';
import { buildSamplePayroll } from '../../documents/pdf/payroll/samplePayroll';
import { ApiError } from '../../http/apiError';
import { tags } from './schemas';

const previousMonth = (now: Date): string => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * GET /document-hub-service/sample-payroll.pdf (design): a payroll run of the caller's company — one slip per
 * active collaborator, names printed both ways, one slip without document number (found by name only) and one of
 * somebody outside the company — for a newcomer to upload and watch the split and match work. Built on request, so
 * it always matches today's collaborators.
 */
export function registerSamplePayrollRoute(api: FastifyInstance): void {
  api.get('/document-hub-service/sample-payroll.pdf', {
    config: { module: 'document', action: 'POST' },
    schema: { tags, summary: "A sample payroll PDF of the caller's company, to try the split and match (design)" },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const people = await activeCollaborators(api.db, auth.company.id);
    if (people.length === 0) throw new ApiError(404, 'USER_NOT_FOUND');
    const company = { name: auth.company.name, taxId: 'B00000000', address: auth.company.name, contributionAccount: '28/0000000/00' };
    const { pdf } = await buildSamplePayroll(people, { period: previousMonth(new Date()), company });
    return reply.type('application/pdf')
      .header('content-disposition', 'attachment; filename="nomina-de-ejemplo.pdf"')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
