import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ref } from '../../../shared/apiSchemas/jsonSchema';
import { REPORT_EXPORT_BODY, REPORT_PAGE_BODY, type ReportExportBody, type ReportPageBody } from '../../../shared/apiSchemas/reports';
import { requireAuth } from '../../auth/authContext';
import { localeOf } from '../../http/errorHandler';
import { registerExportDownload } from './exportDownloadRoute';
import { unitScopeOf } from '../../permissions/unitScope';
import { REPORTS_JOB, sweepExports, type ReportJobPayload } from './exportJob';
import {
  assertReportRange, generalTotals, generalView, reportContext, reportPeopleIds, shiftsTotals, shiftsView,
} from './reportQuery';
import { detailedPage, summaryPage } from './reportPages';
import type { ReportKind } from './reportWorkbook';

const tags = ['reports'];
type RangeBody = ReportExportBody;
type PagedBody = ReportPageBody;

/**
 * Workday reports (module `reports`, reads sent as POST declare GET): detailed (one row per workday, 5 check-in/out
 * and 5 break pairs), general (one row per collaborator, totals) and the shifts report (plan against work), each on
 * screen with paging and as an XLSX export job; the finished file is downloaded by job id.
 */
export function registerReportRoutes(api: FastifyInstance): void {
  const contextOf = async (request: FastifyRequest, body: RangeBody) => {
    const auth = requireAuth(request.auth);
    assertReportRange(body.from, body.to);
    const scope = await unitScopeOf(api.db, auth);
    return { auth, ctx: await reportContext(api.db, auth, scope, body) };
  };

  api.post<{ Body: PagedBody }>('/reports/workdays/detailed', {
    config: { module: 'reports', action: 'GET' },
    schema: {
      tags, summary: 'Detailed workday report: one row per workday (name, date order), 5 check-in/out and 5 break pairs in local time',
      description: 'Body `{ from, to (YYYY-MM-DD, ≤ 366 days), filters: { branch?, userIds?, q? }, limit ≤ 500, offset }` → `{ data: { rows, count } }`.',
      body: ref(REPORT_PAGE_BODY),
    },
  }, async (request) => {
    const { ctx } = await contextOf(request, request.body);
    const { rows, count } = await detailedPage(api.db, ctx, { limit: request.body.limit ?? 50, offset: request.body.offset ?? 0 });
    return { data: { rows, count } };
  });

  api.post<{ Body: PagedBody }>('/reports/workdays/general', {
    config: { module: 'reports', action: 'GET' },
    schema: {
      tags, summary: 'General workday report: one row per collaborator with the range totals, plus the totals of all',
      description: 'Body as the detailed report → `{ data: { rows, totals, count } }`. Absences: planned working days before today without a workday.',
      body: ref(REPORT_PAGE_BODY),
    },
  }, async (request) => {
    const { ctx } = await contextOf(request, request.body);
    const { rows, count, totals } = await summaryPage(api.db, ctx, { limit: request.body.limit ?? 50, offset: request.body.offset ?? 0 });
    return { data: { rows: rows.map(generalView), totals: generalTotals(totals), count } };
  });

  api.post<{ Body: PagedBody }>('/reports/shifts', {
    config: { module: 'reports', action: 'GET' },
    schema: {
      tags, summary: 'Shifts report: planned against worked per collaborator (shifts, rest days, minutes, difference)',
      description: 'Body as the detailed report → `{ data: { rows, totals, count } }`. Only stored shifts count as planned.',
      body: ref(REPORT_PAGE_BODY),
    },
  }, async (request) => {
    const { ctx } = await contextOf(request, request.body);
    const { rows, count, totals } = await summaryPage(api.db, ctx, { limit: request.body.limit ?? 50, offset: request.body.offset ?? 0 });
    return { data: { rows: rows.map(shiftsView), totals: shiftsTotals(totals), count } };
  });

  const exportRoute = (url: string, kind: ReportKind, summary: string) =>
    api.post<{ Body: RangeBody }>(url, {
      config: { module: 'reports', action: 'GET' },
      schema: {
        tags, summary,
        description: 'Body `{ from, to, filters }` → 202 `{ data: { jobId, total } }`; follow GET /jobs/:id, then GET /reports/exports/:jobId/download.',
        body: ref(REPORT_EXPORT_BODY),
      },
    }, async (request, reply) => {
      const { auth, ctx } = await contextOf(request, request.body);
      const total = (await reportPeopleIds(api.db, ctx)).length;
      // old files go when a new export starts (no timer needed)
      void sweepExports(api.config).catch((err) => request.log.warn({ err }, 'export sweep failed'));
      const payload: ReportJobPayload = { kind, from: request.body.from, to: request.body.to, filters: request.body.filters ?? {}, locale: localeOf(request) };
      const job = await api.jobs.enqueue({ companyId: auth.company.id, type: REPORTS_JOB, payload: { ...payload }, total, createdBy: auth.user.id });
      return reply.code(202).send({ data: { jobId: job.id, total } });
    });
  exportRoute('/reports/workdays/detailed/export', 'detailed', 'Export the detailed workday report as XLSX (background job)');
  exportRoute('/reports/workdays/general/export', 'general', 'Export the general workday report as XLSX (background job)');
  exportRoute('/reports/shifts/export', 'shifts', 'Export the shifts report as XLSX (background job)');

  registerExportDownload(api, { path: '/reports/exports', jobType: REPORTS_JOB, tags, summary: 'The XLSX file of a finished report export (same company; scoped roles: their own exports)' });
}
