import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { localeOf } from '../../http/errorHandler';
import { registerExportDownload } from './exportDownloadRoute';
import { unitScopeOf } from '../../permissions/unitScope';
import { DAYOFFS_REPORT_JOB, type DayoffsJobPayload } from './dayoffsExportJob';
import { bradfordRows, DAYOFF_GROUPS, DAYOFF_STATUSES, groupRequests, reportRequests, type DayoffGroupBy, type DayoffReportFilters } from './dayoffsQuery';
import { sweepExports } from './exportJob';

const tags = ['reports'];
const UUID = { type: 'string', format: 'uuid' };
const IDS = { type: 'array', maxItems: 500, uniqueItems: true, items: UUID };
const FILTERS = {
  from: { type: 'string', format: 'date' },
  to: { type: 'string', format: 'date' },
  branchIds: IDS,
  typeIds: IDS,
  userIds: IDS,
  status: { type: 'string', enum: [...DAYOFF_STATUSES], default: 'APPROVED' },
};
const PAGE = {
  skip: { type: 'integer', minimum: 0, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
};
const GROUP_BY = { type: 'string', enum: DAYOFF_GROUPS, default: 'reason' };
const body = (properties: Record<string, unknown>) => ({ type: 'object', required: ['from', 'to'], additionalProperties: false, properties });

type Filters = DayoffReportFilters;
type Paged = Filters & { skip?: number; limit?: number };
type Grouped = Paged & { groupBy?: DayoffGroupBy };

/**
 * Absences report (module `reports`, reads sent as POST declare GET): requests starting in a period grouped by reason,
 * unit or person (requests, people, days, hours), the Bradford factor per person, and the XLSX export job.
 */
export function registerDayoffsReportRoutes(api: FastifyInstance): void {
  const requestsOf = async (request: FastifyRequest, f: Filters) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    return { auth, requests: await reportRequests(api.db, auth, scope, f) };
  };
  const filtersOf = ({ from, to, branchIds, typeIds, userIds, status }: Filters): Filters => ({ from, to, branchIds, typeIds, userIds, status });

  api.post<{ Body: Grouped }>('/reports/dayoffs', {
    config: { module: 'reports', action: 'GET' },
    schema: {
      tags, summary: 'Absences report: requests starting in the period grouped by reason, unit or person (requests, people, days, hours)',
      description: 'Body `{ from, to (≤ 366 days), branchIds?, typeIds?, userIds?, status? (APPROVED), groupBy (reason|unit|person), skip, limit ≤ 500 }` → `{ data: { rows, totals, count } }`.',
      body: body({ ...FILTERS, ...PAGE, groupBy: GROUP_BY }),
    },
  }, async (request) => {
    const { requests } = await requestsOf(request, filtersOf(request.body));
    const { rows, totals } = groupRequests(requests, request.body.groupBy ?? 'reason', request.body.status ?? 'APPROVED');
    const skip = request.body.skip ?? 0;
    return { data: { rows: rows.slice(skip, skip + (request.body.limit ?? 50)), totals, count: rows.length } };
  });

  api.post<{ Body: Paged }>('/reports/dayoffs/bradford', {
    config: { module: 'reports', action: 'GET' },
    schema: {
      tags, summary: 'Bradford factor per person (B = S² × D of approved absences that are not vacation), highest first',
      description: 'Body as the absences report without groupBy (status is ignored: only approved requests count) → `{ data: { rows: [{ userId, name, branchName, spells, days, factor }], count } }`.',
      body: body({ ...FILTERS, ...PAGE }),
    },
  }, async (request) => {
    const { requests } = await requestsOf(request, filtersOf(request.body));
    const rows = bradfordRows(requests);
    const skip = request.body.skip ?? 0;
    return { data: { rows: rows.slice(skip, skip + (request.body.limit ?? 50)), count: rows.length } };
  });

  api.post<{ Body: Filters & { groupBy?: DayoffGroupBy } }>('/reports/dayoffs/export', {
    config: { module: 'reports', action: 'GET' },
    schema: {
      tags, summary: 'Export the absences report (grouped rows and Bradford sheet) as XLSX (background job)',
      description: 'Body as the report without paging → 202 `{ data: { jobId, total } }`; follow GET /jobs/:id, then GET /reports/dayoffs/exports/:jobId/download.',
      body: body({ ...FILTERS, groupBy: GROUP_BY }),
    },
  }, async (request, reply) => {
    const filters = filtersOf(request.body);
    const { auth } = await requestsOf(request, filters); // refuses bad ranges and foreign ids now, not in the job
    void sweepExports(api.config).catch((err) => request.log.warn({ err }, 'export sweep failed'));
    const payload: DayoffsJobPayload = { ...filters, groupBy: request.body.groupBy ?? 'reason', locale: localeOf(request) };
    const job = await api.jobs.enqueue({ companyId: auth.company.id, type: DAYOFFS_REPORT_JOB, payload: { ...payload }, total: 1, createdBy: auth.user.id });
    return reply.code(202).send({ data: { jobId: job.id, total: 1 } });
  });

  registerExportDownload(api, { path: '/reports/dayoffs/exports', jobType: DAYOFFS_REPORT_JOB, tags, summary: 'The XLSX file of a finished absences report export (same company; scoped roles: their own exports)' });
}
