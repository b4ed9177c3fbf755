import type { FromSchema } from './jsonSchema';

/** Request bodies of the workday and shifts reports (src/server/areas/reports), declared once for server and browser. */

const UUID = { type: 'string', format: 'uuid' } as const;
const DATE = { type: 'string', format: 'date' } as const;
const FILTERS = {
  type: 'object', additionalProperties: false,
  properties: {
    branch: UUID,
    userIds: { type: 'array', items: UUID, maxItems: 500 },
    q: { type: 'string', maxLength: 100 },
  },
} as const;
const RANGE = { from: DATE, to: DATE, filters: FILTERS } as const;

/** POST /reports/workdays/detailed, /reports/workdays/general, /reports/shifts: one page of a report. */
export const REPORT_PAGE_BODY = {
  $id: 'api.reports.pageBody',
  type: 'object', additionalProperties: false, required: ['from', 'to'],
  properties: { ...RANGE, limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 }, offset: { type: 'integer', minimum: 0, default: 0 } },
} as const;

/** POST …/export: the whole report as an XLSX background job. */
export const REPORT_EXPORT_BODY = {
  $id: 'api.reports.exportBody',
  type: 'object', additionalProperties: false, required: ['from', 'to'], properties: RANGE,
} as const;

export type ReportPageBody = FromSchema<typeof REPORT_PAGE_BODY>;
export type ReportExportBody = FromSchema<typeof REPORT_EXPORT_BODY>;

export const REPORT_SCHEMAS = [REPORT_PAGE_BODY, REPORT_EXPORT_BODY] as const;
