import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import { localeOf } from '../../http/errorHandler';
import { unitScopeOf, unitsAndBelow } from '../../permissions/unitScope';
import { rowsOf } from '../dashboard/dashboardContext';
import { sql } from 'drizzle-orm';
import { recordTransaction } from '../integrations/recordTransaction';
import { readPayrollReport, type PayrollQuery } from './payrollQuery';
import { branchNames } from '../users/branchNames';
import { loadLayout, productSheet, layoutFile } from './payrollFiles';
import { payrollPdf } from './payrollPdf';

const tags = ['payroll-report'];
const UUID = { type: 'string', format: 'uuid' } as const;
const PERIOD = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'the pay period, YYYY-MM' } as const;
/** an export holds every row of the period: a 10,000-person company in one file */
const MAX_EXPORT = 50_000;

interface ReportBody { period: string; unit?: string; q?: string; skip?: number; limit?: number }
interface ExportBody { period: string; unit?: string; q?: string; layoutId?: string; format?: 'xlsx' | 'pdf' }

const REPORT_BODY = {
  type: 'object', required: ['period'], additionalProperties: false,
  properties: {
    period: PERIOD, unit: UUID, q: { type: 'string', maxLength: 100 },
    skip: { type: 'integer', minimum: 0, default: 0 }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
  },
} as const;
const EXPORT_BODY = {
  type: 'object', required: ['period'], additionalProperties: false,
  properties: { period: PERIOD, unit: UUID, q: { type: 'string', maxLength: 100 }, layoutId: { ...UUID, description: 'a saved export layout (POST /nomine/layouts); none: the product\'s XLSX' },
    format: { type: 'string', enum: ['xlsx', 'pdf'], default: 'xlsx', description: 'pdf: the product\'s sheet as a PDF with the period, its state and the unit as facts (layoutId is then ignored)' },
  },
} as const;

/**
 * The payroll pre-report (/nomine, issue 23 item 4; module `news`, the payroll novelties' module): per collaborator
 * and period what payroll needs, on screen a page at a time and exported whole, in the product's XLSX or in a saved
 * layout of the company's payroll provider. Every export is recorded in the audit log. docs/api/payroll-report.md
 */
export function registerPayrollReportRoutes(api: FastifyInstance): void {
  const queryOf = async (request: FastifyRequest, body: { period: string; unit?: string; q?: string }, page: { skip: number; limit: number }) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const units = body.unit ? await unitsAndBelow(api.db, auth.company.id, [body.unit]) : null;
    const q: PayrollQuery = { period: body.period, units, q: body.q?.trim() || undefined, ...page };
    return { auth, scope, q };
  };

  api.post<{ Body: ReportBody }>('/nomine/report', {
    config: { module: 'news', action: 'GET' },
    schema: {
      tags, body: REPORT_BODY,
      summary: 'One page of the payroll pre-report: { data: { period, state: { open, sent, closed }, rows, count } }',
      description: 'Collaborators on the payroll of the period (contract started by its end, not left before its start), ordered by last name. Each row: workedDays, workedHours, overtimeHours, nightHours (the workdays), absences by reason with paid/unpaid and vacation totals (approved requests; the share inside the month of one that crosses it), novelties summed by type with their status, slipsDelivered. `unit` includes its sub-units; managers see their units only. The period is closed once its novelties are sent to payroll (POST /novelties/send).',
    },
  }, async (request) => {
    const { auth, scope, q } = await queryOf(request, request.body, { skip: request.body.skip ?? 0, limit: request.body.limit ?? 50 });
    const { rows, count, state } = await readPayrollReport(api.db, auth.company.id, scope, q);
    return { data: { period: q.period, state, rows, count } };
  });

  api.post<{ Body: ExportBody }>('/nomine/export', {
    config: { module: 'news', action: 'GET' },
    schema: {
      tags, body: EXPORT_BODY,
      summary: 'The whole pre-report of the period (same filters) as a file: the product\'s XLSX or PDF, or the CSV/XLSX of a saved layout',
      description: 'The export is recorded (GET /nomine/exports); its id comes back in the `x-export-id` header. An unknown layout (or another company\'s) is 404 NOT_FOUND.',
    },
  }, async (request, reply) => {
    const { auth, scope, q } = await queryOf(request, request.body, { skip: 0, limit: MAX_EXPORT });
    const pdf = request.body.format === 'pdf';
    const layout = request.body.layoutId && !pdf ? await loadLayout(api.db, auth.company.id, request.body.layoutId) : null;
    const { rows, state } = await readPayrollReport(api.db, auth.company.id, scope, q);
    const locale = localeOf(request);
    const unitName = request.body.unit ? ((await branchNames(api.db, auth.company.id)).get(request.body.unit) ?? null) : null;
    const file = pdf ? await payrollPdf(api, auth, rows, q.period, state, unitName, locale)
      : layout ? await layoutFile(layout, rows, q.period, locale) : await productSheet(rows, q.period, locale);
    const exportId = randomUUID();
    await writeAudit(api.db, auth, {
      entity: 'payrollExports', entityId: exportId, action: 'read',
      changes: { period: q.period, layoutId: layout?.id ?? null, layoutName: layout?.name ?? null, format: file.format, rows: rows.length, unit: request.body.unit ?? null, closed: state.closed },
    });
    await recordTransaction(api.db, { companyId: auth.company.id, integration: 'payroll', direction: 'out', status: 'ok', action: 'payroll.exported', payload: { period: q.period, layoutName: layout?.name ?? null, format: file.format, rows: rows.length, exportId }, userId: auth.user.id }, request.log);
    return reply.type(file.contentType).header('x-export-id', exportId)
      .header('content-disposition', `attachment; filename="${file.name}"`).send(file.body);
  });

  api.get<{ Querystring: { period?: string } }>('/nomine/exports', {
    config: { module: 'news', action: 'GET' },
    schema: {
      tags, querystring: { type: 'object', additionalProperties: false, properties: { period: PERIOD } },
      summary: 'The last 50 exports of the pre-report (of a period): { data: { exports: [{ id, at, username, period, layoutName, format, rows }] } }',
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const byPeriod = request.query.period ? sql`AND changes->>'period' = ${request.query.period}` : sql``;
    const rows = await rowsOf<{ entity_id: string; at: Date | string; username: string | null; changes: Record<string, unknown> }>(api.db, sql`
      SELECT entity_id, at, username, changes FROM audit_log
      WHERE company_id = ${auth.company.id} AND entity = 'payrollExports' ${byPeriod} ORDER BY at DESC LIMIT 50`);
    return {
      data: {
        exports: rows.map((r) => ({
          id: r.entity_id, at: new Date(r.at).toISOString(), username: r.username, period: r.changes.period,
          layoutName: r.changes.layoutName ?? null, format: r.changes.format, rows: r.changes.rows,
        })),
      },
    };
  });
}
