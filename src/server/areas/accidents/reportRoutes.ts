import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import type { ResourceService } from '../../engine/resourceService';
import { contentTypeOf } from '../../files/contentTypes';
import { ApiError, fieldError, notFound } from '../../http/apiError';
import { localeOf } from '../../http/errorHandler';
import { unitScopeOf, unitsAndBelow } from '../../permissions/unitScope';
import { defaultPeriod } from '../../../shared/accidents/rates';
import { reportPdf } from './reportPdf';
import { exportFileName, reportWorkbook } from './reportExport';
import { readAccidentReport } from './reportQuery';

const tags = ['accidents'];
const DATE = { type: 'string', format: 'date' } as const;
const UUID = { type: 'string', format: 'uuid' } as const;
const REPORT_BODY = { type: 'object', additionalProperties: false, properties: { from: DATE, to: DATE, unit: UUID } } as const;
const EXPORT_BODY = {
  type: 'object', additionalProperties: false, required: ['format'],
  properties: { ...REPORT_BODY.properties, format: { type: 'string', enum: ['xlsx', 'pdf'] } },
} as const;
/** at most five years in one report: enough for any trend, bounded work */
const MAX_DAYS = 5 * 366;

interface ReportBody { from?: string; to?: string; unit?: string }

/** The accidents report (/accidents-reports) and its exports. docs/api/accidents.md */
export function registerAccidentReportRoutes(api: FastifyInstance, _accidents: ResourceService): void {
  /** the period (default the last 12 months) and the units: the caller's scope, narrowed to `unit` and below */
  const reportOf = async (request: FastifyRequest<{ Body: ReportBody }>) => {
    const auth = requireAuth(request.auth);
    const { from, to } = { ...defaultPeriod(new Date().toISOString().slice(0, 10)), ...request.body };
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0 || days > MAX_DAYS) throw new ApiError(400, 'DATE_RANGE_INVALID', { errors: [fieldError('to', 'DATE_RANGE_INVALID')] });
    const scope = await unitScopeOf(api.db, auth);
    let units = scope;
    if (request.body.unit) {
      if (scope && !scope.has(request.body.unit)) throw notFound('BRANCHOFFICE_NOT_FOUND');
      units = await unitsAndBelow(api.db, auth.company.id, [request.body.unit]);
      if (!units.size) throw notFound('BRANCHOFFICE_NOT_FOUND');
    }
    return { auth, report: await readAccidentReport(api.db, auth.company.id, units, from, to) };
  };

  api.post<{ Body: ReportBody }>('/accidents/report', {
    config: { module: 'accidents', action: 'GET' },
    schema: {
      tags, summary: 'The accidents report of a period: { data: { from, to, totals, byMonth, byUnit, byType } }',
      description: 'Period `from`/`to` (dates, default the last 12 months, at most five years), optional `unit` (with its sub-units; a manager only their own). Figures: accidents, withLeave (accidents with a day lost), daysLost (a linked medical leave\'s days, each leave once; else the typed days), hoursWorked (the computed workdays of the people whose main unit is in the units), frequencyRate (withLeave × 1,000,000 ÷ hours) and severityRate (daysLost × 1,000 ÷ hours): null when no hours were worked.',
      body: REPORT_BODY,
    },
  }, async (request) => ({ data: (await reportOf(request)).report }));

  api.post<{ Body: ReportBody & { format: 'xlsx' | 'pdf' } }>('/accidents/report/export', {
    config: { module: 'accidents', action: 'GET' },
    schema: { tags, summary: 'The accidents report (same body) as an XLSX workbook or a PDF (the shared report-PDF module: logo, headers repeated on each page)', body: EXPORT_BODY },
  }, async (request, reply) => {
    const { auth, report } = await reportOf(request);
    const locale = localeOf(request);
    const { format } = request.body;
    const file = format === 'pdf' ? await reportPdf(api, auth, locale, report) : await reportWorkbook(report, locale);
    return reply.type(contentTypeOf(format)).header('content-disposition', `attachment; filename="${exportFileName(locale, report, format)}"`).send(file);
  });
}
