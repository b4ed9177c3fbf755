import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resourceByName } from '../../../../resources';
import { requireAuth } from '../../auth/authContext';
import { dataVersionReaderOf } from '../../engine/listVersion';
import { contentTypeOf } from '../../files/contentTypes';
import { renderReportPdf } from '../../reportPdf';
import { notFound } from '../../http/apiError';
import { localeOf } from '../../http/errorHandler';
import { unitScopeOf, unitsAndBelow } from '../../permissions/unitScope';
import { cachedReport } from './demographicsCache';
import { demographicsTables, demographicsWorkbook, exportFileName, type ExportTable } from './demographicsExport';
import type { DemographicsReport } from '../../../shared/demographics/report';
import { readDemographics } from './demographicsQuery';
import { demographicsTexts } from './texts';

const tags = ['reports'];
const FILTERS = {
  asOf: { type: 'string', format: 'date', description: 'the day the workforce is looked at (default today)' },
  unit: { type: 'string', format: 'uuid', description: 'a unit with its sub-units (a manager: only their own)' },
  position: { type: 'string', minLength: 1, maxLength: 80 },
  typeOfContract: { type: 'string', minLength: 1, maxLength: 120 },
} as const;
const REPORT_BODY = { type: 'object', additionalProperties: false, properties: FILTERS } as const;
const EXPORT_BODY = {
  type: 'object', additionalProperties: false, required: ['format'],
  properties: { ...FILTERS, format: { type: 'string', enum: ['xlsx', 'pdf'] } },
} as const;

interface ReportBody { asOf?: string; unit?: string; position?: string; typeOfContract?: string }

/** The demographics report (/demographic-reports) and its export. docs/api/demographics.md */
export function registerDemographicsRoutes(api: FastifyInstance): void {
  const schemaName = resourceByName('users')?.schema ?? 'user';
  /** the caller's units (scope), narrowed to `unit` and below; cached per company data version, asOf and filters */
  const reportOf = async (request: FastifyRequest<{ Body: ReportBody }>) => {
    const auth = requireAuth(request.auth);
    const body = request.body ?? {};
    const asOf = body.asOf ?? new Date().toISOString().slice(0, 10);
    const scope = await unitScopeOf(api.db, auth);
    let units = scope;
    if (body.unit) {
      if (scope && !scope.has(body.unit)) throw notFound('BRANCHOFFICE_NOT_FOUND');
      units = await unitsAndBelow(api.db, auth.company.id, [body.unit]);
      if (!units.size) throw notFound('BRANCHOFFICE_NOT_FOUND');
    }
    const schema = api.schemaStore.effective(schemaName, auth.company.slug);
    const version = await dataVersionReaderOf(api.db).read(auth.company.id);
    const unitsKey = units === null ? '*' : [...units].sort().join(',');
    const key = JSON.stringify([auth.company.id, auth.company.slug, version, asOf, unitsKey, body.position ?? '', body.typeOfContract ?? '', Object.keys(schema.properties ?? {}).length]);
    const report = await cachedReport(key, () => readDemographics(api.db, auth.company.id, schema, asOf, { units, position: body.position, typeOfContract: body.typeOfContract }));
    return { auth, schema, report };
  };

  api.post<{ Body: ReportBody }>('/reports/demographics', {
    config: { module: 'reports', action: 'GET' },
    schema: {
      tags, body: REPORT_BODY,
      summary: 'The workforce as of a day: headcount by gender, age, seniority, unit, position, contract and custom lists; pyramid; hires, exits and turnover by month; tenure cohorts',
      description: 'Body `{ asOf?, unit?, position?, typeOfContract? }` → `{ data: { asOf, from, headcount, byGender, byAgeBand, bySeniority, byUnit, byPosition, byContract, customFields, pyramid, months, totals, exitReasons, cohorts } }`. People without a birth date, gender or hire date are counted under `notSet`.',
    },
  }, async (request) => ({ data: (await reportOf(request)).report }));

  /** the same tables as the workbook, the first (the summary) as facts above them */
  const demographicsPdf = (request: FastifyRequest, report: DemographicsReport, tables: ExportTable[]) => {
    const t = demographicsTexts(localeOf(request));
    const [summary, ...rest] = tables;
    return renderReportPdf(api, requireAuth(request.auth), localeOf(request), {
      title: t.title, subtitle: `${t.asOf} ${report.asOf}`,
      facts: summary.rows.slice(1).map(([label, value]) => [String(label), String(value)]),
      tables: rest.map((table) => ({
        title: table.title,
        columns: table.headers.map((header, i) => ({ header, width: i === 0 ? '*' : 'auto', align: i === 0 ? 'left' : 'right' })),
        rows: table.rows,
      })),
    });
  };

  api.post<{ Body: ReportBody & { format: 'xlsx' | 'pdf' } }>('/reports/demographics/export', {
    config: { module: 'reports', action: 'GET' },
    schema: { tags, summary: 'The demographics report (same body) as an XLSX workbook (one sheet per table) or a PDF (`format`)', body: EXPORT_BODY },
  }, async (request, reply) => {
    const { report } = await reportOf(request);
    const locale = localeOf(request);
    const fieldTitle = (field: string) => report.customFields.find((f) => f.field === field)?.title ?? field;
    const tables = demographicsTables(report, locale, fieldTitle);
    const { format } = request.body;
    const file = format === 'pdf' ? await demographicsPdf(request, report, tables) : await demographicsWorkbook(tables);
    return reply.type(contentTypeOf(format)).header('content-disposition', `attachment; filename="${exportFileName(locale, report, format)}"`).send(file);
  });
}
